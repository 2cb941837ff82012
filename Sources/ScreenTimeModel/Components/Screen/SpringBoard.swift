import SimulationEngine

/// What the user sees: the lock, the home screen or what is in front, and the shield over it.
///
/// Models SpringBoard as far as Screen Time is concerned: one thing is in front at a time, a
/// shielded item shows the shield its configuration extension asked for, a tap on it goes to the
/// action extension and its answer closes the item, redraws or lifts the shield or opens the
/// main app, and while the device is locked nothing is in use. Its inputs (an open, a tap, a
/// lock, the system's changes to what is enforced) change what is on screen and return the
/// rest for the kernel to perform: extensions to run, the main app to move, usage to follow.
public struct SpringBoard: Sendable {
  /// What is in front of the user.
  public enum Front: Sendable, Equatable {
    case home
    case mainApp
    case item(Item)
  }

  /// Whether the device is locked.
  public private(set) var isLocked = false
  /// When the device was locked, while it is.
  public private(set) var lockedSince: SimulationInstant?
  /// What is in front of the user.
  public private(set) var front: Front = .home
  /// The shield on screen, if any.
  public private(set) var shownShield: ShownShield?
  /// The inventory apps the user removed from the device and has not installed again.
  public private(set) var removedApps: Set<Int> = []
  /// The app's configuration last shown over each item, for `option frontmost-shield stale`.
  private var lastShields: [Item: ShownShield] = [:]

  /// The screen of a device just started: unlocked, on the home screen, no shield.
  public init() {}

  /// The item in front, if an app or web domain is.
  public var frontItem: Item? {
    if case .item(let item) = front { return item }
    return nil
  }

  /// The item whose use counts now: in front, usable, the device unlocked.
  var accruingItem: Item? {
    guard !isLocked, shownShield == nil else { return nil }
    return frontItem
  }

  /// Whether the user removed the inventory app `item` and has not installed it again.
  public func isInstalled(_ item: Item) -> Bool {
    guard case .app(let index) = item else { return true }
    return !removedApps.contains(index)
  }

  // MARK: - What is in front

