/// Why a backend request failed.
public enum BackendFailure: Error, Sendable, Equatable {
  /// The backend is down or unreachable.
  case networkError
  /// The process may not use the network (the shield configuration extension).
  case notPermitted
}
