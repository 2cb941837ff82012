import InvariantChecking
import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting
import ScreenTimeModel
import SimulationEngine

extension ScenarioExecution {
  /// Whether one expectation holds now, as ``check(_:at:)`` says, without writing the message
  /// for the expectations that probes sample at every step.
  func holds(_ expectation: Expectation, at step: Step) -> Bool {
    holds(expectation, at: step) { device.effectiveSettings }
  }

  /// Whether each of `expectations` holds now, as ``holds(_:at:)`` says, with the effective
  /// settings the shield and block expectations read resolved once.
  func holds(every expectations: [Expectation], at step: Step) -> [Bool] {
    var resolved: EffectiveSettingsResolver?
    return expectations.map { expectation in
      holds(expectation, at: step) {
        if let resolved { return resolved }
        let settings = device.effectiveSettings
        resolved = settings
        return settings
      }
    }
  }

  /// Whether `expectation` holds now, reading the system's effective settings from `settings`
  /// when it needs them.
  private func holds(
    _ expectation: Expectation, at step: Step, settings: () -> EffectiveSettingsResolver
  ) -> Bool {
    switch expectation {
    case .shielded(let reference, let expected):
      return (settings().shieldCause(for: resolve(reference)) != nil) == expected
    case .blocked(let reference, let expected):
      return settings().isBlocked(resolve(reference)) == expected
    case .shield(let shield):
      return holds(shield)
    case .action(let response):
      return observations.lastTap.map { $0.response == response } ?? false
    case .appClosed:
      return observations.lastTap?.closedApp ?? false
    default:
      return check(expectation, at: step) == nil
    }
  }

