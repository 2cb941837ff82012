import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import XCTest

/// The library uses every statement of the language at least once.
final class StatementCoverageTests: XCTestCase {
  /// Every statement form of spec section 4 and every option key of section 8.
  static let allForms: [String] =
    [
      "user approves authorization", "user cancels authorization",
      "guardian approves authorization", "guardian declines authorization",
      "os fails authorization", "user revokes authorization", "guardian revokes authorization",
      "app revokes authorization", "user opens main app", "user leaves main app",
      "user reinstalls app", "user picks",
      "user picks entire-categories", "user picks as allow-list", "user cancels picker",
      "user blocks now", "user unblocks",
      "user disables", "user enables", "user deletes", "app schedules daily", "app schedules once",
      "app schedules weekly", "app schedules warning", "app schedules limit",
      "app schedules limit on", "app schedules past-activity", "app schedules event",
      "app schedules until", "app stops", "app restores from backend",
      "app restores from appgroup", "app syncs", "app refreshes tokens", "user opens",
      "user visits", "user uses", "user goes home", "user taps primary", "user taps secondary",
      "user taps submenu", "user locks device", "user unlocks device", "user changes timezone",
      "wait", "os rotates token", "os rotates all tokens", "os expires token",
      "os expires all tokens", "os sends false expiry", "os updates to iOS",
      "os updates to iOS rotating tokens", "os reboots", "os delays next", "os drops next",
      "os repeats", "os fires thresholds early", "os holds threshold events",
      "os releases threshold events", "os releases threshold events reversed",
      "os kills monitor on next callback", "os limits monitor memory",
      "os slows shield configuration",
      "os ignores store", "os honours store", "os empties next picker", "os crashes next picker",
      "backend goes down",
      "backend comes up", "backend latency", "backend corrupts", "backend serves schema",
      "appgroup corrupts", "appgroup loses", "appgroup bloats",
      // Extensions of the specification (Docs/model.md).
      "user approves authorization with data access", "app blocks applications",
      "app blocks picked applications", "app unblocks applications", "app denies app removal",
      "app allows app removal", "app denies app installation", "app allows app installation",
      "app filters web none", "app filters web specific", "app filters web all",
      "app filters web all except", "app filters web auto", "app filters web auto blocking",
      "app filters web auto except", "app clears web filter", "user removes", "user installs",
    ]
    + [
      "authorization", "app sees authorization", "profile", "shielded", "not shielded",
      "store has", "store empty", "shield generic", "shield system-default", "shield none",
      "shield profile", "shield title", "shield subtitle contains", "action", "app closed",
      "submenu shown", "cannot tap", "cannot tap submenu",
      "callback", "callback at", "callback event", "no callback", "callback count", "token stale",
      "token current", "error", "no error", "diagnostic", "no diagnostic", "logs redacted",
      "blocked", "not blocked", "installed", "not installed",
    ].map { "expect " + $0 }
    + ModelOptions.allKeys.map { "option " + $0 }

  func testTheLibraryUsesEveryStatement() throws {
    var used = Set<String>()
    for scenario in try ScenarioLibrary.load() {
      for step in scenario.steps { used.formUnion(Self.forms(of: step.action)) }
      used.formUnion(Self.optionKeys(of: scenario).map { "option " + $0 })
    }
    let missing = Self.allForms.filter { !used.contains($0) }
    XCTAssertEqual(missing, [], "statements no scenario uses")
  }

