import SimulationEngine

/// The app's processes: the main app's, and the runs of app code in its extensions.
///
/// Models what launchd and the extension host keep for one app: whether the main app runs and is
/// in front, which code is running now (a stack, since a step's command may cause a callback),
/// the writes and memory counted against each run, and responses on their way back to the
/// process that asked for them. Its transitions admit writes, charge memory, end a run's
/// process, launch, foreground, background and terminate the main app, and return what follows
/// for the kernel to perform, app code to run among it.
struct ProcessManager {
  /// The memory every extension process starts with, counted toward its ceiling: 1 MB.
  static let baselineMemory = 1_024 * 1_024

  /// The main app's process.
  var mainApp = MainAppProcess()
  /// When the main app last came to the foreground, in any process, or was installed again;
  /// `nil` before either.
  private(set) var lastForegroundAt: SimulationInstant?
  /// The runs of app code in progress, innermost last.
  private(set) var invocations: [Invocation] = []
  /// Backend responses not yet delivered, by request number.
  var pendingResponses: [Int: PendingResponse] = [:]
  var nextRequestNumber = 1
  /// The executor every task of the app's processes runs on.
  let tasks = AppTaskExecutor()
  /// Tasks sleeping on the device's clock, by number.
  var sleepers: [Int: TaskSleeper] = [:]
  var nextSleeperNumber = 1
  /// The number of the last run of app code started.
  private var lastInvocationSerial = 0

  /// The run in progress, if app code is running.
  var current: Invocation? { invocations.last }

  /// The process running now (the main app's when no app code runs).
  var currentProcess: ProcessKind { invocations.last?.process ?? .mainApp }

  /// Whether the code running now may still have effects.
  var mayCurrentProcessWrite: Bool { invocations.last?.mayWrite ?? true }

  // MARK: - Runs of app code

  /// A run of app code starts in `process`, innermost; with a kill fault after `killAfterWrites`
  /// writes and a ceiling of `memoryLimit` bytes, which the baseline counts toward.
  mutating func beginRun(in process: ProcessKind, killAfterWrites: Int?, memoryLimit: Int?) {
    var invocation = Invocation(process: process)
    lastInvocationSerial += 1
    invocation.serial = lastInvocationSerial
    invocation.killAfterWrites = killAfterWrites
    invocation.memoryLimit = memoryLimit
    if memoryLimit != nil { invocation.memory = Self.baselineMemory }
    invocations.append(invocation)
  }

  /// Registers `values` as the running process's defaults (`UserDefaults.register(defaults:)`),
  /// replacing earlier ones of the same keys: the main app's last as long as its process, an
  /// extension's or an inspection's as long as the run.
  mutating func registerDefaults(_ values: [String: [UInt8]]) {
    guard let index = invocations.indices.last else {
      mainApp.registeredDefaults.merge(values) { $1 }
      return
    }
    if invocations[index].process == .mainApp, !invocations[index].isReadOnly {
      mainApp.registeredDefaults.merge(values) { $1 }
    } else {
      invocations[index].registeredDefaults.merge(values) { $1 }
    }
  }

  /// A run that only reads the main app's saved state starts; it may change nothing.
  mutating func beginInspection() {
    var invocation = Invocation(process: .mainApp)
    invocation.isReadOnly = true
    invocations.append(invocation)
  }

  /// The innermost run returns; returns it as it ended.
  mutating func endRun() -> Invocation {
    invocations.removeLast()
  }

  /// Counts one store or App Group write of the run in progress: refused when its process is
  /// dead, or when a kill fault ends it at this write.
  mutating func admitWrite() -> (isAdmitted: Bool, effects: [DeviceEffect]) {
    guard let index = invocations.indices.last else { return (true, []) }
    let invocation = invocations[index]
    guard invocation.mayWrite else { return (false, []) }
    if let limit = invocation.killAfterWrites, invocation.writes >= limit {
      return (false, end(.killed(.atWrite(invocation.writes + 1))))
    }
    invocations[index].writes += 1
    return (true, [])
  }

  /// Charges a read of the App Group value at `key`, `size` bytes, to the run in progress,
  /// toward its memory ceiling if any.
  ///
  /// A process holds what it loaded, as a suite loads each value once: the first read of a key
  /// keeps its bytes for the rest of the run. Decoding them needs as much again for as long as
  /// the read takes, then it is released. Memory held plus that decoded copy passing the
  /// ceiling kills the process; reading a key again costs only the decoded copy.
  mutating func chargeRead(of size: Int, at key: String) -> (
    isAlive: Bool, effects: [DeviceEffect]
  ) {
    guard let index = invocations.indices.last, let limit = invocations[index].memoryLimit else {
      return (true, [])
    }
    if invocations[index].loadedKeys.insert(key).inserted { invocations[index].memory += size }
    let peak = invocations[index].memory + size
    guard peak > limit else { return (true, []) }
    return (false, end(.killed(.memory(peak: peak, limit: limit))))
  }

