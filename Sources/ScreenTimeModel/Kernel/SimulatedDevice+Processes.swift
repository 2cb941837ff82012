import SimulationEngine

extension SimulatedDevice {
  // MARK: - Running app code

  /// Runs `body` as app code in `process`, with the process context bound, then the tasks it
  /// started until none is ready.
  ///
  /// After the outermost run returns, the device brings what the user sees up to date (a store
  /// write may have shielded the item in front).
  @discardableResult
  func run<Result>(
    in process: ProcessKind, handling callback: ScheduledCallback? = nil,
    killAfterWrites: Int? = nil, memoryLimit: Int? = nil, _ body: () -> Result
  ) -> (result: Result, invocation: Invocation) {
    var invocation = Invocation(process: process)
    processes.lastInvocationSerial += 1
    invocation.serial = processes.lastInvocationSerial
    invocation.killAfterWrites = killAfterWrites
    invocation.memoryLimit = memoryLimit
    if memoryLimit != nil { invocation.memory = Self.processBaselineMemory }
    processes.invocations.append(invocation)
    emit(.invocationStarted(process, handling: callback))
    var lifetime = TaskLifetime()
    let result: Result
    do {
      let context = ProcessContext(device: self, process: process, lifetime: lifetime)
      result = runAppCode(context, body)
    }
    let hasLiveTasks = !isKnownUniquelyReferenced(&lifetime)
    let finished = processes.invocations.removeLast()
    settleTasks(of: finished, lifetime: lifetime, hasLiveTasks: hasLiveTasks)
    emit(.invocationEnded(process))
    if processes.invocations.isEmpty { refreshFrontmost() }
    return (result, finished)
  }

  /// Whether the code running now may still have effects.
  package var isCurrentProcessAlive: Bool { processes.mayCurrentProcessWrite }

  /// Runs `body` in the main app's context to read what the app saved, without launching it and
  /// without letting it change anything.
  ///
  /// Tasks the inspected code starts run at once, with no effect, and are not reported.
  public func inspectApp<Result>(_ body: () -> Result) -> Result {
    var invocation = Invocation(process: .mainApp)
    invocation.isReadOnly = true
    processes.invocations.append(invocation)
    defer { processes.invocations.removeLast() }
    return runAppCode(ProcessContext(device: self, process: .mainApp), body)
  }

  /// The memory every extension process starts with, counted toward its ceiling: 1 MB.
  public static let processBaselineMemory = 1_024 * 1_024

  /// Ends the current process for `death` and reports why.
  func end(_ death: Invocation.Death) {
    guard let index = processes.invocations.indices.last, processes.invocations[index].isAlive
    else { return }
    processes.invocations[index].death = death
    let process = processes.invocations[index].process
    switch death {
    case .killed(let reason): emit(.processKilled(process, reason: reason))
    case .crashed(let reason): emit(.processCrashed(process, reason: reason))
    }
  }

  /// Counts one store or App Group write of the process running now; `false` when the process
  /// is dead or a kill fault ends it at this write.
  func admitWrite() -> Bool {
    guard let index = processes.invocations.indices.last else { return true }
    let invocation = processes.invocations[index]
    guard invocation.mayWrite else { return false }
    if let limit = invocation.killAfterWrites, invocation.writes >= limit {
      end(.killed("os kills the process at write \(invocation.writes + 1)"))
      return false
    }
    processes.invocations[index].writes += 1
    return true
  }

  /// The app's code crashed in the process running now.
  package func crashCurrentProcess(_ reason: String) {
    end(.crashed(reason))
  }

  // MARK: - The main app's process

  /// Whether the main app's process is running (in the foreground or suspended).
  public var isMainAppRunning: Bool { processes.mainApp.isRunning }
  /// Whether the main app is in the foreground.
  public var isMainAppForeground: Bool { processes.mainApp.isForeground }

  /// Starts the main app's process in the background if it is not running.
  func launchMainAppIfNeeded() {
    guard !processes.mainApp.isRunning else { return }
    processes.mainApp = MainAppProcess(isRunning: true)
    authority.mainAppProcessEnded()
    emit(.mainAppLaunched)
    run(in: .mainApp) { host.mainAppDidLaunch() }
  }

  /// Brings the main app to the foreground, launching it if needed; its foreground handler runs.
  public func bringMainAppToForeground() {
    if screen.front != .mainApp {
      screen.shownShield = nil
      screen.front = .mainApp
      updateUsageState()
    }
    launchMainAppIfNeeded()
    guard !processes.mainApp.isForeground else { return }
    processes.mainApp.isForeground = true
    emit(.mainAppForegrounded)
    if authority.mainAppHasLearnedStatus { mainAppObserves(authority.state.decision) }
    deliverPendingExpiryMessage()
    run(in: .mainApp) { host.mainAppDidBecomeActive() }
  }

