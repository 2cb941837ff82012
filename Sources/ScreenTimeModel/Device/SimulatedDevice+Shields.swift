import Foundation
import SimulationEngine

extension SimulatedDevice {
  // MARK: - Effective state

  /// Whether the system enforces `store` now: the app is authorized, the store is active, the
  /// OS honours it, and it is within the store cap.
  func isEnforced(_ store: StoreRegistry.Store, rank: Int) -> Bool {
    authorization.isApproved && store.isActive
      && !store.writingProfiles.contains(where: ignoredProfiles.contains)
      && (options.storeCap == .accept || rank < ModelOptions.settingCap)
  }

  /// The record of `token` if it still works for shielding.
  func shieldingRecord(of token: OpaqueToken) -> TokenRegistry.Record? {
    guard let record = tokens.record(of: token), record.epoch == authorization.epoch,
      !record.isExpired
    else { return nil }
    if options.rotation == .invalidatesOld,
      record.representation != tokens.representation(of: record.item)
    {
      return nil
    }
    return record
  }

  /// The tokens of one setting that the system uses, after the 50-token cap.
  func enforcedTokens(_ set: Set<OpaqueToken>?) -> [OpaqueToken] {
    let sorted = (set ?? []).sorted()
    guard sorted.count > ModelOptions.settingCap else { return sorted }
    switch options.tokenCap {
    case .ignoreSet: return []
    case .truncate: return Array(sorted.prefix(ModelOptions.settingCap))
    case .accept: return sorted
    }
  }

  private func lists(_ tokens: [OpaqueToken], _ item: Item) -> Bool {
    tokens.contains { shieldingRecord(of: $0)?.item == item }
  }

  private func covers(_ policy: CategoryPolicyState, _ item: Item) -> Bool {
    switch policy {
    case .none:
      return false
    case .all(let except):
      return !lists(enforcedTokens(except), item)
    case .specific(let categories, let except):
      guard let category = inventory.category(of: item),
        lists(enforcedTokens(categories), .category(category))
      else { return false }
      return !lists(enforcedTokens(except), item)
    }
  }

  /// Why the system shields `item` now, if it does: a store listing it beats a category policy.
  public func shieldCause(for item: Item) -> ShieldCause? {
    var cause: ShieldCause?
    for (rank, store) in stores.stores.enumerated() where isEnforced(store, rank: rank) {
      let settings = store.settings
      let (set, policy): (Set<OpaqueToken>?, CategoryPolicyState?) =
        switch item {
        case .app: (settings.applications, settings.applicationCategories)
        case .web: (settings.webDomains, settings.webDomainCategories)
        case .category: (nil, nil)
        }
      if lists(enforcedTokens(set), item) { return .individual }
      if cause == nil, let policy, covers(policy, item) { cause = .category }
    }
    return cause
  }

  // MARK: - Opening items

  /// `user opens <app>` / `user visits <web>`: brings the item to the front and shows its
  /// shield if the system shields it.
  public func open(_ item: Item) {
    leaveFront()
    frontmost = .item(item)
    if let cause = shieldCause(for: item) {
      presentShield(for: item, cause: cause)
    } else {
      lastOpen = .opened(item)
      record("system", "\(inventory.name(of: item)) opens normally")
    }
    updateUsageState()
  }

  /// `user goes home`.
  public func goHome() {
    leaveFront()
    frontmost = .home
    updateUsageState()
  }

  /// Whatever is in front gives way: the main app goes to the background, a shield goes away.
  func leaveFront() {
    if frontmost == .mainApp { sendMainAppToBackground() }
    shownShield = nil
  }

  /// Brings what the user sees up to date after settings or authorization changed: a shield
  /// appears over an item that became shielded, and goes away from one that no longer is.
  func refreshFrontmost() {
    guard invocations.isEmpty, !isLocked, case .item(let item) = frontmost else {
      updateUsageState()
      return
    }
    let cause = shieldCause(for: item)
    if shownShield == nil, let cause {
      presentShield(for: item, cause: cause)
    } else if shownShield != nil, cause == nil {
      shownShield = nil
      lastOpen = .opened(item)
      record("system", "the shield over \(inventory.name(of: item)) goes away")
    }
    updateUsageState()
  }

  /// Asks the configuration extension for the item's shield and shows it.
  func presentShield(for item: Item, cause: ShieldCause) {
    let request = shieldRequest(for: item, cause: cause)
    let generic = host.genericShield
    var appearance = ShieldAppearance.systemDefault
    var isSystemDefault = true
    var why = "the app has no shield configuration extension"
    // Shown before the extension runs, so that settling after its run does not ask again.
    shownShield = ShownShield(request: request, appearance: appearance, isSystemDefault: true)
    if host.hasShieldConfigurationExtension {
      let (result, invocation) = run(in: .shieldConfiguration) {
        host.shieldConfiguration(for: request)
      }
      let isUnknown =
        !isKnownToExtensions(request.token)
        && !(request.categoryToken.map(isKnownToExtensions) ?? false)
      if isUnknown, !invocation.isAlive || result != generic {
        addViolation(
          .unknownTokenShield,
          "for an unmatched \(request.kind.rawValue) token (\(cause.rawValue)) the configuration "
            + (invocation.isAlive ? "was \(result.summary), not the generic shield" : "crashed"))
      }
      if !invocation.isAlive {
        why = "the configuration extension crashed"
      } else if result == .systemDefault {
        why = "the configuration extension does not override this configuration method"
      } else if configurationDelay > options.configTimeout {
        why =
          "the configuration extension took \(configurationDelay), past \(options.configTimeout)"
      } else {
        appearance = result
        isSystemDefault = false
      }
    }
    shownShield = ShownShield(
      request: request, appearance: appearance, isSystemDefault: isSystemDefault)
    lastOpen = .shield(item, appearance, isSystemDefault: isSystemDefault)
    record(
      "system",
      "shields \(inventory.name(of: item)) (\(cause.rawValue)): "
        + (isSystemDefault ? "system default shield, \(why)" : appearance.summary))
  }

