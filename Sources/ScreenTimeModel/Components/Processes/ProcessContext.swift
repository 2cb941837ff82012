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

/// One run of app code: a launch, a callback, a step's command.
///
/// Tracks the effects that depend on the run as a whole: writes counted toward a kill fault,
/// memory toward the ceiling, and whether the process died (a killed or crashed run has no
/// further effect).
struct Invocation {
  var process: ProcessKind
  /// The run's number, in the order runs start.
  var serial = 0
  /// Store and App Group writes so far.
  var writes = 0
  /// The write count after which the process is killed, from `os kills monitor`.
  var killAfterWrites: Int?
  /// Bytes counted toward the memory ceiling.
  var memory = 0
  var memoryLimit: Int?
  /// Why the process died, if it did.
  var death: Death?
  /// Whether the run only inspects the app's saved state and may change nothing.
  var isReadOnly = false
  /// The defaults an extension's process (or an inspection) registered; they end with the run.
  var registeredDefaults: [String: [UInt8]] = [:]

  enum Death: Equatable {
    case killed(String)
    case crashed(String)
  }

  var isAlive: Bool { death == nil }
  /// Whether the run may still have effects.
  var mayWrite: Bool { death == nil && !isReadOnly }
}