  /// Checks one expectation now; `nil` when it holds, else `expected ..., got ...`.
  func check(_ expectation: Expectation, at step: Step) -> String? {
    switch expectation {
    case .authorization(let status):
      let actual = device.authorizationDecision
      return actual == status
        ? nil : "expected authorization \(status.rawValue), got \(actual.rawValue)"

    case .appSeesAuthorization(let status):
      let actual = device.observedAuthorization
      return actual == status
        ? nil : "expected the app to see authorization \(status.rawValue), got \(actual.rawValue)"

    case .profile(let profile, let status):
      let (report, implemented) = device.inspectApp {
        host.reportedStatus(ofProfileNamed: profile)
      }
      guard implemented else {
        return
          "expected profile '\(profile)' \(status.rawValue), got an app that does not report "
          + "profile status (no implementation of ScreenTimeApp.\(AppStep.reportStatus.method))"
      }
      let reported = ProfileStatus(report)
      return reported == status
        ? nil
        : "expected profile '\(profile)' \(status.rawValue), got "
          + (reported == .unknown ? "no such profile" : reported.rawValue)

    case .shielded(let reference, let expected):
      let item = resolve(reference)
      let cause = device.shieldCause(for: item)
      if expected {
        return cause == nil ? "expected '\(reference)' shielded, got not shielded" : nil
      }
      return cause.map { "expected '\(reference)' not shielded, got shielded (\($0.rawValue))" }

    case .blocked(let reference, let expected):
      let isBlocked = device.isBlocked(resolve(reference))
      return isBlocked == expected
        ? nil
        : "expected '\(reference)' \(expected ? "blocked" : "not blocked"), got "
          + (isBlocked ? "blocked" : "not blocked")

    case .installed(let reference, let expected):
      let isInstalled = device.isInstalled(resolve(reference))
      return isInstalled == expected
        ? nil
        : "expected '\(reference)' \(expected ? "installed" : "not installed"), got "
          + (isInstalled ? "installed" : "removed")

    case .storeHas(let profile, let references):
      let settings = store(ofProfile: profile)
      let names = Set(device.items(of: settings.allTokens).map(device.inventory.name(of:)))
      let missing = references.map(\.alias).filter { !names.contains($0) }
      guard missing.isEmpty else {
        return "expected store '\(profile)' to have \(quoted(references.map(\.alias))), got "
          + (names.isEmpty ? "an empty store" : quoted(names.sorted()))
      }
      return nil

    case .storeEmpty(let profile):
      let settings = store(ofProfile: profile)
      guard settings.isEmpty else {
        let names = device.items(of: settings.allTokens).map(device.inventory.name(of:))
        return "expected store '\(profile)' empty, got \(quoted(names))"
      }
      return nil

    case .shield(let shield):
      return check(shield)

    case .action(let response):
      guard let tap = observations.lastTap else {
        return "expected action \(response.rawValue), got no tap"
      }
      return tap.response == response
        ? nil : "expected action \(response.rawValue), got \(tap.response.rawValue)"

    case .submenuShown:
      if observations.lastTapShowedSubmenu { return nil }
      return "expected the most recent tap to show the submenu, got "
        + (observations.lastTap.map { "action \($0.response.rawValue)" } ?? "no tap")

    case .cannotTap(let button):
      guard device.tapRefusal(button) == nil else { return nil }
      return "expected \(StatementText.describe(expectation)), got a tappable \(button)"

    case .appClosed:
      guard let tap = observations.lastTap else { return "expected the app closed, got no tap" }
      return tap.closedApp
        ? nil : "expected the app closed, got action \(tap.response.rawValue) leaving it open"

    case .callback(let callback, let event, let profile, let time):
      let deliveries = matching(callback, event, profile)
      let name = callback.rawValue + forEvent(event) + forProfile(profile)
      guard let time else {
        return deliveries.isEmpty ? "expected callback \(name), got none delivered" : nil
      }
      let (from, to) = window(time, at: step)
      if deliveries.contains(where: { $0.instant >= from && $0.instant < to }) { return nil }
      let at = deliveries.map { device.formatTraceInstant($0.instant) }
      return "expected callback \(name) at \(device.formatTraceInstant(from)), got "
        + (at.isEmpty ? "none delivered" : "deliveries at \(at.joined(separator: ", "))")

    case .noCallback(let callback, let event, let profile):
      let deliveries = matching(callback, event, profile)
      guard let first = deliveries.first else { return nil }
      return "expected no callback \(callback.rawValue)\(forEvent(event))\(forProfile(profile)), "
        + "got \(deliveries.count) delivered (first at \(device.formatTraceInstant(first.instant)))"

    case .callbackCount(let callback, let event, let profile, let count):
      let actual = matching(callback, event, profile).count
      let name = callback.rawValue + forEvent(event) + forProfile(profile)
      return actual == count ? nil : "expected callback \(name) count \(count), got \(actual)"

    case .tokenStale(let reference, let expectedStale):
      let item = resolve(reference)
      guard let saved = device.inspectApp({ host.savedTokens(ofProfileNamed: nil) }) else {
        return
          "expected token '\(reference)' \(expectedStale ? "stale" : "current"), got an app that "
          + "does not report its saved selections (no implementation of "
          + "ScreenTimeApp.\(AppStep.reportSelections.method))"
      }
      let tokens = saved.filter { device.tokenRecord(of: $0)?.item == item }
      guard !tokens.isEmpty else {
        return
          "expected token '\(reference)' \(expectedStale ? "stale" : "current"), got no saved token for it"
      }
      let isStale = tokens.contains { !device.isCurrent($0) }
      return isStale == expectedStale
        ? nil
        : "expected token '\(reference)' \(expectedStale ? "stale" : "current"), got \(isStale ? "stale" : "current")"

    case .error(let code):
      let codes = errorsOfLastStep()
      if codes.contains(code) { return nil }
      return "expected error \(code), got "
        + (codes.isEmpty ? "no error" : "error \(codes.joined(separator: ", "))")

    case .noError:
      let codes = errorsOfLastStep()
      return codes.isEmpty ? nil : "expected no error, got error \(codes.joined(separator: ", "))"

    case .diagnostic(let code, let fields):
      let records = observations.diagnostics.filter { $0.code == code }
      if records.contains(where: { record in fields.allSatisfy { matches($0, in: record) } }) {
        return nil
      }
      let wanted = ([code] + fields.map { "\($0.key)=\($0.value)" }).joined(separator: " ")
      guard let last = records.last else {
        return "expected diagnostic \(wanted), got none with that code"
      }
      return "expected diagnostic \(wanted), got \(code) \(last.renderedFields)"

    case .noDiagnostic(let code):
      let count = observations.diagnostics.filter { $0.code == code }.count
      return count == 0 ? nil : "expected no diagnostic \(code), got \(count)"

    case .logsRedacted:
      let leaks = checker.violations.filter { $0.invariant == .tokenRedaction }
      return leaks.isEmpty ? nil : "expected logs redacted, got \(leaks[0].reason)"

    case .violation(let invariant):
      let violated = checker.violations.contains { $0.invariant == invariant }
      return violated ? nil : "expected a violation of '\(invariant.rawValue)', got none"

    case .promptShown(let expected):
      let isShown = device.isPromptShown
      return isShown == expected
        ? nil
        : "expected \(expected ? "an authorization prompt on screen" : "no authorization prompt"), "
          + "got \(isShown ? "one waiting for an answer" : "none")"

    case .refused(let reason):
      return checkRefusal(reason)

    case .storeActive(let profile, let expected):
      guard let store = latestStore(ofProfile: profile) else {
        return "expected store '\(profile)' \(expected ? "active" : "inactive"), got no store"
      }
      return store.isActive == expected
        ? nil
        : "expected store '\(profile)' \(expected ? "active" : "inactive"), got "
          + (store.isActive ? "active" : "inactive")

    case .storeExists(let profile, let expected):
      let exists = latestStore(ofProfile: profile) != nil
      return exists == expected
        ? nil
        : "expected \(expected ? "a store" : "no store") of '\(profile)' in "
          + "ManagedSettingsStore.stores, got \(exists ? "one" : "none")"

    case .storeCount(let count):
      let actual = device.storeNames.count
      return actual == count ? nil : "expected store count \(count), got \(actual)"

    case .storeSetting(let profile, let setting, let expected):
      let actual = latestStore(ofProfile: profile)?.groups[setting]
      return actual == expected
        ? nil
        : "expected store '\(profile)' \(setting.rawValue) \(expected?.description ?? "nil"), got "
          + (actual?.description ?? "nil")

    case .privateBrowsingDisabled(let expected):
      let isDisabled = device.effectiveSettings.disablesPrivateBrowsing
      return isDisabled == expected
        ? nil
        : "expected private browsing \(expected ? "disabled" : "enabled"), got "
          + (isDisabled ? "disabled" : "enabled")

    case .monitoring(let profile, let expected):
      let activities = device.monitoredActivities(subject: profile)
      guard activities.isEmpty == expected else { return nil }
      return expected
        ? "expected an activity monitored for '\(profile)', got none"
        : "expected no activity monitored for '\(profile)', got \(activities.count)"

    case .activityCount(let count):
      let actual = device.monitoredActivities.count
      return actual == count ? nil : "expected activity count \(count), got \(actual)"

    case .activityDataHas(let references):
      let names = observations.activityData.map(device.inventory.name(of:))
      let missing = references.map(\.alias).filter { !names.contains($0) }
      guard missing.isEmpty else {
        return "expected activity data with \(quoted(references.map(\.alias))), got "
          + (names.isEmpty ? "none" : quoted(names))
      }
      return nil

    case .reportShows(let reference, let duration):
      let today = device.localDateTime(at: step.instant).date
      let midnight = device.timeZone.instant(at: LocalDateTime(date: today, clock: .midnight))
      let shown = device.reportedUsage(of: resolve(reference), from: midnight, to: step.instant)
      let (shownSeconds, expectedSeconds) =
        (shown.milliseconds / 1_000, duration.milliseconds / 1_000)
      return shownSeconds == expectedSeconds
        ? nil
        : "expected the report to show '\(reference)' for \(duration), got "
          + "\(SimulationDuration.seconds(shownSeconds))"
    }
  }

