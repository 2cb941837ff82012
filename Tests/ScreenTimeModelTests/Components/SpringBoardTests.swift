import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// What the screen does with opens, shields, taps and the lock, and what it asks the kernel
/// for, without a device.
struct SpringBoardTests {
  let inventory = Inventory(
    apps: [
      .init(name: "insta", bundleIdentifier: "com.insta", displayName: "Instagram", category: 0),
      .init(name: "chess", bundleIdentifier: "com.chess", displayName: "Chess", category: nil),
      .init(name: "notes", bundleIdentifier: "com.notes", displayName: "Notes", category: nil),
    ],
    categories: [.init(name: "social", displayName: "Social")])
  let insta = Item.app(0)
  let chess = Item.app(1)
  let notes = Item.app(2)
  let ios18 = SystemSoftware(
    version: SystemVersion(18, 5), build: "b", timeZone: .utc, start: .origin)
  let ios26 = SystemSoftware(
    version: SystemVersion(26, 4), build: "b", timeZone: .utc, start: .origin)
  let ios26Point5 = SystemSoftware(
    version: SystemVersion(26, 5), build: "b", timeZone: .utc, start: .origin)

  /// What is enforced: store `a` shields insta, store `b` blocks chess, unless `empty`.
  func settings(empty: Bool = false, deniesRemoval: Bool = false) -> EffectiveSettingsResolver {
    var stores = ManagedSettingsDaemon()
    var tokens = TokenVault()
    var authority = FamilyControlsAuthority()
    _ = authority.approve()
    let token = tokens.current(for: insta, epoch: 1, mint: TokenMint(seed: 1)).token
    if !empty {
      _ = stores.write(ShieldSettingsState(applications: [token]), to: "a", subject: nil)
      _ = stores.write(
        ApplicationSettingsState(
          blockedApplications: [ApplicationReference(token: nil, bundleIdentifier: "com.chess")],
          denyAppRemoval: deniesRemoval),
        to: "b", subject: nil)
    }
    return EffectiveSettingsResolver(
      stores: stores, tokens: tokens, authority: authority, options: ModelOptions(),
      inventory: inventory, ignoredStores: [])
  }

  func request(_ item: Item, _ cause: ShieldCause = .individual) -> ShieldConfigurationRequest {
    ShieldConfigurationRequest(
      item: item, token: OpaqueToken(bytes: [1]), cause: cause,
      categoryToken: cause == .category ? OpaqueToken(bytes: [2]) : nil, identifier: "id",
      displayName: "name", categoryDisplayName: nil)
  }

  /// A screen with `item` in front under the app's own shield, `appearance`.
  func shielded(
    _ item: Item, _ appearance: ShieldAppearance, cause: ShieldCause = .individual
  ) -> SpringBoard {
    var screen = SpringBoard()
    var faults = FaultPlan()
    _ = screen.bringToFront(item, settings: settings(empty: true), faults: &faults, at: .origin)
    _ = screen.present(request(item, cause), hasConfigurationExtension: true)
    _ = screen.showConfiguredShield(
      request(item, cause),
      answer: ShieldConfigurationAnswer(appearance: appearance, isGeneric: true),
      isAlive: true, timeout: .seconds(5), at: .origin, faults: &faults)
    return screen
  }

