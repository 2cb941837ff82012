import SimulationEngine

/// Tasks of the main app that outlived the run of app code that started them.
struct LiveTaskGroup {
  /// The marker the tasks carry.
  var lifetime: TaskLifetime
  /// When the run that started them began.
  var startedAt: SimulationInstant
}