  /// The main app goes to the background (suspended).
  func sendMainAppToBackground() {
    guard processes.mainApp.isForeground else { return }
    processes.mainApp.isForeground = false
    if screen.front == .mainApp { screen.front = .home }
    emit(.mainAppBackgrounded)
    run(in: .mainApp) { host.mainAppDidEnterBackground() }
  }

  /// `user leaves main app`: back to the home screen, whatever was in front.
  public func leaveMainApp() {
    leaveFront()
    screen.front = .home
    updateUsageState()
  }

  /// Runs a step's command in the main app: in the foreground for steps that need its UI,
  /// otherwise in whatever state it is in (launched in the background if needed).
  public func runInMainApp(foreground: Bool, _ body: () -> Void) {
    if foreground {
      bringMainAppToForeground()
    } else {
      launchMainAppIfNeeded()
      deliverPendingExpiryMessage()
    }
    run(in: .mainApp, body)
  }

  /// Ends the main app's process (reboot or update); a posted expiry message keeps waiting.
  func terminateMainApp() {
    guard processes.mainApp.isRunning else { return }
    run(in: .mainApp) { host.mainAppDidTerminate() }
    reportTasksEnding(with: .mainApp)
    let hadMessage = processes.mainApp.hasPendingExpiryMessage
    processes.mainApp = MainAppProcess()
    processes.mainApp.hasPendingExpiryMessage = hadMessage
    authority.mainAppProcessEnded()
    processes.pendingResponses = [:]
    emit(.mainAppTerminated)
  }

  /// The main app's process reads `status`; a change away from approved is a revocation it saw.
  ///
  /// A change reaches the process's `$authorizationStatus` subscribers at once, in the order
  /// they subscribed.
  func mainAppObserves(_ status: AuthorizationDecision) {
    let previous = authority.mainAppStatus
    let isRevocation = authority.mainAppObserves(status)
    emit(.mainAppObservedStatus(status))
    if isRevocation { emit(.revocationObserved) }
    if status != previous { publishStatus(status) }
  }

  // MARK: - Token expiry messages

  func deliverPendingExpiryMessage() {
    guard processes.mainApp.hasPendingExpiryMessage, processes.mainApp.isRunning else { return }
    processes.mainApp.hasPendingExpiryMessage = false
    emit(.expiryMessageDelivered)
    run(in: .mainApp) { host.mainAppDidReceiveTokenExpiry() }
  }

  func postExpiryMessage() {
    guard software.has(.tokenExpiryMessage) else {
      emit(.expiryMessagePosted(exists: false))
      return
    }
    processes.mainApp.hasPendingExpiryMessage = true
    emit(.expiryMessagePosted(exists: true))
    if processes.mainApp.isForeground { deliverPendingExpiryMessage() }
  }

  // MARK: - The main app's own container

  /// Reads the main app's private container (its own storage, like `UserDefaults.standard`).
  package func privateValue(forKey key: String) -> [UInt8]? {
    storage.privateContainer[key]
  }

  /// Writes the main app's private container; it survives reboots.
  package func setPrivateValue(_ bytes: [UInt8]?, forKey key: String) {
    guard isCurrentProcessAlive else { return }
    storage.privateContainer[key] = bytes
    emit(.privateValueWritten(key: key, bytes: bytes))
  }

  /// Every key of the main app's private container, sorted.
  package var privateKeys: [String] { storage.privateContainer.keys.sorted() }

  // MARK: - Diagnostics and the app's UI

  /// The app writes a diagnostic record; the simulator adds OS, build, app version and time.
  package func logDiagnostic(_ code: String, fields: [(key: String, value: String)]) {
    guard isCurrentProcessAlive else { return }
    emit(
      .diagnosticLogged(
        DiagnosticRecord(
          code: code, fields: fields, process: processes.currentProcess,
          systemVersion: software.version, build: software.build,
          appVersion: configuration.appVersion, instant: now)))
  }

  /// The app shows an error to its user.
  package func surfaceError(_ code: String) {
    guard isCurrentProcessAlive else { return }
    emit(.errorShown(processes.currentProcess, code: code))
  }

  /// The app called an API its OS does not have: `api.unavailable`, never a crash.
  package func reportUnavailable(_ feature: APIFeature) {
    emit(.apiUnavailable(processes.currentProcess, feature, software.version))
    surfaceError("api.unavailable")
  }

  /// Random bytes for app code, drawn from the run's seed.
  package func randomBytes(count: Int) -> [UInt8] {
    randomness.appBytes(count: count)
  }
}