  @Test func anOpenItemComesToTheFrontAsWhatIsEnforcedDecides() throws {
    var faults = FaultPlan()
    var screen = SpringBoard()
    #expect(EffectLines.of(try screen.open(notes, in: inventory)) == ["bring app(2) to front"])
    #expect(
      EffectLines.of(screen.bringToFront(notes, settings: settings(), faults: &faults, at: .origin))
        == [
          "emit openedNormally(Item.app(2))", "update usage",
        ])
    #expect(screen.front == .item(notes))
    #expect(
      EffectLines.of(screen.bringToFront(insta, settings: settings(), faults: &faults, at: .origin))
        == [
          "present shield over app(0) (individual)", "update usage",
        ])
    #expect(
      EffectLines.of(screen.bringToFront(chess, settings: settings(), faults: &faults, at: .origin))
        == [
          #"emit openRefused(Item.app(1), store: "b")"#, "update usage",
        ])
    #expect(screen.front == .home)
  }

  @Test func anIgnoredStoreTakesEffectWhenWhatIsShownDependsOnIt() {
    var stores = ManagedSettingsDaemon()
    var tokens = TokenVault()
    var authority = FamilyControlsAuthority()
    _ = authority.approve()
    let token = tokens.current(for: insta, epoch: 1, mint: TokenMint(seed: 1)).token
    _ = stores.write(ShieldSettingsState(applications: [token]), to: "a", subject: "focus")
    var faults = FaultPlan()
    faults.add(
      Fault(
        id: FaultID(1), kind: .ignoreStores(subject: "focus"), description: "os ignores store",
        injectedAt: .origin))
    let settings = EffectiveSettingsResolver(
      stores: stores, tokens: tokens, authority: authority, options: ModelOptions(),
      inventory: inventory, ignoredStores: faults.ignoredStores)
    var screen = SpringBoard()
    #expect(
      EffectLines.of(screen.bringToFront(notes, settings: settings, faults: &faults, at: .origin))
        == ["emit openedNormally(Item.app(2))", "update usage"])
    #expect(
      EffectLines.of(
        screen.bringToFront(insta, settings: settings, faults: &faults, at: instant(9))) == [
          "emit faultFired(F1)", "emit openedNormally(Item.app(0))", "update usage",
        ])
    #expect(faults.fault(FaultID(1))?.firstFiredAt == instant(9))
    // Only what the system acts on counts: reading the settings records nothing.
    #expect(settings.shieldCause(for: insta) == nil)
    #expect(faults.fault(FaultID(1))?.firings == 1)
  }

  @Test func leavingTheMainAppSendsItToTheBackgroundFirst() throws {
    var screen = SpringBoard()
    _ = screen.bringMainAppForward()
    #expect(screen.bringMainAppForward().isEmpty)
    #expect(
      EffectLines.of(try screen.open(notes, in: inventory)) == [
        "send main app to background", "bring app(2) to front",
      ])
    #expect(screen.front == .home)
  }

  @Test func theSystemsShieldShowsUntilTheExtensionAnswersAndStaysWhenItCannot() {
    var screen = SpringBoard()
    var faults = FaultPlan()
    _ = screen.bringToFront(insta, settings: settings(empty: true), faults: &faults, at: .origin)
    #expect(
      EffectLines.of(screen.present(request(insta), hasConfigurationExtension: true)) == [
        "configure app(0)"
      ])
    #expect(screen.shownShield?.isSystemDefault == true)
    faults.add(
      Fault(
        id: FaultID(1), kind: .slowShieldConfiguration(.seconds(9)), description: "slow",
        injectedAt: .origin))
    let custom = ShieldAppearance(title: "focus")
    let answered: [(ShieldConfigurationAnswer, Bool, SystemDefaultReason?)] = [
      (ShieldConfigurationAnswer(appearance: custom, isGeneric: false), false, .crashed),
      (.systemDefault, true, .notOverridden),
      (
        ShieldConfigurationAnswer(appearance: custom, isGeneric: false), true,
        .tooSlow(took: .seconds(9), timeout: .seconds(5))
      ),
    ]
    for (answer, isAlive, reason) in answered {
      let effects = screen.showConfiguredShield(
        request(insta), answer: answer, isAlive: isAlive, timeout: .seconds(5), at: .origin,
        faults: &faults)
      guard case .emit(.shieldShown(_, _, true, let shownReason, false))? = effects.last else {
        Issue.record("expected the system's default shield, got \(EffectLines.of(effects))")
        continue
      }
      #expect(shownReason == reason)
    }
    #expect(faults.fault(FaultID(1))?.firings == 1)
    #expect(
      EffectLines.of(screen.present(request(insta), hasConfigurationExtension: false)).first?
        .hasPrefix("emit shieldShown") == true)
  }

  @Test func refreshingClosesABlockedItemAndShowsOrRemovesAShield() {
    var faults = FaultPlan()
    var screen = SpringBoard()
    _ = screen.bringToFront(chess, settings: settings(empty: true), faults: &faults, at: .origin)
    #expect(
      EffectLines.of(
        screen.refreshFrontmost(
          isRunningAppCode: true, settings: settings(), frontmostShield: .fresh, faults: &faults,
          at: .origin)) == [
          "update usage"
        ])
    #expect(
      EffectLines.of(
        screen.refreshFrontmost(
          isRunningAppCode: false, settings: settings(), frontmostShield: .fresh, faults: &faults,
          at: .origin)) == [
          "emit blockedItemClosed(Item.app(1))", "update usage",
        ])
    #expect(screen.front == .home)
    _ = screen.bringToFront(insta, settings: settings(empty: true), faults: &faults, at: .origin)
    #expect(
      EffectLines.of(
        screen.refreshFrontmost(
          isRunningAppCode: false, settings: settings(), frontmostShield: .fresh, faults: &faults,
          at: .origin)) == [
          "present shield over app(0) (individual)", "update usage",
        ])
    var shown = shielded(insta, ShieldAppearance(title: "focus"))
    #expect(
      EffectLines.of(
        shown.refreshFrontmost(
          isRunningAppCode: false, settings: settings(empty: true), frontmostShield: .stale,
          faults: &faults, at: .origin)) == [
          "emit shieldRemoved(Item.app(0))", "update usage",
        ])
    // Under `frontmost-shield stale` the configuration last shown comes back unasked.
    #expect(
      EffectLines.of(
        shown.refreshFrontmost(
          isRunningAppCode: false, settings: settings(), frontmostShield: .stale, faults: &faults,
          at: .origin)) == [
          #"show earlier title="focus" over app(0) (individual)"#, "update usage",
        ])
  }

  @Test func nothingChangesOnScreenWhileTheDeviceIsLocked() {
    var faults = FaultPlan()
    var screen = SpringBoard()
    _ = screen.bringToFront(insta, settings: settings(empty: true), faults: &faults, at: .origin)
    #expect(EffectLines.of(screen.lock()) == ["finish locking"])
    #expect(
      EffectLines.of(screen.finishLocking(at: instant(9))) == [
        "emit deviceLocked", "update usage",
      ])
    #expect(screen.lock().isEmpty)
    #expect(screen.front == .home)
    #expect(screen.lockedSince == instant(9))
    #expect(
      EffectLines.of(
        screen.refreshFrontmost(
          isRunningAppCode: false, settings: settings(), frontmostShield: .fresh, faults: &faults,
          at: .origin)) == [
          "update usage"
        ])
    #expect(
      EffectLines.of(screen.unlock()) == [
        "emit deviceUnlocked", "make App Group readable", "fire thresholds early at unlock",
        "deliver held callbacks", "finish unlocking",
      ])
    #expect(screen.lockedSince == instant(9))
    #expect(EffectLines.of(screen.finishUnlocking()) == ["refresh frontmost"])
    #expect(screen.lockedSince == nil)
  }

  @Test func aTapThatCannotHappenSaysWhy() {
    let screen = shielded(insta, ShieldAppearance(title: "focus", submenuItems: ["a"]))
    #expect(SpringBoard().tapRefusal(.primary, software: ios18) == .noShieldShowing)
    #expect(screen.tapRefusal(.secondary, software: ios18) == .noSecondaryButton)
    #expect(screen.tapRefusal(.submenu(1), software: ios18) == .submenuUnavailable(ios18.version))
    #expect(screen.tapRefusal(.submenu(2), software: ios26) == .missingSubmenuItem(2, available: 1))
    #expect(screen.tapRefusal(.submenu(1), software: ios26) == nil)
  }

  @Test func aTapGoesToTheActionExtensionWithTheCategorysTokenOnACategoryShield() throws {
    let screen = shielded(insta, ShieldAppearance(title: "focus"), cause: .category)
    let effects = try screen.tap(.primary, software: ios18, hasActionExtension: true)
    #expect(EffectLines.of(effects) == ["act on primary category over app(0)"])
    guard case .runActionExtension(let action, _)? = effects.first else {
      Issue.record("expected the action extension to run")
      return
    }
    #expect(action.token == OpaqueToken(bytes: [2]))
    #expect(
      EffectLines.of(try screen.tap(.primary, software: ios18, hasActionExtension: false)) == [
        "emit actionWithoutExtension", "emit tapOutcome(ShieldResponse.close, closedApp: true)",
        "close app(0) to home", "update usage",
      ])
  }

  @Test func theSecondaryButtonOpensTheSubmenuFromIOS26Point4() throws {
    let screen = shielded(
      insta, ShieldAppearance(title: "focus", secondaryButtonLabel: "more", submenuItems: ["a"]))
    #expect(
      EffectLines.of(try screen.tap(.secondary, software: ios26, hasActionExtension: true)) == [
        "emit submenuShown(Item.app(0), items: 1)"
      ])
    #expect(
      EffectLines.of(try screen.tap(.secondary, software: ios18, hasActionExtension: true)) == [
        "act on secondary application over app(0)"
      ])
  }

  @Test func theFirstCompletionAnswersAndNoneStandsForACrashOrNoCompletion() throws {
    let screen = shielded(insta, ShieldAppearance(title: "focus"))
    let shown = try #require(screen.shownShield)
    let action = ShieldActionRequest(
      press: .primary, tokenKind: .application, token: OpaqueToken(bytes: [1]))
    func outcome(_ answers: [ShieldResponse], isAlive: Bool = true, on software: SystemSoftware)
      -> [String]
    {
      EffectLines.of(
        screen.actionHandled(
          action, answers: answers, isAlive: isAlive, over: shown, software: software,
          timeout: .seconds(5))
      ).filter { !$0.hasPrefix("emit actionHandled") && !$0.hasPrefix("emit actionAnswered") }
    }
    #expect(
      outcome([.defer, .close], on: ios18) == [
        "emit tapOutcome(ShieldResponse.defer, closedApp: false)", "redraw shield over app(0)",
        "update usage",
      ])
    #expect(
      outcome([], on: ios18) == [
        "emit actionTimedOut(5s)", "emit tapOutcome(ShieldResponse.none, closedApp: false)",
        "update usage",
      ])
    #expect(
      outcome([.close], isAlive: false, on: ios18) == [
        "emit tapOutcome(ShieldResponse.none, closedApp: false)", "update usage",
      ])
    #expect(
      outcome([.openParentalControlsApp], on: ios26) == [
        "emit openParentalControlsUnavailable(26.4)",
        "emit tapOutcome(ShieldResponse.none, closedApp: false)", "update usage",
      ])
    #expect(
      outcome([.openParentalControlsApp], on: ios26Point5) == [
        "emit tapOutcome(ShieldResponse.openParentalControlsApp, closedApp: false)",
        "emit mainAppOpenedOverShield", "bring main app to foreground", "update usage",
      ])
  }

  @Test func aDeferredShieldIsDrawnAgainOrLifted() {
    var faults = FaultPlan()
    var screen = shielded(insta, ShieldAppearance(title: "focus"))
    #expect(
      EffectLines.of(screen.redrawShield(insta, settings: settings(), faults: &faults, at: .origin))
        == [
          "emit shieldRedrawn(Item.app(0))", "present shield over app(0) (individual)",
        ])
    #expect(
      EffectLines.of(
        screen.redrawShield(insta, settings: settings(empty: true), faults: &faults, at: .origin))
        == [
          "emit shieldLifted(Item.app(0))"
        ])
    #expect(screen.shownShield == nil)
    #expect(screen.front == .item(insta))
  }

  @Test func anAppIsRemovedUnlessAStoreDeniesItAndInstalledAgain() throws {
    var faults = FaultPlan()
    var screen = SpringBoard()
    _ = screen.bringToFront(notes, settings: settings(empty: true), faults: &faults, at: .origin)
    #expect(
      EffectLines.of(
        try screen.removeApp(
          notes, in: inventory, settings: settings(deniesRemoval: true), faults: &faults,
          at: .origin)) == [
          "emit appRemovalRefused(Item.app(2))"
        ])
    #expect(
      EffectLines.of(
        try screen.removeApp(
          notes, in: inventory, settings: settings(), faults: &faults, at: .origin)) == [
          "update usage", "emit appRemoved(Item.app(2))",
        ])
    #expect(!screen.isInstalled(notes))
    #expect(throws: DeviceError.notInstalled("notes")) {
      try screen.removeApp(notes, in: inventory, settings: settings(), faults: &faults, at: .origin)
    }
    #expect(throws: DeviceError.notInstalled("notes")) { try screen.open(notes, in: inventory) }
    #expect(
      EffectLines.of(
        try screen.installApp(
          notes, in: inventory, settings: settings(), faults: &faults, at: .origin)) == [
          "emit appInstalled(Item.app(2))"
        ])
    #expect(throws: DeviceError.alreadyInstalled("notes")) {
      try screen.installApp(
        notes, in: inventory, settings: settings(), faults: &faults, at: .origin)
    }
  }

  @Test func aRestartEndsTheMainAppBeforeTheDeviceLocks() {
    var screen = shielded(insta, ShieldAppearance(title: "focus"))
    #expect(EffectLines.of(screen.restart()) == ["terminate main app", "finish restarting"])
    #expect(screen.shownShield == nil)
    #expect(!screen.isLocked)
    #expect(
      EffectLines.of(screen.finishRestarting(at: instant(9))) == [
        "make App Group unreadable", "emit deviceRestarted", "update usage",
      ])
    #expect(screen.isLocked)
    #expect(screen.lockedSince == instant(9))
  }
}
