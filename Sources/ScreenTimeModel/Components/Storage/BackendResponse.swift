/// A backend response.
public enum BackendResponse: Sendable, Equatable {
  /// The blob fetched, `nil` when there is none.
  case data([UInt8]?)
  /// The keys listed, sorted.
  case keys([String])
  /// The request was carried out.
  case done
  case failed(BackendFailure)
}
