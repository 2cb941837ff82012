import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting
import ScreenTimeModel
import SimulationEngine

extension Scenario {
  /// The capabilities the scenario needs of an app, each with the first step that needs it, in
  /// the order of those steps.
  ///
  /// Derived from the statements and their values as the steps run in time: a `limit` needs
  /// usage limits, a pick with categories category shields, two profiles blocked or inside
  /// their scheduled intervals at one step several sessions at once, a pick or schedule of a
  /// profile that is on edits while a session is on, an expiry on iOS 26.5 or later token
  /// refresh.
  package func neededCapabilities() -> [(capability: AppCapability, step: Step)] {
    var needs = CapabilityNeeds(scenario: self)
    for step in steps { needs.take(step) }
    return needs.found
  }
}

/// Walks a scenario's steps, keeping what decides which capabilities they need: the time zone,
/// the OS version, and each profile's block and schedules.
private struct CapabilityNeeds {
  /// What one profile has on.
  struct Profile {
    var isBlocked = false
    var isDisabled = false
    /// Each schedule with the local date it was registered on (`once` intervals fall on it).
    var schedules: [(request: ScheduleRequest, registeredOn: CivilDate)] = []
  }

  private(set) var found: [(capability: AppCapability, step: Step)] = []
  private var zone: DeviceTimeZone
  private var version: SystemVersion
  private let start: CivilDate
  private var profiles: [String: Profile] = [:]
  /// The profiles in the order scenarios first name them, so that reasons never depend on a
  /// dictionary's order.
  private var order: [String] = []

  init(scenario: Scenario) {
    zone = scenario.timeZone
    version = scenario.systemVersion
    start = scenario.start.date
  }

  mutating func take(_ step: Step) {
    let now = zone.localDateTime(at: step.instant)
    switch step.action {
    case .user(let action):
      take(action, step, now)
    case .app(let command):
      take(command, step, now)
    case .system(.updateSystem(let newVersion, _, _)):
      version = newVersion
    case .system(.expireTokens), .system(.sendFalseExpiry):
      if version >= SystemVersion(26, 5) { need(.tokenRefresh, step) }
    case .system, .wait, .expect:
      break
    }
    if order.filter({ isOn($0, at: now) }).count >= 2 { need(.concurrentSessions, step) }
  }

  private mutating func take(_ action: UserAction, _ step: Step, _ now: LocalDateTime) {
    switch action {
    case .requestAuthorization(.userApprovesWithDataAccess),
      .requestAuthorization(.guardianApprovesWithDataAccess):
      need(.dataAccess, step)
    case .pick(let profile, let items):
      if !items.categories.isEmpty || items.includesEntireCategories {
        need(.categoryShields, step)
      }
      if !items.webDomains.isEmpty { need(.webShields, step) }
      if items.isAllowList { need(.allowLists, step) }
      if isOn(profile, at: now) { need(.editsDuringSession, step) }
      update(profile) { _ in }
    case .blockNow(let profile): update(profile) { $0.isBlocked = true }
    case .unblock(let profile): update(profile) { $0.isBlocked = false }
    case .disable(let profile): update(profile) { $0.isDisabled = true }
    case .enable(let profile): update(profile) { $0.isDisabled = false }
    case .delete(let profile): update(profile) { $0 = Profile() }
    case .changeTimeZone(let newZone): zone = newZone
    default: break
    }
  }

  private mutating func take(_ command: AppCommand, _ step: Step, _ now: LocalDateTime) {
    switch command {
    case .schedule(let profile, let request):
      if request.limit != nil || !request.events.isEmpty { need(.usageLimits, step) }
      if request.warning != nil { need(.warnings, step) }
      switch request.repetition {
      case .once: need(.oneOffSchedules, step)
      case .weekly: need(.weeklySchedules, step)
      case .daily: break
      }
      if isOn(profile, at: now) { need(.editsDuringSession, step) }
      update(profile) { $0.schedules.append((request, now.date)) }
    case .stopMonitoring(let profile):
      update(profile) { $0.schedules = [] }
    case .refreshTokens:
      need(.tokenRefresh, step)
    case .blockApplications, .denyAppChange:
      need(.applicationSettings, step)
    case .filterWeb:
      need(.webContentSettings, step)
    case .setSetting:
      need(.settingsGroups, step)
    case .shieldCategories:
      need(.categoryPolicies, step)
    case .activateStore, .deleteStore, .deleteAllStores:
      need(.storeLifecycle, step)
    case .readActivityData:
      need(.dataAccess, step)
    case .restore, .sync, .revokeAuthorization, .stopAllMonitoring:
      break
    }
  }

  private mutating func need(_ capability: AppCapability, _ step: Step) {
    guard !found.contains(where: { $0.capability == capability }) else { return }
    found.append((capability, step))
  }

  private mutating func update(_ name: String, _ change: (inout Profile) -> Void) {
    if profiles[name] == nil { order.append(name) }
    change(&profiles[name, default: Profile()])
  }

  /// Whether `name` is on at `now`: blocked, or inside one of its scheduled intervals, and not
  /// disabled.
  private func isOn(_ name: String, at now: LocalDateTime) -> Bool {
    guard let profile = profiles[name], !profile.isDisabled else { return false }
    return profile.isBlocked
      || profile.schedules.contains { Self.contains($0.request, $0.registeredOn, now, start) }
  }

  /// Whether the interval of `request`, registered on `registeredOn`, holds `now` (local time).
  static func contains(
    _ request: ScheduleRequest, _ registeredOn: CivilDate, _ now: LocalDateTime,
    _ firstDay: CivilDate
  ) -> Bool {
    let clock = now.clock
    let crossesMidnight = request.end <= request.start
    func startsOn(_ date: CivilDate) -> Bool {
      switch request.repetition {
      case .daily: true
      case .weekly(let days): days.contains(date.weekday)
      case .once: date == registeredOn
      }
    }
    if case .once = request.repetition, let endDay = request.endDay {
      let end = LocalDateTime(date: firstDay.adding(days: endDay - 1), clock: request.end)
      let begin = LocalDateTime(date: registeredOn, clock: request.start)
      return begin <= now && now < end
    }
    if crossesMidnight {
      return (clock >= request.start && startsOn(now.date))
        || (clock < request.end && startsOn(now.date.adding(days: -1)))
    }
    return clock >= request.start && clock < request.end && startsOn(now.date)
  }
}
