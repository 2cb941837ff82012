import SimulationEngine

extension SimulatedDevice {
  // MARK: - Stores

  /// Creates the store named `name` (`ManagedSettingsStore(named:)`).
  package func touchStore(_ name: String) {
    if managedSettings.touch(name) { emit(.storeCreated(name)) }
  }

  /// What reading the store back returns: exactly what was written.
  package func storeSettings(_ name: String) -> ShieldSettingsState {
    managedSettings.store(named: name)?.settings ?? ShieldSettingsState()
  }

  /// Replaces the settings of a store (`clears` for `clearAllSettings()`).
  package func writeStore(_ name: String, _ settings: ShieldSettingsState, clears: Bool) {
    guard admitWrite() else { return }
    touchStore(name)
    let before = managedSettings.write(settings, to: name, subject: causes.current.subject)
    emit(
      .storeWritten(
        processes.currentProcess, store: name, before: before, after: settings, clears: clears))
  }

  /// `isActive` of a store.
  package func storeIsActive(_ name: String) -> Bool {
    managedSettings.store(named: name)?.isActive ?? true
  }

  /// Sets `isActive` of a store.
  package func setStoreActive(_ name: String, _ isActive: Bool) {
    guard admitWrite() else { return }
    touchStore(name)
    managedSettings.setActive(isActive, for: name)
    emit(.storeActivated(processes.currentProcess, store: name, isActive: isActive))
  }

  /// Deletes a store with all its groups.
  package func deleteStore(_ name: String) {
    guard admitWrite() else { return }
    let before = managedSettings.delete(name)
    emit(
      .storeDeleted(
        processes.currentProcess, store: name, before: before?.settings ?? ShieldSettingsState()))
  }

  /// The names of the app's stores.
  package var storeNames: [String] { managedSettings.names }

  // MARK: - Effective state

  /// What the device enforces now.
  public var effectiveSettings: EffectiveSettingsResolver {
    EffectiveSettingsResolver(
      stores: managedSettings, tokens: tokens, authority: authority, options: options,
      inventory: inventory, ignoredSubjects: Set(faults.ignoredSubjects.map(\.subject)),
      callingApp: configuration.appBundleIdentifier)
  }

  /// Why the system shields `item` now, if it does.
  public func shieldCause(for item: Item) -> ShieldCause? {
    effectiveSettings.shieldCause(for: item)
  }

  // MARK: - Opening items

  /// `user opens <app>` / `user visits <web>`: brings the item to the front and shows its
  /// shield if the system shields it.
  public func open(_ item: Item) throws(DeviceError) {
    guard isInstalled(item) else { throw .notInstalled(inventory.name(of: item)) }
    leaveFront()
    if let store = effectiveSettings.blockingStore(of: item) {
      screen.front = .home
      emit(.openRefused(item, store: store))
      updateUsageState()
      return
    }
    screen.front = .item(item)
    if let cause = shieldCause(for: item) {
      presentShield(for: item, cause: cause)
    } else {
      emit(.openedNormally(item))
    }
    updateUsageState()
  }

  /// `user goes home`.
  public func goHome() {
    leaveFront()
    screen.front = .home
    updateUsageState()
  }

  /// Whatever is in front gives way: the main app goes to the background, a shield goes away.
  func leaveFront() {
    if screen.front == .mainApp { sendMainAppToBackground() }
    screen.shownShield = nil
  }

  /// Brings what the user sees up to date after settings or authorization changed: a shield
  /// appears over an item that became shielded, and goes away from one that no longer is.
  func refreshFrontmost() {
    guard processes.invocations.isEmpty, !screen.isLocked, let item = screen.frontItem else {
      updateUsageState()
      return
    }
    if isBlocked(item) {
      screen.shownShield = nil
      screen.front = .home
      emit(.blockedItemClosed(item))
      updateUsageState()
      return
    }
    let cause = shieldCause(for: item)
    if screen.shownShield == nil, let cause {
      if options.frontmostShield == .stale, let earlier = screen.lastShields[item] {
        showEarlierShield(earlier, for: item, cause: cause)
      } else {
        presentShield(for: item, cause: cause)
      }
    } else if screen.shownShield != nil, cause == nil {
      screen.shownShield = nil
      emit(.shieldRemoved(item))
    }
    updateUsageState()
  }

