/// What an operation does, for the invariants that depend on it.
public enum OperationKind: Sendable, Equatable {
  case general
  /// An interval ending.
  case ending
  /// Monitoring stopped.
  case stopping
  /// A part of the app disabled.
  case disabling
  /// A part of the app deleted.
  case deleting

  /// Whether the operation ends, stops, disables or deletes (profile-isolation).
  var isRemoval: Bool { self != .general }
}