  /// The option keys a scenario changes from their defaults.
  static func optionKeys(of scenario: Scenario) -> [String] {
    let options = scenario.options
    let defaults = ModelOptions()
    var keys: [String] = []
    if options.rotation != defaults.rotation { keys.append("rotation") }
    if options.revokedStatus != defaults.revokedStatus { keys.append("revoked-status") }
    if options.tokenCap != defaults.tokenCap { keys.append("token-cap") }
    if options.storeCap != defaults.storeCap { keys.append("store-cap") }
    if options.callbackLatency != defaults.callbackLatency { keys.append("callback-latency") }
    if options.configTimeout != defaults.configTimeout { keys.append("config-timeout") }
    if options.actionTimeout != defaults.actionTimeout { keys.append("action-timeout") }
    if options.monitorMemory != defaults.monitorMemory { keys.append("monitor-memory") }
    if options.dstGap != defaults.dstGap { keys.append("dst-gap") }
    if options.sleptInterval != defaults.sleptInterval { keys.append("slept-interval") }
    if options.startLatency != defaults.startLatency { keys.append("start-latency") }
    if options.endLatency != defaults.endLatency { keys.append("end-latency") }
    if options.thresholdAtEnd != defaults.thresholdAtEnd { keys.append("threshold-at-end") }
    if options.earlyThresholds != defaults.earlyThresholds { keys.append("early-thresholds") }
    if options.frontmostShield != defaults.frontmostShield { keys.append("frontmost-shield") }
    if options.idleStop != defaults.idleStop { keys.append("idle-stop") }
    return keys
  }

  /// The statement forms one step uses.
  static func forms(of action: Action) -> [String] {
    switch action {
    case .requestAuthorization(let answer):
      switch answer {
      case .userApproves: ["user approves authorization"]
      case .userApprovesWithDataAccess: ["user approves authorization with data access"]
      case .userCancels: ["user cancels authorization"]
      case .guardianApproves: ["guardian approves authorization"]
      case .guardianDeclines: ["guardian declines authorization"]
      }
    case .failNextAuthorization: ["os fails authorization"]
    case .revokeAuthorization(let by): ["\(by.rawValue) revokes authorization"]
    case .openMainApp: ["user opens main app"]
    case .leaveMainApp: ["user leaves main app"]
    case .reinstallApp: ["user reinstalls app"]
    case .pick(_, let items):
      ["user picks"] + (items.includesEntireCategories ? ["user picks entire-categories"] : [])
        + (items.isAllowList ? ["user picks as allow-list"] : [])
    case .cancelPicker: ["user cancels picker"]
    case .blockNow: ["user blocks now"]
    case .unblock: ["user unblocks"]
    case .disable: ["user disables"]
    case .enable: ["user enables"]
    case .delete: ["user deletes"]
    case .schedule(_, let request):
      {
        var forms: [String]
        switch request.repetition {
        case .daily: forms = ["app schedules daily"]
        case .once: forms = ["app schedules once"]
        case .weekly: forms = ["app schedules weekly"]
        }
        if request.warning != nil { forms.append("app schedules warning") }
        if let limit = request.limit {
          forms.append("app schedules limit")
          if limit.items != nil { forms.append("app schedules limit on") }
          if limit.includesPastActivity { forms.append("app schedules past-activity") }
        }
        if !request.events.isEmpty { forms.append("app schedules event") }
        if request.events.contains(where: \.includesPastActivity) {
          forms.append("app schedules past-activity")
        }
        if request.endDay != nil { forms.append("app schedules until") }
        return forms
      }()
    case .stopMonitoring: ["app stops"]
    case .restore(_, let from): ["app restores from \(from.rawValue)"]
    case .sync: ["app syncs"]
    case .refreshTokens: ["app refreshes tokens"]
    case .blockApplications(_, let applications):
      switch applications {
      case .bundleIdentifiers: ["app blocks applications"]
      case .picked: ["app blocks picked applications"]
      case .unset: ["app unblocks applications"]
      }
    case .denyAppChange(let change, let denied, _):
      ["app \(denied ? "denies" : "allows") app \(change.rawValue)"]
    case .filterWeb(_, let filter):
      switch filter {
      case .none: ["app filters web none"]
      case .specific: ["app filters web specific"]
      case .all(let except):
        ["app filters web all"] + (except.isEmpty ? [] : ["app filters web all except"])
      case .auto(let blocking, let except):
        ["app filters web auto"] + (blocking.isEmpty ? [] : ["app filters web auto blocking"])
          + (except.isEmpty ? [] : ["app filters web auto except"])
      case .unset: ["app clears web filter"]
      }
    case .removeApp: ["user removes"]
    case .installApp: ["user installs"]
    case .open(let item): [item.kind == .web ? "user visits" : "user opens"]
    case .use: ["user uses"]
    case .goHome: ["user goes home"]
    case .tap(let button):
      switch button {
      case .primary: ["user taps primary"]
      case .secondary: ["user taps secondary"]
      case .submenu: ["user taps submenu"]
      }
    case .lockDevice: ["user locks device"]
    case .unlockDevice: ["user unlocks device"]
    case .changeTimeZone: ["user changes timezone"]
    case .wait: ["wait"]
    case .rotateTokens(let item): [item == nil ? "os rotates all tokens" : "os rotates token"]
    case .expireTokens(let item): [item == nil ? "os expires all tokens" : "os expires token"]
    case .sendFalseExpiry: ["os sends false expiry"]
    case .updateSystem(_, _, let rotating):
      ["os updates to iOS"] + (rotating ? ["os updates to iOS rotating tokens"] : [])
    case .reboot: ["os reboots"]
    case .delayNextCallback: ["os delays next"]
    case .dropNextCallback: ["os drops next"]
    case .repeatCallback: ["os repeats"]
    case .fireThresholdsEarly: ["os fires thresholds early"]
    case .holdThresholdEvents: ["os holds threshold events"]
    case .releaseThresholdEvents(let reversed):
      ["os releases threshold events"] + (reversed ? ["os releases threshold events reversed"] : [])
    case .killMonitorOnNextCallback: ["os kills monitor on next callback"]
    case .limitMonitorMemory: ["os limits monitor memory"]
    case .slowShieldConfiguration: ["os slows shield configuration"]
    case .ignoreStore: ["os ignores store"]
    case .honourStore: ["os honours store"]
    case .emptyNextPicker: ["os empties next picker"]
    case .crashNextPicker: ["os crashes next picker"]
    case .backendGoesDown: ["backend goes down"]
    case .backendComesUp: ["backend comes up"]
    case .backendLatency: ["backend latency"]
    case .corrupt(let location, _, _): ["\(location.rawValue) corrupts"]
    case .serveSchema: ["backend serves schema"]
    case .loseAppGroupCopy: ["appgroup loses"]
    case .bloatAppGroupCopy: ["appgroup bloats"]
    case .expect(let expectation): ["expect " + form(of: expectation)]
    }
  }

