import InvariantChecking
import ScreenTimeModel
import SimulationEngine

/// The canonical text of a step's statement, as a scenario would write it.
///
/// Traces and reports show steps in this form, so they read like the file.
package enum StatementText {
  /// The statement after its subject.
  package static func text(of action: Action) -> String {
    switch action {
    case .user(let action): text(of: action)
    case .app(let command): text(of: command)
    case .system(let fault): text(of: fault)
    case .wait: "wait"
    case .expect(let expectation): describe(expectation)
    }
  }

  /// The whole statement, its subject first, without a time prefix.
  package static func statement(of action: Action) -> String {
    "\(action.subject.rawValue) \(text(of: action))"
  }

  private static func text(of action: UserAction) -> String {
    switch action {
    case .requestAuthorization(let answer):
      switch answer {
      case .userApproves, .guardianApproves: "approves authorization"
      case .userApprovesWithDataAccess, .guardianApprovesWithDataAccess:
        "approves authorization with data access"
      case .userCancels: "cancels authorization"
      case .guardianDeclines: "declines authorization"
      }
    case .requestAuthorizationLeavingPrompt: "requests authorization"
    case .revokeAuthorization(_, let withPasscode):
      "revokes authorization" + (withPasscode ? " with passcode" : "")
    case .setScreenTimePasscode: "sets screen time passcode"
    case .openMainApp: "opens main app"
    case .leaveMainApp: "leaves main app"
    case .reinstallApp: "reinstalls app"
    case .pick(let profile, let items):
      (["picks \(profile)"]
        + (items.apps.isEmpty ? [] : ["apps \(items.apps.joined(separator: ", "))"])
        + (items.categories.isEmpty
          ? [] : ["categories \(items.categories.joined(separator: ", "))"])
        + (items.webDomains.isEmpty ? [] : ["web \(items.webDomains.joined(separator: ", "))"])
        + (items.includesEntireCategories ? ["entire-categories"] : [])
        + (items.isAllowList ? ["as allow-list"] : []))
        .joined(separator: " ")
    case .cancelPicker(let profile): "cancels picker \(profile)"
    case .blockNow(let profile): "blocks \(profile) now"
    case .unblock(let profile): "unblocks \(profile)"
    case .disable(let profile): "disables \(profile)"
    case .enable(let profile): "enables \(profile)"
    case .delete(let profile): "deletes \(profile)"
    case .open(let item): item.kind == .web ? "visits \(item)" : "opens \(item)"
    case .use(let item, let duration): "uses \(item) for \(duration)"
    case .goHome: "goes home"
    case .tap(let button): "taps \(button)"
    case .lockDevice: "locks device"
    case .unlockDevice: "unlocks device"
    case .changeTimeZone(let zone): "changes timezone \(zone.identifier)"
    case .removeApp(let item): "removes \(item)"
    case .installApp(let item): "installs \(item)"
    }
  }

  private static func text(of command: AppCommand) -> String {
    switch command {
    case .schedule(let profile, let request): "schedules \(profile) \(describe(request))"
    case .stopMonitoring(let profile): "stops \(profile)"
    case .restore(let profile, let from): "restores \(profile) from \(from.rawValue)"
    case .sync: "syncs"
    case .refreshTokens: "refreshes tokens"
    case .revokeAuthorization: "revokes authorization"
    case .blockApplications(let profile, let applications):
      switch applications {
      case .bundleIdentifiers(let apps):
        "blocks applications \(apps.map(\.alias).joined(separator: ", ")) for \(profile)"
      case .picked: "blocks picked applications for \(profile)"
      case .unset: "unblocks applications for \(profile)"
      }
    case .denyAppChange(let change, let denied, let profile):
      "\(denied ? "denies" : "allows") app \(change.rawValue) for \(profile)"
    case .filterWeb(let profile, let filter, let byToken):
      filterText(filter, byToken: byToken ? " by token" : "") + " for \(profile)"
    case .shieldCategories(let profile, let shield):
      switch shield {
      case .specific(let categories, let except):
        "shields categories \(list(categories))"
          + (except.isEmpty ? "" : " except \(list(except))") + " for \(profile)"
      case .all(let except):
        "shields all categories" + (except.isEmpty ? "" : " except \(list(except))")
          + " for \(profile)"
      }
    case .setSetting(let profile, let setting, let value):
      value.map { "sets \(setting.group.rawValue) \(setting.property) \($0) for \(profile)" }
        ?? "clears \(setting.group.rawValue) \(setting.property) for \(profile)"
    case .activateStore(let profile, let isActive):
      "\(isActive ? "activates" : "deactivates") store \(profile)"
    case .deleteStore(let profile): "deletes store \(profile)"
    case .deleteAllStores: "deletes all stores"
    case .stopAllMonitoring: "stops all monitoring"
    case .readActivityData: "reads activity data"
    }
  }

  private static func filterText(_ filter: WebFilter, byToken: String) -> String {
    switch filter {
    case .none: "filters web none"
    case .specific(let web): "filters web specific \(list(web))\(byToken)"
    case .all(let except):
      "filters web all" + (except.isEmpty ? "" : " except \(list(except))") + byToken
    case .auto(let blocking, let except):
      "filters web auto" + (blocking.isEmpty ? "" : " blocking \(list(blocking))")
        + (except.isEmpty ? "" : " except \(list(except))") + byToken
    case .unset: "clears web filter"
    }
  }

  private static func text(of fault: SystemFault) -> String {
    switch fault {
    case .failNextAuthorization(let error): "fails authorization with \(error.rawValue)"
    case .rotateTokens(let item): item.map { "rotates token \($0)" } ?? "rotates all tokens"
    case .expireTokens(let item): item.map { "expires token \($0)" } ?? "expires all tokens"
    case .sendFalseExpiry: "sends false expiry"
    case .updateSystem(let version, let build, let rotating):
      "updates to iOS \(version) build \(build)" + (rotating ? " rotating tokens" : "")
    case .reboot: "reboots"
    case .delayNextCallback(let callback, let profile, let duration):
      "delays next \(callback.rawValue)\(forProfile(profile)) by \(duration)"
    case .dropNextCallback(let callback, let profile):
      "drops next \(callback.rawValue)\(forProfile(profile))"
    case .repeatCallback(let callback, let profile): "repeats \(callback.rawValue) for \(profile)"
    case .fireThresholdsEarly: "fires thresholds early"
    case .holdThresholdEvents: "holds threshold events"
    case .releaseThresholdEvents(let reversed):
      "releases threshold events" + (reversed ? " reversed" : "")
    case .killMonitorOnNextCallback(let writes):
      "kills monitor on next callback after \(writes) writes"
    case .limitMonitorMemory(let bytes): "limits monitor memory to \(size(bytes))"
    case .slowShieldConfiguration(let duration): "slows shield configuration by \(duration)"
    case .ignoreStore(let profile): "ignores store \(profile)"
    case .honourStore(let profile): "honours store \(profile)"
    case .emptyNextPicker: "empties next picker"
    case .crashNextPicker: "crashes next picker"
    case .backendGoesDown: "goes down"
    case .backendComesUp: "comes up"
    case .backendLatency(let duration): "latency \(duration)"
    case .corrupt(_, let profile, let damage): "corrupts \(profile) \(damage.rawValue)"
    case .serveSchema(let profile, let version): "serves \(profile) schema \(version)"
    case .loseAppGroupCopy(let profile): "loses \(profile)"
    case .bloatAppGroupCopy(let profile, let bytes): "bloats \(profile) to \(size(bytes))"
    }
  }

  package static func describe(_ request: ScheduleRequest) -> String {
    var words: [String]
    switch request.repetition {
    case .daily: words = ["daily"]
    case .once: words = ["once"]
    case .weekly(let days): words = ["weekly", days.map(\.rawValue).joined(separator: ",")]
    }
    words.append("\(request.start)-\(request.end)")
    if let day = request.endDay { words.append("until day \(day)") }
    if let warning = request.warning { words.append("warning \(warning)") }
    if let limit = request.limit {
      words.append("limit \(limit.threshold)")
      if let items = limit.items {
        words.append("on \(items.map(\.alias).joined(separator: ", "))")
      }
      if limit.includesPastActivity { words.append("past-activity") }
    }
    for event in request.events {
      words.append("event \(event.name) \(event.threshold)")
      if let items = event.items {
        words.append("on \(items.map(\.alias).joined(separator: ", "))")
      }
      if event.includesPastActivity { words.append("past-activity") }
    }
    return words.joined(separator: " ")
  }

  package static func describe(_ expectation: Expectation) -> String {
    switch expectation {
    case .authorization(let status): "authorization \(status.rawValue)"
    case .appSeesAuthorization(let status): "app sees authorization \(status.rawValue)"
    case .profile(let profile, let status): "profile \(profile) \(status.rawValue)"
    case .shielded(let item, let isShielded):
      (isShielded ? "shielded " : "not shielded ") + item.alias
    case .blocked(let item, let isBlocked): (isBlocked ? "blocked " : "not blocked ") + item.alias
    case .installed(let item, let isInstalled):
      (isInstalled ? "installed " : "not installed ") + item.alias
    case .storeHas(let profile, let items):
      "store \(profile) has \(items.map(\.alias).joined(separator: ", "))"
    case .storeEmpty(let profile): "store \(profile) empty"
    case .shield(let shield):
      switch shield {
      case .generic: "shield generic"
      case .systemDefault: "shield system-default"
      case .none: "shield none"
      case .profile(let profile): "shield profile \(profile)"
      case .title(let text): "shield title \"\(text)\""
      case .subtitleContains(let text): "shield subtitle contains \"\(text)\""
      }
    case .action(let response): "action \(response.rawValue)"
    case .appClosed: "app closed"
    case .submenuShown: "submenu shown"
    case .cannotTap(let button): "cannot tap \(button)"
    case .callback(let callback, let event, let profile, let at):
      "callback \(callback.rawValue)\(forEvent(event))\(forProfile(profile))"
        + (at.map { " at \(describe($0))" } ?? "")
    case .noCallback(let callback, let event, let profile):
      "no callback \(callback.rawValue)\(forEvent(event))\(forProfile(profile))"
    case .callbackCount(let callback, let event, let profile, let count):
      "callback \(callback.rawValue)\(forEvent(event))\(forProfile(profile)) count \(count)"
    case .tokenStale(let item, let isStale): "token \(item.alias) \(isStale ? "stale" : "current")"
    case .error(let code): "error \(code)"
    case .noError: "no error"
    case .diagnostic(let code, let fields):
      (["diagnostic \(code)"] + fields.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
    case .noDiagnostic(let code): "no diagnostic \(code)"
    case .logsRedacted: "logs redacted"
    case .violation(let invariant): "violation \(invariant.rawValue)"
    case .promptShown(let isShown): isShown ? "prompt shown" : "no prompt"
    case .refused(let reason): "refused" + (reason.map { " \($0.rawValue)" } ?? "")
    case .storeActive(let profile, let isActive):
      "store \(profile) \(isActive ? "active" : "inactive")"
    case .storeExists(let profile, let exists):
      exists ? "store \(profile) exists" : "no store \(profile)"
    case .storeCount(let count): "store count \(count)"
    case .storeSetting(let profile, let setting, let value):
      "store \(profile) \(setting.group.rawValue) \(setting.property) "
        + (value?.description ?? "nil")
    case .privateBrowsingDisabled(let isDisabled):
      "private browsing \(isDisabled ? "disabled" : "enabled")"
    case .monitoring(let profile, let isMonitoring):
      (isMonitoring ? "monitoring " : "not monitoring ") + profile
    case .activityCount(let count): "activity count \(count)"
    case .activityDataHas(let items): "activity data has \(list(items))"
    case .reportShows(let item, let duration): "report shows \(item.alias) \(duration)"
    }
  }

  package static func describe(_ time: CallbackTime) -> String {
    switch time {
    case .clock(let clock): "\(clock)"
    case .day(let day, let clock): "day \(day) \(clock)"
    }
  }

  private static func list(_ items: [ItemReference]) -> String {
    items.map(\.alias).joined(separator: ", ")
  }

  private static func forProfile(_ profile: String?) -> String {
    profile.map { " for \($0)" } ?? ""
  }

  private static func forEvent(_ event: String?) -> String {
    event.map { " event \($0)" } ?? ""
  }

  package static func size(_ bytes: Int) -> String {
    if bytes % (1_024 * 1_024) == 0 { return "\(bytes / (1_024 * 1_024))MB" }
    if bytes % 1_024 == 0 { return "\(bytes / 1_024)KB" }
    return "\(bytes)B"
  }
}