  /// `expect refused [<reason>]` of the most recent step other than an `expect`.
  private func checkRefusal(_ reason: StepRefusal?) -> String? {
    let wanted = "refused" + (reason.map { " (\($0.rawValue))" } ?? "")
    guard let index = lastActionStep else { return "expected a step \(wanted), got no step" }
    let line = scenario.steps[index].location.line
    guard let refusal = refusals[index] ?? observations.refusal(of: index) else {
      return "expected the step at line \(line) \(wanted), got it carried out"
    }
    guard let reason, refusal.reason != reason else { return nil }
    return "expected the step at line \(line) \(wanted), got it refused "
      + "(\(refusal.reason.rawValue)): \(refusal.message)"
  }

  /// The store the profile's steps touched that exists now, the most recently created first.
  private func latestStore(ofProfile profile: String) -> ManagedSettingsDaemon.Store? {
    let names = observations.storeNames(of: profile)
    return device.managedSettings.stores.last {
      $0.writers.contains(profile) || names.contains($0.name)
    }
  }

  private func check(_ expectation: ShieldExpectation) -> String? {
    guard !holds(expectation) else { return nil }
    let shown: String
    switch observations.lastOpen {
    case nil: shown = "nothing opened"
    case .opened(let item): shown = "\(device.inventory.name(of: item)) opened with no shield"
    case .refused(let item): shown = "\(device.inventory.name(of: item)) blocked from opening"
    case .shield(_, let appearance, let isSystemDefault, _):
      shown = isSystemDefault ? "the system default shield" : "shield \(appearance.summary)"
    }
    return "expected \(StatementText.describe(.shield(expectation))), got \(shown)"
  }