  static func form(of expectation: Expectation) -> String {
    switch expectation {
    case .authorization: "authorization"
    case .appSeesAuthorization: "app sees authorization"
    case .profile: "profile"
    case .shielded(_, let isShielded): isShielded ? "shielded" : "not shielded"
    case .blocked(_, let isBlocked): isBlocked ? "blocked" : "not blocked"
    case .installed(_, let isInstalled): isInstalled ? "installed" : "not installed"
    case .storeHas: "store has"
    case .storeEmpty: "store empty"
    case .shield(let shield):
      switch shield {
      case .generic: "shield generic"
      case .systemDefault: "shield system-default"
      case .none: "shield none"
      case .profile: "shield profile"
      case .title: "shield title"
      case .subtitleContains: "shield subtitle contains"
      }
    case .action: "action"
    case .appClosed: "app closed"
    case .submenuShown: "submenu shown"
    case .cannotTap(let button):
      switch button {
      case .primary, .secondary: "cannot tap"
      case .submenu: "cannot tap submenu"
      }
    case .callback(_, let event, _, let at):
      event != nil ? "callback event" : at == nil ? "callback" : "callback at"
    case .noCallback: "no callback"
    case .callbackCount: "callback count"
    case .tokenStale(_, let isStale): isStale ? "token stale" : "token current"
    case .error: "error"
    case .noError: "no error"
    case .diagnostic: "diagnostic"
    case .noDiagnostic: "no diagnostic"
    case .logsRedacted: "logs redacted"
    case .violation: "violation"
    }
  }
}
