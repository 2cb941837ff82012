/// What an operation does, for the invariants that depend on it.
public enum OperationKind: Sendable, Equatable {
  case general
  /// An interval starting, or the user starting a session by hand (`user blocks <profile> now`).
  case starting
  /// The user lifting a session started by hand (`user unblocks <profile>`).
  case unblocking
  /// An interval ending.
  case ending
  /// Monitoring stopped.
  case stopping
  /// A part of the app disabled.
  case disabling
  /// A part of the app deleted.
  case deleting

  /// Whether the operation ends, stops, disables or deletes (profile-isolation).
  var isRemoval: Bool {
    switch self {
    case .ending, .stopping, .disabling, .deleting: true
    case .general, .starting, .unblocking: false
    }
  }
}