  /// Ends the process of the run in progress for `death`, once.
  mutating func end(_ death: Invocation.Death) -> [DeviceEffect] {
    guard let index = invocations.indices.last, invocations[index].isAlive else { return [] }
    invocations[index].death = death
    let process = invocations[index].process
    switch death {
    case .killed(let reason): return [.emit(.processKilled(process, reason: reason))]
    case .crashed(let reason): return [.emit(.processCrashed(process, reason: reason))]
    }
  }

  // MARK: - The main app's process

  /// Starts the main app's process in the background if it is not running.
  ///
  /// A `TokenExpiryMessage` posted while no process ran stays pending for the new process.
  mutating func launchMainApp() -> [DeviceEffect] {
    guard !mainApp.isRunning else { return [] }
    let hadMessage = mainApp.hasPendingExpiryMessage
    mainApp = MainAppProcess(isRunning: true)
    mainApp.hasPendingExpiryMessage = hadMessage
    return [.resetMainAppStatus, .emit(.mainAppLaunched), .runMainApp(.didLaunch)]
  }

  /// The running main app comes to the foreground at `now`: it reads its authorization again,
  /// receives a pending expiry message, and its foreground handler runs.
  mutating func foregroundMainApp(at now: SimulationInstant) -> [DeviceEffect] {
    guard !mainApp.isForeground else { return [] }
    mainApp.isForeground = true
    lastForegroundAt = now
    return [
      .emit(.mainAppForegrounded), .mainAppRereadsAuthorization, .deliverPendingExpiryMessage,
      .runMainApp(.didBecomeActive),
    ]
  }

  /// The main app goes to the background (suspended).
  mutating func backgroundMainApp() -> [DeviceEffect] {
    guard mainApp.isForeground else { return [] }
    mainApp.isForeground = false
    return [.emit(.mainAppBackgrounded), .runMainApp(.didEnterBackground)]
  }

  /// The main app's process is to end (reboot or update): its termination handler runs first.
  func terminateMainApp() -> [DeviceEffect] {
    guard mainApp.isRunning else { return [] }
    return [.runMainApp(.didTerminate), .endMainAppProcess]
  }

  /// The main app's process ends: its unfinished tasks are reported and never finish, and the
  /// responses on their way to it are dropped; a posted expiry message keeps waiting.
  mutating func endMainAppProcess() -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    let sleeping = removeSleepers { $0.process == .mainApp }
    let live = mainApp.liveTasks.contains { group in
      var lifetime = group.lifetime
      return !isKnownUniquelyReferenced(&lifetime)
    }
    mainApp.liveTasks = []
    if live || !sleeping.isEmpty {
      effects.append(.emit(.tasksPendingAtProcessEnd(.mainApp, sleepingUntil: sleeping)))
    }
    let hadMessage = mainApp.hasPendingExpiryMessage
    mainApp = MainAppProcess()
    mainApp.hasPendingExpiryMessage = hadMessage
    pendingResponses = [:]
    effects.append(.resetMainAppStatus)
    effects.append(.emit(.mainAppTerminated))
    return effects
  }

  /// The app was deleted and installed again at `now`: the fresh install has no process and no
  /// message waiting, and `option idle-stop` counts its idleness from the install.
  mutating func appReinstalled(at now: SimulationInstant) {
    mainApp = MainAppProcess()
    lastForegroundAt = now
  }

  /// Removes the sleepers that `isRemoved` selects; returns when they would have woken, in
  /// order.
  mutating func removeSleepers(where isRemoved: (TaskSleeper) -> Bool) -> [SimulationInstant] {
    let numbers = sleepers.keys.sorted().filter { number in
      sleepers[number].map(isRemoved) ?? false
    }
    return numbers.compactMap { sleepers.removeValue(forKey: $0)?.until }.sorted()
  }

  // MARK: - Token expiry messages

  /// The system posts a `TokenExpiryMessage` (`exists` is false before iOS 26.5, where there is
  /// none); a foreground main app receives it at once, others when they next run.
  mutating func postExpiryMessage(exists: Bool) -> [DeviceEffect] {
    guard exists else { return [.emit(.expiryMessagePosted(exists: false))] }
    mainApp.hasPendingExpiryMessage = true
    return [.emit(.expiryMessagePosted(exists: true))]
      + (mainApp.isForeground ? [.deliverPendingExpiryMessage] : [])
  }

  /// A pending `TokenExpiryMessage` reaches the running main app.
  mutating func deliverPendingExpiryMessage() -> [DeviceEffect] {
    guard mainApp.hasPendingExpiryMessage, mainApp.isRunning else { return [] }
    mainApp.hasPendingExpiryMessage = false
    return [.emit(.expiryMessageDelivered), .runMainApp(.didReceiveTokenExpiry)]
  }

  /// Data-protected files became readable (the first unlock after a restart): a running main
  /// app is told.
  func protectedDataBecameAvailable() -> [DeviceEffect] {
    guard mainApp.isRunning else { return [] }
    return [.emit(.mainAppProtectedDataAvailable), .runMainApp(.protectedDataDidBecomeAvailable)]
  }
}
