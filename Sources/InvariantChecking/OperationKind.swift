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

  /// How profile-isolation names an operation that ends, stops, disables or deletes, whose
  /// every removal of another profile's entry it judges; `nil` for the others.
  var removalVerb: String? {
    switch self {
    case .ending: "ending"
    case .stopping: "stopping"
    case .disabling: "disabling"
    case .deleting: "deleting"
    case .general, .starting, .unblocking: nil
    }
  }
}
