/// The simulated process that app code is running in, bound while the device runs it.
///
/// The Apple-shaped API reads this to find the system's services and to apply the process's
/// rules (the configuration extension may not write the App Group, a killed process has no
/// further effect). It is a task-local value, so independent simulations on different threads
/// never see each other's context. App code reaches the device only as ``SystemServices``:
/// it cannot drive the device or inject faults.
public struct ProcessContext: Sendable {
  /// What the system offers the code running.
  package let services: any SystemServices
  /// Which process it is.
  public let process: ProcessKind
  /// The marker the tasks started by this run of app code carry.
  let lifetime: TaskLifetime

  init(
    services: any SystemServices, process: ProcessKind, lifetime: TaskLifetime = TaskLifetime()
  ) {
    self.services = services
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
