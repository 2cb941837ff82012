/// Why an App Group access failed.
public enum AppGroupFailure: Error, Sendable, Equatable {
  /// The container is unreadable (before the first unlock after a reboot).
  case unavailable
  /// The process may not write it (the shield configuration extension).
  case notPermitted
}
