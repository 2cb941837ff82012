import SimulationEngine

/// The interval of a registration that is in progress.
struct ActiveInterval {
  var interval: ActivitySchedule.Interval
  /// Per event, the instant usage starts to count from.
  var countFrom: [String: SimulationInstant]
  var reached: Set<String> = []
  var warned: Set<String> = []
}
