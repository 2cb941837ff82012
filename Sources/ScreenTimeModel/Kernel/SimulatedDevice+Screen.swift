import SimulationEngine

extension SimulatedDevice {
  // MARK: - What the user does

  /// `user opens <app>` / `user visits <web>`: brings the item to the front and shows its
  /// shield if the system shields it.
  ///
  /// - Throws: ``DeviceError/notInstalled(_:)`` for an app the user removed.
  public func open(_ item: Item) throws(DeviceError) {
    perform(try screen.open(item, in: inventory))
  }

  /// `user goes home`.
  public func goHome() {
    perform(screen.goHome())
  }

  /// `user leaves main app`: back to the home screen, whatever was in front.
  public func leaveMainApp() {
    perform(screen.goHome())
  }

  /// `user taps primary|secondary|submenu n` on the shield showing.
  ///
  /// - Throws: the ``tapRefusal(_:)`` when the press cannot happen.
  public func tap(_ press: ShieldPress) throws(DeviceError) {
    perform(
      try screen.tap(
        press, software: software, hasActionExtension: host.hasShieldActionExtension))
  }

  /// `user locks device`.
  public func lock() {
    perform(screen.lock())
  }

  /// `user unlocks device`: held callbacks are delivered, in order.
  public func unlock() {
    perform(screen.unlock())
  }

  /// Every process ends, the device locks, the App Group is unreadable until the first unlock.
  func restart() {
    perform(screen.restart())
  }

  /// Brings what the user sees up to date after settings or authorization changed.
  ///
  /// App code runs and engine events come far more often than the settings change, so what the
  /// system does with the item in front is remembered until an input of the effective settings
  /// changes (``settingsRevision``). It is worked out anew while an `os ignores store` fault is
  /// in force, since consulting the fault records its firing.
  func refreshFrontmost() {
    perform(
      screen.refreshFrontmost(
        isRunningAppCode: !processes.invocations.isEmpty,
        frontmostShield: options.frontmostShield, enforcement: enforcementOfFront))
  }

  /// What the system does with `item` in front now, consulting the `os ignores store` faults.
  private func enforcementOfFront(_ item: Item) -> FaultConsultation<ItemEnforcement> {
    guard !faults.ignoresStores else {
      return faults.applyIgnoredStores(at: now, on: effectiveSettings) {
        $0.enforcement(of: item, ignoring: $1)
      }
    }
    if let known = frontEnforcement, known.item == item, known.revision == settingsRevision {
      return FaultConsultation(outcome: known.enforcement, fired: [])
    }
    let enforcement = effectiveSettings.enforcement(of: item, ignoring: [])
    frontEnforcement = (item, settingsRevision, enforcement)
    return FaultConsultation(outcome: enforcement, fired: [])
  }

  // MARK: - Effects

  /// Shows the shield over `item`, asking the configuration extension for it.
  func presentShield(for item: Item, cause: ShieldCause) {
    perform(
      screen.present(
        shieldRequest(for: item, cause: cause),
        hasConfigurationExtension: host.hasShieldConfigurationExtension))
  }

  /// Runs the configuration extension for `request` and shows what it answered.
  func runConfigurationExtension(_ request: ShieldConfigurationRequest) {
    emit(.shieldConfigurationRequested(request))
    let (answer, invocation) = run(in: .shieldConfiguration) {
      host.shieldConfiguration(for: request)
    }
    emit(.shieldConfigured(request, answer, isAlive: invocation.isAlive))
    perform(
      screen.showConfiguredShield(
        request, answer: answer, isAlive: invocation.isAlive, timeout: options.configTimeout,
        at: now, faults: &faults))
  }

  /// Runs the action extension for a press on `shown`, then applies its answer.
  func runActionExtension(_ request: ShieldActionRequest, over shown: ShownShield) {
    var answers: [ShieldResponse] = []
    emit(.shieldActionRequested(request))
    let (_, invocation) = run(in: .shieldAction) {
      host.handleShieldAction(request) { answers.append($0) }
    }
    perform(
      screen.actionHandled(
        request, answers: answers, isAlive: invocation.isAlive, over: shown, software: software,
        timeout: options.actionTimeout))
  }

  /// The request the configuration extension gets for `item`, with the tokens the system hands
  /// out now (minted if need be).
  func shieldRequest(for item: Item, cause: ShieldCause) -> ShieldConfigurationRequest {
    let token = currentToken(for: item)
    var categoryToken: OpaqueToken?
    var categoryName: String?
    if cause == .category, let category = inventory.category(of: item) {
      categoryToken = currentToken(for: .category(category))
      categoryName = inventory.categories[category].displayName
    }
    let (identifier, displayName): (String, String) =
      switch item {
      case .app(let index):
        (inventory.apps[index].bundleIdentifier, inventory.apps[index].displayName)
      case .web(let index): (inventory.webDomains[index].domain, inventory.webDomains[index].domain)
      case .category(let index):
        (inventory.categories[index].name, inventory.categories[index].displayName)
      }
    return ShieldConfigurationRequest(
      item: item, token: token, cause: cause, categoryToken: categoryToken,
      identifier: identifier, displayName: displayName, categoryDisplayName: categoryName)
  }
}
