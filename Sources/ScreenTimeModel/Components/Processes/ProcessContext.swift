/// The simulated process that app code is running in, bound while the device runs it.
///
/// The Apple-shaped API reads this to find the device and to apply the process's rules (the
/// configuration extension may not write the App Group, a killed process has no further
/// effect). It is a task-local value, so independent simulations on different threads never see
/// each other's context.
public struct ProcessContext: Sendable {
  /// The device running the code.
  public let device: SimulatedDevice
  /// Which process it is.
  public let process: ProcessKind
  /// The marker the tasks started by this run of app code carry.
  let lifetime: TaskLifetime

  init(device: SimulatedDevice, process: ProcessKind, lifetime: TaskLifetime = TaskLifetime()) {
    self.device = device
    self.process = process
    self.lifetime = lifetime
  }

  /// The context of the code running now, if the simulator is running app code.
  ///
  /// Tasks started by app code inherit it, as every task-local value.
  @TaskLocal public static var current: ProcessContext?

  /// The context of the code running now, including detached tasks, which inherit no task-local
  /// value: for them, the context of the run of app code whose tasks the device is running.
  public static var active: ProcessContext? {
    current ?? TaskCaptureScope.context
  }
}
