/// How long a fault stays in force.
public enum FaultPersistence: String, Sendable, Equatable {
  /// It acts once, when it is injected.
  case immediate
  /// It is armed when injected and acts once, at the next occasion that matches.
  case oneShot = "one-shot"
  /// It acts on every occasion from its injection until a later fault clears or replaces it.
  case persistent
}
