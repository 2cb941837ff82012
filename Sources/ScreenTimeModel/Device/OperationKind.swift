/// What a scenario step's operation is, for the invariants that depend on it.
public enum OperationKind: Sendable, Equatable {
  case general
  /// An interval ending.
  case ending
  /// `app stops`.
  case stopping
  /// `user disables`.
  case disabling
  /// `user deletes`.
  case deleting

  /// Whether the operation ends, stops, disables or deletes a profile (profile-isolation).
  var isRemoval: Bool { self != .general }
}
