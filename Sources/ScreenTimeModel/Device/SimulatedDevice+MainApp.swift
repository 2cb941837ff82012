import SimulationEngine

extension SimulatedDevice {
  /// Whether the main app's process is running (in the foreground or suspended).
  public var isMainAppRunning: Bool { mainApp.isRunning }
  /// Whether the main app is in the foreground.
  public var isMainAppForeground: Bool { mainApp.isForeground }
  /// The `authorizationStatus` the main app's process last observed.
  public var observedAuthorization: AuthorizationDecision { mainApp.observedStatus }

  var currentProcessName: String { (currentInvocation?.process ?? .mainApp).rawValue }

  /// Starts the main app's process in the background if it is not running.
  func launchMainAppIfNeeded() {
    guard !mainApp.isRunning else { return }
    mainApp = MainAppProcess(isRunning: true)
    record("app", "launches")
    run(in: .mainApp) { host.mainAppDidLaunch() }
  }

  /// Brings the main app to the foreground, launching it if needed; its foreground handler runs.
  public func bringMainAppToForeground() {
    if frontmost != .mainApp {
      shownShield = nil
      frontmost = .mainApp
      updateUsageState()
    }
    launchMainAppIfNeeded()
    guard !mainApp.isForeground else { return }
    mainApp.isForeground = true
    record("app", "comes to the foreground")
    if mainApp.hasLearnedStatus { observe(authorization.decision) }
    deliverPendingExpiryMessage()
    run(in: .mainApp) { host.mainAppDidBecomeActive() }
  }

  /// The main app goes to the background (suspended).
  func sendMainAppToBackground() {
    guard mainApp.isForeground else { return }
    mainApp.isForeground = false
    if frontmost == .mainApp { frontmost = .home }
    record("app", "goes to the background")
    run(in: .mainApp) { host.mainAppDidEnterBackground() }
  }

  /// `user leaves main app`.
  public func leaveMainApp() {
    sendMainAppToBackground()
    frontmost = .home
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

  /// Ends the main app's process (reboot or update).
  func terminateMainApp() {
    guard mainApp.isRunning else { return }
    run(in: .mainApp) { host.mainAppDidTerminate() }
    let hadMessage = mainApp.hasPendingExpiryMessage
    mainApp = MainAppProcess()
    mainApp.hasPendingExpiryMessage = hadMessage
    pendingCompletions = [:]
    record("app", "process ends")
  }

  func observe(_ status: AuthorizationDecision) {
    let previous = mainApp.observedStatus
    mainApp.observedStatus = status
    if status == .approved { hasObservedApproval = true }
    if previous == .approved, status != .approved { noteRevocationObserved() }
  }

  func noteRevocationObserved() {
    revocationObservedAt = now
    reportedRevocationViolations = []
    // Only a pick after this moment counts as picking again, even one at the same instant
    // earlier in the run.
    lastPick = [:]
    record("app", "observes a revocation")
  }

  // MARK: - Token expiry

  func deliverPendingExpiryMessage() {
    guard mainApp.hasPendingExpiryMessage, mainApp.isRunning else { return }
    mainApp.hasPendingExpiryMessage = false
    operation.hadExpiryMessage = true
    record("app", "receives TokenExpiryMessage")
    run(in: .mainApp) { host.mainAppDidReceiveTokenExpiry() }
  }

  func postExpiryMessage() {
    guard APIFeature.tokenExpiryMessage.isAvailable(on: systemVersion) else {
      record("os", "posts no TokenExpiryMessage: it does not exist before iOS 26.5")
      return
    }
    mainApp.hasPendingExpiryMessage = true
    record("os", "posts TokenExpiryMessage")
    if mainApp.isForeground { deliverPendingExpiryMessage() }
  }

  // MARK: - The main app's own storage

  /// Reads the main app's private storage (its own container, like `UserDefaults.standard`).
  package func privateValue(forKey key: String) -> [UInt8]? {
    privateStorage[key]
  }

  /// Writes the main app's private storage; it survives reboots.
  package func setPrivateValue(_ bytes: [UInt8]?, forKey key: String) {
    guard isCurrentProcessAlive else { return }
    privateStorage[key] = bytes
  }

  /// Every key of the main app's private storage, sorted.
  package var privateKeys: [String] { privateStorage.keys.sorted() }

  // MARK: - Invariant on revocation

  /// Checks revocation-reselect for `profiles` against what the app reports.
  public func checkRevocationReselect(profiles: [String]) {
    guard revocationObservedAt != nil else { return }
    for profile in profiles where !reportedRevocationViolations.contains(profile) {
      guard inspectApp({ host.reportedStatus(ofProfileNamed: profile) }) == .ready else { continue }
      if lastPick[profile] != nil { continue }
      reportedRevocationViolations.insert(profile)
      addViolation(
        .revocationReselect,
        "profile '\(profile)' is ready after the app observed a revocation and before a new pick")
    }
  }
}
