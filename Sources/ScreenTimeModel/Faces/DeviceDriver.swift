import SimulationEngine

/// What drives a simulated device through a run: time, what the user and the system do, and
/// the app's own steps.
///
/// The scenario runner, an explorer and tests hold this face with ``DeviceView`` to read and
/// ``FaultInjector`` to inject faults; app code never does. ``SimulatedDevice`` conforms.
public protocol DeviceDriver: AnyObject {
  // MARK: The run

  /// Adds an observer; it sees every later event.
  func addObserver(_ observer: any SystemEventObserver)
  /// Starts a new operation on behalf of `subject`: what follows is attributed to it.
  @discardableResult
  func beginOperation(subject: String?) -> Cause
  /// Processes every event due at or before `instant` and moves the clock there.
  ///
  /// - Throws: ``DeviceError/eventBudgetExhausted(_:)`` when the run's budget is spent.
  func advance(to instant: SimulationInstant) throws(DeviceError)
  /// Checks the kernel's own consistency, in debug builds.
  func checkConsistency()

  // MARK: What the user does

  /// `user opens <app>` / `user visits <web>`.
  func open(_ item: Item) throws(DeviceError)
  /// `user goes home`.
  func goHome()
  /// `user taps primary|secondary|submenu n` on the shield showing.
  func tap(_ press: ShieldPress) throws(DeviceError)
  /// `user locks device`.
  func lock()
  /// `user unlocks device`.
  func unlock()
  /// `user changes timezone <id>`.
  func changeTimeZone(to zone: DeviceTimeZone)
  /// `user removes <app>`.
  func removeApp(_ item: Item) throws(DeviceError)
  /// `user installs <app>`.
  func installApp(_ item: Item) throws(DeviceError)
  /// `user reinstalls app`.
  func reinstallApp() throws(DeviceError)
  /// `user revokes authorization` / `guardian revokes authorization`, in Settings; the user gives
  /// the Screen Time passcode when `withPasscode`.
  func revokeAuthorizationInSettings(byGuardian: Bool, withPasscode: Bool) throws(DeviceError)
  /// `FamilyActivityPicker`: the user chooses; the system returns tokens, or `nil` when the
  /// picker's process crashed.
  func presentPicker(_ choice: FamilyActivityPicker.Choice) -> FamilyActivityPicker.Selection?

  // MARK: The main app

  /// Brings the main app to the foreground, launching it if needed.
  func bringMainAppToForeground()
  /// `user leaves main app`.
  func leaveMainApp()
  /// Runs a step's command in the main app, in the foreground or in whatever state it is in.
  func runInMainApp(foreground: Bool, _ body: () -> Void)
  /// Runs `body` in the main app's context to read what the app saved, changing nothing and
  /// reporting nothing.
  func inspectApp<Result>(_ body: () -> Result) -> Result
  /// The tokens the system hands out now for `items`, given to the main app as its own.
  func handOutTokens(for items: [Item]) -> [OpaqueToken]
  /// The token the system hands out now for `item` (what a picker returns).
  func currentToken(for item: Item) -> OpaqueToken
}
