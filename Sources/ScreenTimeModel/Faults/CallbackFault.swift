import SimulationEngine

/// What an armed `os drops next` or `os delays next` fault does to a callback falling due.
enum CallbackFault: Equatable {
  /// The callback never comes.
  case dropped
  /// The callback falls due this much later.
  case delayed(by: SimulationDuration)
}