  private func shieldRequest(for item: Item, cause: ShieldCause) -> ShieldConfigurationRequest {
    let token = tokens.current(for: item, epoch: authorization.epoch, using: &generator)
    var categoryToken: OpaqueToken?
    var categoryName: String?
    if cause == .category, let category = inventory.category(of: item) {
      categoryToken = tokens.current(
        for: .category(category), epoch: authorization.epoch, using: &generator)
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

  /// Whether `token`'s bytes or base64 appear in anything the extensions can read.
  func isKnownToExtensions(_ token: OpaqueToken) -> Bool {
    // JSON encoders may escape the slashes of base64.
    let base64 = Array(token.base64.utf8)
    let escaped = Array(token.base64.replacingOccurrences(of: "/", with: "\\/").utf8)
    return appGroup.keys.contains { key in
      guard let bytes = appGroup.entry(at: key)?.bytes else { return false }
      return bytes.contains(subsequence: base64) || bytes.contains(subsequence: escaped)
        || bytes.contains(subsequence: token.bytes)
    }
  }

  /// `os slows shield configuration by <duration>`.
  public func slowShieldConfiguration(by delay: SimulationDuration) {
    configurationDelay = delay
  }

  // MARK: - Taps

  /// `user taps primary|secondary|submenu n` on the shield showing.
  public func tap(_ press: ShieldPress) throws(DeviceError) {
    // A tap that cannot happen leaves no answer behind for `expect action` to find.
    lastTap = nil
    guard let shown = shownShield else { throw .noShieldShowing }
    switch press {
    case .primary:
      break
    case .secondary:
      guard shown.appearance.secondaryButtonLabel != nil else { throw .noSecondaryButton }
    case .submenu(let index):
      guard APIFeature.shieldSubmenu.isAvailable(on: systemVersion) else {
        throw .submenuUnavailable(systemVersion)
      }
      guard index <= shown.appearance.submenuItems.count else {
        throw .missingSubmenuItem(index, available: shown.appearance.submenuItems.count)
      }
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
      record("system", "the app has no shield action extension: closes")
    }
    if response == .openParentalControlsApp,
      !APIFeature.openParentalControlsApp.isAvailable(on: systemVersion)
    {
      record("system", ".openParentalControlsApp does not exist on iOS \(systemVersion): none")
      response = .none
    }
    apply(response, to: shown)
  }

  private func runActionExtension(_ request: ShieldActionRequest) -> ShieldResponse {
    var answers: [ShieldResponse] = []
    let (_, invocation) = run(in: .shieldAction) {
      host.handleShieldAction(request) { answers.append($0) }
    }
    let isUnknown = !isKnownToExtensions(request.token)
    let response: ShieldResponse
    if !invocation.isAlive {
      response = .none
    } else if let first = answers.first {
      response = first
      if answers.count > 1 {
        addViolation(
          .completionOnce, "the action handler called its completion \(answers.count) times")
      }
    } else {
      response = .none
      record(
        "system",
        "no completion within \(options.actionTimeout): the response counts as .none")
      addViolation(.completionOnce, "the action handler never called its completion")
    }
    record("shield-action", "responds .\(response.rawValue)")
    if isUnknown, response != .close {
      addViolation(
        .unknownTokenAction,
        "for an unmatched \(request.tokenKind.rawValue) token the action answered .\(response.rawValue), not .close"
      )
    }
    return response
  }

  private func apply(_ response: ShieldResponse, to shown: ShownShield) {
    lastTap = TapOutcome(response: response, closedApp: response == .close)
    let item = shown.request.item
    switch response {
    case .none:
      break
    case .close:
      shownShield = nil
      frontmost = .home
      record("system", "closes \(inventory.name(of: item)): home screen")
    case .defer:
      if let cause = shieldCause(for: item) {
        record("system", "redraws the shield over \(inventory.name(of: item))")
        presentShield(for: item, cause: cause)
      } else {
        shownShield = nil
        lastOpen = .opened(item)
        record("system", "\(inventory.name(of: item)) is no longer shielded: it opens")
      }
    case .openParentalControlsApp:
      record("system", "opens the main app over the shield")
      shownShield = nil
      bringMainAppToForeground()
    }
    updateUsageState()
  }
}

extension Array where Element == UInt8 {
  /// Whether `needle` occurs as a contiguous run.
  func contains(subsequence needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
    var index = startIndex
    while index <= count - needle.count {
      if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}
