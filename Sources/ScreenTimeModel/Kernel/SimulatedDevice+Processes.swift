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
    processes.beginRun(in: process, killAfterWrites: killAfterWrites, memoryLimit: memoryLimit)
    emit(.invocationStarted(process, handling: callback))
    let supervised = beginSupervisedRun(in: process, isInspection: false)
    var lifetime = TaskLifetime()
    let result: Result
    do {
      let context = ProcessContext(services: self, process: process, lifetime: lifetime)
      result = runAppCode(context, body)
    }
    endSupervisedRun(supervised.run)
    let hasLiveTasks = !isKnownUniquelyReferenced(&lifetime)
    let finished = processes.endRun()
    settleTasks(of: finished, lifetime: lifetime, hasLiveTasks: hasLiveTasks)
    emit(.invocationEnded(process))
    if supervised.isEnded, process == .mainApp { mainAppRunWasEnded() }
    if processes.invocations.isEmpty { refreshFrontmost() }
    return (result, finished)
  }

  /// Runs the main app's code for `event` in its process.
  func runMainApp(_ event: MainAppEvent) {
    run(in: .mainApp) {
      switch event {
      case .didLaunch: host.mainAppDidLaunch()
      case .didTerminate: host.mainAppDidTerminate()
      case .didBecomeActive: host.mainAppDidBecomeActive()
      case .didEnterBackground: host.mainAppDidEnterBackground()
      case .didReceiveTokenExpiry: host.mainAppDidReceiveTokenExpiry()
      case .protectedDataDidBecomeAvailable: host.mainAppProtectedDataDidBecomeAvailable()
      }
    }
  }

  /// Whether the code running now may still have effects.
  package var isCurrentProcessAlive: Bool { processes.mayCurrentProcessWrite }

  /// Runs `body` in the main app's context to read what the app saved, without launching it and
  /// without letting it change anything.
  ///
  /// Nothing the inspected code does is reported, so that reading the app's state can never
  /// reach an observer (the invariant checker asks the app between steps). Tasks it starts run
  /// at once, with no effect.
  public func inspectApp<Result>(_ body: () -> Result) -> Result {
    processes.beginInspection()
    emissionSuppression += 1
    defer {
      emissionSuppression -= 1
      _ = processes.endRun()
    }
    let supervised = beginSupervisedRun(in: .mainApp, isInspection: true)
    defer { endSupervisedRun(supervised.run) }
    return runAppCode(ProcessContext(services: self, process: .mainApp), body)
  }

  /// The memory every extension process starts with, counted toward its ceiling: 1 MB.
  public static let processBaselineMemory = ProcessManager.baselineMemory

  /// Counts one store or App Group write of the process running now; `false` when the process
  /// is dead or a kill fault ends it at this write.
  func admitWrite() -> Bool {
    let (isAdmitted, effects) = processes.admitWrite()
    perform(effects)
    return isAdmitted
  }

  /// The app's code crashed in the process running now.
  package func crashCurrentProcess(_ reason: String) {
    perform(processes.end(.crashed(reason)))
  }

  // MARK: - The main app's process

  /// Whether the main app's process is running (in the foreground or suspended).
  public var isMainAppRunning: Bool { processes.mainApp.isRunning }
  /// Whether the main app is in the foreground.
  public var isMainAppForeground: Bool { processes.mainApp.isForeground }

  /// Brings the main app to the foreground, launching it if needed; its foreground handler runs.
  public func bringMainAppToForeground() {
    perform(screen.bringMainAppForward())
    perform(processes.launchMainApp())
    perform(processes.foregroundMainApp(at: now))
  }

  /// Runs a step's command in the main app: in the foreground for steps that need its UI,
  /// otherwise in whatever state it is in (launched in the background if needed).
  public func runInMainApp(foreground: Bool, _ body: () -> Void) {
    if foreground {
      bringMainAppToForeground()
    } else {
      perform(processes.launchMainApp())
      perform(processes.deliverPendingExpiryMessage())
    }
    run(in: .mainApp, body)
  }

  /// A foreground main app that learned its status reads it again.
  func mainAppRereadsAuthorization() {
    if authority.mainAppHasLearnedStatus { mainAppObserves(authority.state.decision) }
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

  /// The system posts a `TokenExpiryMessage`, which exists from iOS 26.5.
  func postExpiryMessage() {
    perform(processes.postExpiryMessage(exists: software.has(.tokenExpiryMessage)))
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