  /// Whatever is in front gives way: a shield goes away, the main app goes to the background.
  mutating func leaveFront() -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    leaveFront(into: &effects)
    return effects
  }

  private mutating func leaveFront(into effects: inout [DeviceEffect]) {
    shownShield = nil
    guard front == .mainApp else { return }
    front = .home
    effects.append(.sendMainAppToBackground)
  }

  /// `user goes home` and `user leaves main app`.
  mutating func goHome() -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    goHome(into: &effects)
    return effects
  }

  private mutating func goHome(into effects: inout [DeviceEffect]) {
    leaveFront(into: &effects)
    front = .home
    effects.append(.updateUsage)
  }

  /// The main app comes in front of whatever was.
  mutating func bringMainAppForward() -> [DeviceEffect] {
    guard front != .mainApp else { return [] }
    shownShield = nil
    front = .mainApp
    return [.updateUsage]
  }

  /// `user opens <app>` / `user visits <web>`: what is in front gives way to the item.
  ///
  /// - Throws: ``DeviceError/notInstalled(_:)`` for an app the user removed.
  mutating func open(_ item: Item, in inventory: Inventory) throws(DeviceError) -> [DeviceEffect] {
    guard isInstalled(item) else { throw .notInstalled(inventory.name(of: item)) }
    var effects: [DeviceEffect] = []
    leaveFront(into: &effects)
    effects.append(.bringToFront(item))
    return effects
  }

  /// The item comes to the front: it does not open when a store blocks it, it shows its shield
  /// when one shields it, and it opens normally otherwise.
  ///
  /// What is enforced leaves out the stores `os ignores store` hides, which takes effect when
  /// that changes what the user sees.
  mutating func bringToFront(
    _ item: Item, settings: EffectiveSettingsResolver, faults: inout FaultPlan,
    at now: SimulationInstant
  ) -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    switch effects.report(Self.enforcement(of: item, settings, &faults, now)) {
    case .blocked(let store):
      front = .home
      effects.append(.emit(.openRefused(item, store: store)))
    case .shielded(let cause):
      front = .item(item)
      effects.append(.presentShield(item, cause))
    case .usable:
      front = .item(item)
      effects.append(.emit(.openedNormally(item)))
    }
    effects.append(.updateUsage)
    return effects
  }

  /// What the system does with `item` in front, consulting the `os ignores store` faults.
  private static func enforcement(
    of item: Item, _ settings: EffectiveSettingsResolver, _ faults: inout FaultPlan,
    _ now: SimulationInstant
  ) -> FaultConsultation<ItemEnforcement> {
    faults.applyIgnoredStores(at: now, on: settings) { $0.enforcement(of: item, ignoring: $1) }
  }

  /// Brings the screen up to date after settings or authorization changed: the item in front
  /// closes when it became blocked, a shield appears over it when it became shielded, and goes
  /// away when it no longer is.
  ///
  /// Nothing changes while app code runs (the outermost run refreshes when it returns) or the
  /// device is locked.
  mutating func refreshFrontmost(
    isRunningAppCode: Bool, settings: EffectiveSettingsResolver,
    frontmostShield: ModelOptions.FrontmostShield, faults: inout FaultPlan,
    at now: SimulationInstant
  ) -> [DeviceEffect] {
    refreshFrontmost(isRunningAppCode: isRunningAppCode, frontmostShield: frontmostShield) {
      Self.enforcement(of: $0, settings, &faults, now)
    }
  }

  /// Brings the screen up to date as the method above does, with `enforcement` telling what the
  /// system does with the item in front.
  ///
  /// `enforcement` is asked only when the screen can change, so a caller may remember its
  /// answers while the settings stay as they are.
  mutating func refreshFrontmost(
    isRunningAppCode: Bool, frontmostShield: ModelOptions.FrontmostShield,
    enforcement: (Item) -> FaultConsultation<ItemEnforcement>
  ) -> [DeviceEffect] {
    guard !isRunningAppCode, !isLocked, let item = frontItem else { return [.updateUsage] }
    var effects: [DeviceEffect] = []
    switch effects.report(enforcement(item)) {
    case .blocked:
      shownShield = nil
      front = .home
      effects.append(.emit(.blockedItemClosed(item)))
    case .shielded(let cause) where shownShield == nil:
      if frontmostShield == .stale, let earlier = lastShields[item] {
        effects.append(.showEarlierShield(earlier, item, cause))
      } else {
        effects.append(.presentShield(item, cause))
      }
    case .usable where shownShield != nil:
      shownShield = nil
      effects.append(.emit(.shieldRemoved(item)))
    case .shielded, .usable:
      break
    }
    effects.append(.updateUsage)
    return effects
  }

  // MARK: - Shields

  /// Shows the system's default shield for `request` and asks the configuration extension, if
  /// the app has one, for the app's own.
  ///
  /// The default is shown before the extension runs, so that bringing the screen up to date
  /// after its run does not ask again.
  mutating func present(_ request: ShieldConfigurationRequest, hasConfigurationExtension: Bool)
    -> [DeviceEffect]
  {
    shownShield = defaultShield(for: request)
    var effects: [DeviceEffect] = []
    if hasConfigurationExtension {
      effects.append(.runConfigurationExtension(request))
    } else {
      display(defaultShield(for: request), .noExtension, into: &effects)
    }
    return effects
  }

  /// The configuration extension answered `request` (`isAlive` is false when it crashed): its
  /// appearance is shown unless it crashed, did not override the configuration, or took longer
  /// than the system waits (`timeout`) under `os slows shield configuration`.
  mutating func showConfiguredShield(
    _ request: ShieldConfigurationRequest, answer: ShieldConfigurationAnswer, isAlive: Bool,
    timeout: SimulationDuration, at now: SimulationInstant, faults: inout FaultPlan
  ) -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    let reason: SystemDefaultReason
    if !isAlive {
      reason = .crashed
    } else if answer.appearance == .systemDefault {
      reason = .notOverridden
    } else if let took = effects.report(
      faults.applyConfigurationDelay(beyond: timeout, at: now))
    {
      reason = .tooSlow(took: took, timeout: timeout)
    } else {
      let shown = ShownShield(
        request: request, appearance: answer.appearance, isSystemDefault: false,
        isGeneric: answer.isGeneric)
      display(shown, nil, into: &effects)
      return effects
    }
    display(defaultShield(for: request), reason, into: &effects)
    return effects
  }

  private func defaultShield(for request: ShieldConfigurationRequest) -> ShownShield {
    ShownShield(request: request, appearance: .systemDefault, isSystemDefault: true)
  }

  /// Puts `shown` on screen, remembering the app's own configurations; `defaultReason` says why
  /// the system's default is shown instead of one.
  private mutating func display(
    _ shown: ShownShield, _ defaultReason: SystemDefaultReason?,
    into effects: inout [DeviceEffect]
  ) {
    shownShield = shown
    if !shown.isSystemDefault { lastShields[shown.request.item] = shown }
    effects.append(
      .emit(
        .shieldShown(
          shown.request, shown.appearance, isSystemDefault: shown.isSystemDefault,
          defaultReason: defaultReason, isGeneric: shown.isGeneric)))
  }

  /// Shows again the app's configuration last shown over the item (`frontmost-shield stale`).
  ///
  /// The item in front became shielded and the system does not ask the extension (FB14237883).
  /// Taps go to the action extension with the item's current token.
  mutating func showEarlier(_ earlier: ShownShield, for request: ShieldConfigurationRequest)
    -> [DeviceEffect]
  {
    shownShield = ShownShield(
      request: request, appearance: earlier.appearance, isSystemDefault: false,
      isGeneric: earlier.isGeneric)
    return [
      .emit(.shieldConfigurationReused(request.item)),
      .emit(
        .shieldShown(
          request, earlier.appearance, isSystemDefault: false, defaultReason: nil,
          isGeneric: earlier.isGeneric)),
    ]
  }

  // MARK: - Taps

  /// Why `press` cannot be tapped on the shield showing now on `software`, or `nil` when it can.
  ///
  /// There must be a shield; the secondary button exists only with a label; submenu items exist
  /// from iOS 26.4, as many as the configuration lists.
  public func tapRefusal(_ press: ShieldPress, software: SystemSoftware) -> DeviceError? {
    guard let shown = shownShield else { return .noShieldShowing }
    switch press {
    case .primary:
      return nil
    case .secondary:
      return shown.appearance.secondaryButtonLabel == nil ? .noSecondaryButton : nil
    case .submenu(let index):
      guard software.has(.shieldSubmenu) else { return .submenuUnavailable(software.version) }
      guard index <= shown.appearance.submenuItems.count else {
        return .missingSubmenuItem(index, available: shown.appearance.submenuItems.count)
      }
      return nil
    }
  }

  /// `user taps primary|secondary|submenu n` on the shield showing: the press goes to the
  /// action extension, or closes the item when the app has none.
  ///
  /// On iOS 26.4 and later, the secondary button of a shield with submenu items opens the
  /// submenu and sends no action, as Apple documents `secondaryButtonSubmenuItems`. A press on
  /// a category's shield carries the category's token.
  ///
  /// - Throws: the ``tapRefusal(_:software:)`` when the press cannot happen.
  func tap(_ press: ShieldPress, software: SystemSoftware, hasActionExtension: Bool)
    throws(DeviceError) -> [DeviceEffect]
  {
    if let refusal = tapRefusal(press, software: software) { throw refusal }
    guard let shown = shownShield else { throw .noShieldShowing }
    if press == .secondary, software.has(.shieldSubmenu), !shown.appearance.submenuItems.isEmpty {
      return [.emit(.submenuShown(shown.request.item, items: shown.appearance.submenuItems.count))]
    }
    let request = shown.request
    let action =
      request.cause == .category && request.categoryToken != nil
      ? ShieldActionRequest(
        press: press, tokenKind: .category, token: request.categoryToken ?? request.token)
      : ShieldActionRequest(press: press, tokenKind: request.kind, token: request.token)
    guard hasActionExtension else {
      var effects: [DeviceEffect] = [.emit(.actionWithoutExtension)]
      apply(.close, over: shown, software: software, into: &effects)
      return effects
    }
    return [.runActionExtension(action, over: shown)]
  }

  /// The action extension returned from handling `request`: its first completion is the answer,
  /// `.none` when it crashed or never completed within `timeout`.
  func actionHandled(
    _ request: ShieldActionRequest, answers: [ShieldResponse], isAlive: Bool,
    over shown: ShownShield, software: SystemSoftware, timeout: SimulationDuration
  ) -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    let response: ShieldResponse
    if !isAlive {
      response = .none
    } else if let first = answers.first {
      response = first
    } else {
      response = .none
      effects.append(.emit(.actionTimedOut(timeout)))
    }
    effects.append(.emit(.actionHandled(request, answers: answers, isAlive: isAlive)))
    effects.append(.emit(.actionAnswered(request, response)))
    apply(response, over: shown, software: software, into: &effects)
    return effects
  }

  /// The system applies the answer to a press on `shown`: `.close` sends the user home,
  /// `.defer` draws the shield again, `.openParentalControlsApp` brings the main app forward
  /// (from iOS 26.5; before it the answer counts as `.none`).
  private func apply(
    _ response: ShieldResponse, over shown: ShownShield, software: SystemSoftware,
    into effects: inout [DeviceEffect]
  ) {
    var response = response
    if response == .openParentalControlsApp, !software.has(.openParentalControlsApp) {
      effects.append(.emit(.openParentalControlsUnavailable(software.version)))
      response = .none
    }
    effects.append(.emit(.tapOutcome(response, closedApp: response == .close)))
    let item = shown.request.item
    switch response {
    case .none:
      break
    case .close:
      effects.append(.closeToHome(item))
    case .defer:
      effects.append(.redrawShield(item))
    case .openParentalControlsApp:
      effects.append(.emit(.mainAppOpenedOverShield))
      effects.append(.bringMainAppToForeground)
    }
    effects.append(.updateUsage)
  }

  /// `.close`: the shield and the item close, back to the home screen.
  mutating func closeToHome(_ item: Item) -> [DeviceEffect] {
    shownShield = nil
    front = .home
    return [.emit(.itemClosed(item))]
  }

  /// `.defer`: the shield is drawn again if the item is still shielded, and lifted if not.
  mutating func redrawShield(
    _ item: Item, settings: EffectiveSettingsResolver, faults: inout FaultPlan,
    at now: SimulationInstant
  ) -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    let consultation = faults.applyIgnoredStores(at: now, on: settings) {
      $0.shieldCause(for: item, ignoring: $1)
    }
    if let cause = effects.report(consultation) {
      effects.append(.emit(.shieldRedrawn(item)))
      effects.append(.presentShield(item, cause))
    } else {
      shownShield = nil
      effects.append(.emit(.shieldLifted(item)))
    }
    return effects
  }

  // MARK: - The lock

  /// `user locks device`: what is in front gives way, then the device locks.
  mutating func lock() -> [DeviceEffect] {
    guard !isLocked else { return [] }
    var effects: [DeviceEffect] = []
    leaveFront(into: &effects)
    effects.append(.finishLocking)
    return effects
  }

  /// The device locks at `now`, on the home screen.
  mutating func finishLocking(at now: SimulationInstant) -> [DeviceEffect] {
    front = .home
    isLocked = true
    lockedSince = now
    return [.emit(.deviceLocked), .updateUsage]
  }

  /// `user unlocks device`: the App Group becomes readable after a restart, thresholds armed to
  /// fire early do, the callbacks held while locked are delivered, and the screen is brought up
  /// to date.
  mutating func unlock() -> [DeviceEffect] {
    guard isLocked else { return [] }
    isLocked = false
    return [
      .emit(.deviceUnlocked), .makeAppGroupReadable, .fireThresholdsEarly(trigger: "unlock"),
      .deliverHeldCallbacks(lockedSince: lockedSince), .finishUnlocking,
    ]
  }

  /// The unlock is done: the device is no longer locked since any instant.
  mutating func finishUnlocking() -> [DeviceEffect] {
    lockedSince = nil
    return [.refreshFrontmost]
  }

  /// The device restarts: the screen goes home, every process ends, then it locks with the App
  /// Group unreadable until the first unlock.
  mutating func restart() -> [DeviceEffect] {
    shownShield = nil
    lastShields = [:]
    front = .home
    return [.terminateMainApp, .finishRestarting]
  }

  /// The restart is done at `now`: the device is locked.
  mutating func finishRestarting(at now: SimulationInstant) -> [DeviceEffect] {
    if !isLocked { lockedSince = now }
    isLocked = true
    return [.makeAppGroupUnreadable, .emit(.deviceRestarted), .updateUsage]
  }

  // MARK: - Settings and installation

  /// Authorization is turned off in Settings: the user is there, not in front of anything.
  mutating func leaveForSettings() -> [DeviceEffect] {
    let effects = leaveFront()
    front = .home
    return effects
  }

  /// `user removes <app>`: the app goes from the device unless a store denies app removal; the
  /// user goes home when it was in front.
  ///
  /// - Throws: ``DeviceError/notInstalled(_:)`` when the user removed it already.
  mutating func removeApp(
    _ item: Item, in inventory: Inventory, settings: EffectiveSettingsResolver,
    faults: inout FaultPlan, at now: SimulationInstant
  ) throws(DeviceError) -> [DeviceEffect] {
    guard case .app(let index) = item else { return [] }
    guard isInstalled(item) else { throw .notInstalled(inventory.name(of: item)) }
    var effects: [DeviceEffect] = []
    let denies = faults.applyIgnoredStores(at: now, on: settings) {
      $0.deniesAppRemoval(ignoring: $1)
    }
    if effects.report(denies) {
      effects.append(.emit(.appRemovalRefused(item)))
      return effects
    }
    if frontItem == item { goHome(into: &effects) }
    removedApps.insert(index)
    effects.append(.emit(.appRemoved(item)))
    return effects
  }

  /// `user installs <app>`: a removed app comes back unless a store denies installation.
  ///
  /// - Throws: ``DeviceError/alreadyInstalled(_:)`` when the app is installed.
  mutating func installApp(
    _ item: Item, in inventory: Inventory, settings: EffectiveSettingsResolver,
    faults: inout FaultPlan, at now: SimulationInstant
  ) throws(DeviceError) -> [DeviceEffect] {
    guard case .app(let index) = item else { return [] }
    guard !isInstalled(item) else { throw .alreadyInstalled(inventory.name(of: item)) }
    var effects: [DeviceEffect] = []
    let denies = faults.applyIgnoredStores(at: now, on: settings) {
      $0.deniesAppInstallation(ignoring: $1)
    }
    if effects.report(denies) {
      effects.append(.emit(.appInstallationRefused(item)))
      return effects
    }
    removedApps.remove(index)
    effects.append(.emit(.appInstalled(item)))
    return effects
  }

  /// The app was deleted and installed again: the user is on the home screen, and no shield of
  /// the app is remembered.
  mutating func appDeleted() -> [DeviceEffect] {
    let effects = leaveFront()
    front = .home
    lastShields = [:]
    return effects
  }
}
