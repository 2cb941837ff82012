import SimulationEngine

/// Why the system showed its own default shield instead of the app's.
public enum SystemDefaultReason: Sendable, Equatable {
  /// The app has no configuration extension.
  case noExtension
  /// The configuration extension crashed.
  case crashed
  /// The extension does not override the configuration method asked for.
  case notOverridden
  /// The extension took longer than the system waits.
  case tooSlow(took: SimulationDuration, timeout: SimulationDuration)
}