  /// Whether the shield last shown is the one `expectation` describes.
  private func holds(_ expectation: ShieldExpectation) -> Bool {
    guard
      case .shield(_, let appearance, let isSystemDefault, let isGeneric) = observations.lastOpen
    else {
      if case .none = expectation, case .opened = observations.lastOpen { return true }
      return false
    }
    switch expectation {
    case .generic: return !isSystemDefault && isGeneric
    case .systemDefault: return isSystemDefault
    case .none: return false
    case .profile(let profile):
      return !isSystemDefault && !isGeneric
        && ((appearance.title ?? "").contains(profile)
          || (appearance.subtitle ?? "").contains(profile))
    case .title(let text): return !isSystemDefault && appearance.title == text
    case .subtitleContains(let text):
      return !isSystemDefault && (appearance.subtitle ?? "").contains(text)
    }
  }

  /// What reading `profile`'s store back returns: the store the app's naming gives the profile
  /// (`rule-<identifier>`), else the last one a step of the profile changed.
  private func store(ofProfile profile: String) -> ShieldSettingsState {
    let stores = device.managedSettings.stores
    let store =
      stores.last { observations.profile(owningName: $0.name) == profile }
      ?? stores.last { $0.writers.contains(profile) }
    return store?.settings ?? ShieldSettingsState()
  }

  private func matching(_ callback: MonitorCallback, _ event: String?, _ profile: String?)
    -> [RunObservations.Delivery]
  {
    observations.deliveries.filter {
      $0.callback == callback && (profile == nil || $0.profile == profile)
        && (event == nil || $0.event == event)
    }
  }

  /// The instants `at <clock>` covers: that minute (or second, when seconds are given) on the
  /// expectation's day or on day `n`.
  private func window(_ time: CallbackTime, at step: Step) -> (SimulationInstant, SimulationInstant)
  {
    let (date, clock): (CivilDate, Clock) =
      switch time {
      case .clock(let clock): (device.localDateTime(at: step.instant).date, clock)
      case .day(let day, let clock): (scenario.start.date.adding(days: day - 1), clock)
      }
    let from = device.timeZone.instant(at: LocalDateTime(date: date, clock: clock))
    let width: SimulationDuration = clock.second == 0 ? .minutes(1) : .seconds(1)
    return (from, from + width)
  }

  private func errorsOfLastStep() -> [String] {
    guard let step = lastActionStep else { return [] }
    return observations.errors.filter { $0.step == step }.map(\.code)
  }

  /// Whether a diagnostic has the field; a profile's name matches the identifier the app gave it.
  private func matches(_ field: DiagnosticField, in record: DiagnosticRecord) -> Bool {
    let value =
      field.key == "os"
      ? record.systemVersion.description
      : field.key == "build"
        ? record.build
        : field.key == "app" ? record.appVersion : record.value(of: field.key)
    guard let value else { return false }
    if value == field.value { return true }
    guard scenario.profiles.contains(field.value) else { return false }
    return observations.identifiers[field.value]?.contains(value) ?? false
  }

  private func forProfile(_ profile: String?) -> String {
    profile.map { " for \($0)" } ?? ""
  }

  private func forEvent(_ event: String?) -> String {
    event.map { " event \($0)" } ?? ""
  }

  private func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}