  /// Asks the configuration extension for the item's shield and shows it.
  func presentShield(for item: Item, cause: ShieldCause) {
    let request = shieldRequest(for: item, cause: cause)
    var appearance = ShieldAppearance.systemDefault
    var isSystemDefault = true
    var isGeneric = false
    var reason = SystemDefaultReason.noExtension
    // Shown before the extension runs, so that settling after its run does not ask again.
    screen.shownShield = ShownShield(
      request: request, appearance: appearance, isSystemDefault: true)
    if host.hasShieldConfigurationExtension {
      emit(.shieldConfigurationRequested(request))
      let (answer, invocation) = run(in: .shieldConfiguration) {
        host.shieldConfiguration(for: request)
      }
      emit(.shieldConfigured(request, answer, isAlive: invocation.isAlive))
      if !invocation.isAlive {
        reason = .crashed
      } else if answer.appearance == .systemDefault {
        reason = .notOverridden
      } else if let took = report(
        faults.applyConfigurationDelay(beyond: options.configTimeout, at: now))
      {
        reason = .tooSlow(took: took, timeout: options.configTimeout)
      } else {
        appearance = answer.appearance
        isSystemDefault = false
        isGeneric = answer.isGeneric
      }
    }
    let shown = ShownShield(
      request: request, appearance: appearance, isSystemDefault: isSystemDefault,
      isGeneric: isGeneric)
    screen.shownShield = shown
    if !isSystemDefault { screen.lastShields[item] = shown }
    emit(
      .shieldShown(
        request, appearance, isSystemDefault: isSystemDefault,
        defaultReason: isSystemDefault ? reason : nil, isGeneric: isGeneric))
  }

  /// Shows again the app's configuration last shown over the item (`frontmost-shield stale`).
  ///
  /// The item in front became shielded and the system does not ask the extension (FB14237883).
  /// Taps go to the action extension with the item's current token.
  private func showEarlierShield(_ earlier: ShownShield, for item: Item, cause: ShieldCause) {
    let request = shieldRequest(for: item, cause: cause)
    screen.shownShield = ShownShield(
      request: request, appearance: earlier.appearance, isSystemDefault: false,
      isGeneric: earlier.isGeneric)
    emit(.shieldConfigurationReused(item))
    emit(
      .shieldShown(
        request, earlier.appearance, isSystemDefault: false, defaultReason: nil,
        isGeneric: earlier.isGeneric))
  }

  private func shieldRequest(for item: Item, cause: ShieldCause) -> ShieldConfigurationRequest {
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

  // MARK: - Taps

  /// Why `press` cannot be tapped on the shield showing now, or `nil` when it can.
  ///
  /// There must be a shield; the secondary button exists only with a label; submenu items exist
  /// from iOS 26.4, as many as the configuration lists.
  public func tapRefusal(_ press: ShieldPress) -> DeviceError? {
    guard let shown = screen.shownShield else { return .noShieldShowing }
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

  /// `user taps primary|secondary|submenu n` on the shield showing.
  ///
  /// On iOS 26.4 and later, the secondary button of a shield with submenu items opens the
  /// submenu and sends no action, as Apple documents `secondaryButtonSubmenuItems`.
  public func tap(_ press: ShieldPress) throws(DeviceError) {
    if let refusal = tapRefusal(press) { throw refusal }
    guard let shown = screen.shownShield else { throw .noShieldShowing }
    if press == .secondary, software.has(.shieldSubmenu), !shown.appearance.submenuItems.isEmpty {
      emit(.submenuShown(shown.request.item, items: shown.appearance.submenuItems.count))
      return
    }
    let request = shown.request
    let actionRequest =
      request.cause == .category && request.categoryToken != nil
      ? ShieldActionRequest(
        press: press, tokenKind: .category, token: request.categoryToken ?? request.token)
      : ShieldActionRequest(press: press, tokenKind: request.kind, token: request.token)
    var response = ShieldResponse.close
    if host.hasShieldActionExtension {
      response = runActionExtension(actionRequest)
    } else {
      emit(.actionWithoutExtension)
    }
    if response == .openParentalControlsApp, !software.has(.openParentalControlsApp) {
      emit(.openParentalControlsUnavailable(software.version))
      response = .none
    }
    apply(response, to: shown)
  }

  private func runActionExtension(_ request: ShieldActionRequest) -> ShieldResponse {
    var answers: [ShieldResponse] = []
    emit(.shieldActionRequested(request))
    let (_, invocation) = run(in: .shieldAction) {
      host.handleShieldAction(request) { answers.append($0) }
    }
    let response: ShieldResponse
    if !invocation.isAlive {
      response = .none
    } else if let first = answers.first {
      response = first
    } else {
      response = .none
      emit(.actionTimedOut(options.actionTimeout))
    }
    emit(.actionHandled(request, answers: answers, isAlive: invocation.isAlive))
    emit(.actionAnswered(request, response))
    return response
  }

  private func apply(_ response: ShieldResponse, to shown: ShownShield) {
    emit(.tapOutcome(response, closedApp: response == .close))
    let item = shown.request.item
    switch response {
    case .none:
      break
    case .close:
      screen.shownShield = nil
      screen.front = .home
      emit(.itemClosed(item))
    case .defer:
      if let cause = shieldCause(for: item) {
        emit(.shieldRedrawn(item))
        presentShield(for: item, cause: cause)
      } else {
        screen.shownShield = nil
        emit(.shieldLifted(item))
      }
    case .openParentalControlsApp:
      emit(.mainAppOpenedOverShield)
      screen.shownShield = nil
      bringMainAppToForeground()
    }
    updateUsageState()
  }
}
