import SimulationEngine

/// A task of the app sleeping on the device's clock (`Task.sleep`), and how to wake it.
struct TaskSleeper {
  /// The process whose task sleeps.
  var process: ProcessKind
  /// The run of app code in which it began to sleep.
  var invocation: Int
  /// The cause in effect when it began to sleep; the task wakes under it.
  var cause: Cause
  /// When it wakes.
  var until: SimulationInstant
  /// Resumes the task.
  var wake: () -> Void
}
