import Foundation
import ScreenTimeAPI
import ScreenTimeHosting

/// A small Screen Time app written the way open-source ones are.
///
/// A rule per picked selection, blocked now, on a schedule or past a usage limit, and a shield
/// that offers "Open for 15 minutes". Rules are backed up to the app's server and can be
/// restored from it.
///
/// The app is the example a conformance library runs against; ``bundle(_:)`` makes it, and
/// ``Variant/grantsOnUnknownTokens`` makes the action extension grant an unblock for any token,
/// the bug of "open for 15 minutes" buttons that never check what was pressed. It has no way to
/// pause a rule, so it declares `user disables` and `user enables` unsupported, and it keeps no
/// profile states of its own (`expect profile`).
final class LimitsApp: ScreenTimeApp {
  /// How the app is built.
  enum Variant: Sendable {
    /// Grants only for a token one of its rules holds; anything else closes.
    case correct
    /// Grants an unblock for whatever token was pressed.
    case grantsOnUnknownTokens
  }

  /// The app under test, built as `variant`.
  nonisolated static func bundle(_ variant: Variant = .correct) -> AppBundle {
    AppBundle(
      name: variant == .correct ? "limits" : "limits granting on unknown tokens",
      mainApp: { LimitsApp() },
      shieldConfiguration: { LimitsShieldConfiguration() },
      shieldAction: { LimitsShieldAction(variant: variant) },
      monitor: { LimitsMonitor() },
      isGenericShield: { configuration, item in
        configuration == LimitsShieldConfiguration.fallback(for: item)
      },
      conventions: ScenarioConventions(
        declaringSchemaVersion: ScenarioConventions.settingJSONSchemaVersion),
      unsupportedSteps: [.disable, .enable, .reportStatus, .readActivityData])
  }

  func userDidRequestAuthorization() {
    Task {
      do {
        try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
      } catch {
        AppDiagnostics.record("limits.authorization-failed")
      }
    }
  }

  func revokeAuthorization() {
    AuthorizationCenter.shared.revokeAuthorization { _ in }
  }

  func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) {
    save(selection, isAllowList: false, for: profile)
  }

  func familyActivityPicker(
    didSelectAllowed selection: FamilyActivitySelection, forProfile profile: String
  ) {
    save(selection, isAllowList: true, for: profile)
  }

  /// The sheet closed without a choice: the rule stays as it was.
  func familyActivityPickerDidCancel(forProfile profile: String) {}

  private func save(_ selection: FamilyActivitySelection, isAllowList: Bool, for profile: String) {
    guard var settings = LimitsSettings.loadForChange() else { return }
    let rule: LimitsSettings.Rule
    if let index = settings.rules.firstIndex(where: { $0.name == profile }) {
      settings.rules[index].selection = selection
      settings.rules[index].isAllowList = isAllowList
      rule = settings.rules[index]
    } else {
      rule = LimitsSettings.Rule(
        name: profile, selection: selection, opensLeft: LimitsSettings.opensPerDay,
        isBlocking: false, isAllowList: isAllowList)
      settings.rules.append(rule)
    }
    settings.save()
    // A rule whose shields are up shields its new selection at once.
    if rule.isBlocking || isAllowList { LimitsSettings.shield(rule) }
    backUp(rule)
  }

  func blockNow(profile: String) {
    guard var settings = LimitsSettings.loadForChange() else { return }
    guard let index = settings.rules.firstIndex(where: { $0.name == profile }) else { return }
    settings.rules[index].isBlocking = true
    settings.save()
    LimitsSettings.shield(settings.rules[index])
  }

  func unblock(profile: String) {
    guard var settings = LimitsSettings.loadForChange() else { return }
    if let index = settings.rules.firstIndex(where: { $0.name == profile }) {
      settings.rules[index].isBlocking = false
      settings.save()
    }
    LimitsSettings.store(for: profile).clearAllSettings()
  }

  func delete(profile: String) {
    guard var settings = LimitsSettings.loadForChange() else { return }
    Self.stopMonitoring(settings.rules.first { $0.name == profile }?.activities ?? [])
    LimitsSettings.store(for: profile).clearAllSettings()
    settings.rules.removeAll { $0.name == profile }
    settings.grants.removeAll { $0.rule == profile }
    settings.save()
    BackendClient.shared.remove(LimitsBackup.key(for: profile)) { _ in }
  }

  // MARK: Schedules and limits

  func schedule(profile: String, plan: MonitoringPlan) {
    guard let settings = LimitsSettings.loadForChange() else { return }
    guard let index = settings.rules.firstIndex(where: { $0.name == profile }) else { return }
    let rule = settings.rules[index]
    var events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
    if let limit = plan.limit {
      events[DeviceActivityEvent.Name("limit")] = Self.event(
        limit.items ?? rule.selection, threshold: limit.threshold,
        includesPastActivity: limit.includesPastActivity)
    }
    for event in plan.events {
      events[DeviceActivityEvent.Name(event.name)] = Self.event(
        event.items ?? rule.selection, threshold: event.threshold,
        includesPastActivity: event.includesPastActivity)
    }
    // One activity a schedule: a weekly rule on several days has one a weekday.
    let names =
      plan.schedules.count == 1
      ? ["limits.\(profile)"] : plan.schedules.indices.map { "limits.\(profile).\($0 + 1)" }
    let center = DeviceActivityCenter()
    Self.stopMonitoring(rule.activities.filter { !names.contains($0) })
    var started: [String] = []
    for (name, schedule) in zip(names, plan.schedules) {
      do {
        try center.startMonitoring(DeviceActivityName(name), during: schedule, events: events)
        started.append(name)
      } catch {
        AppDiagnostics.record("limits.schedule-refused", ["rule": profile])
      }
    }
    // A refused schedule keeps the one monitored before.
    guard !started.isEmpty else { return }
    guard var settings = LimitsSettings.loadForChange(),
      let current = settings.rules.firstIndex(where: { $0.name == profile })
    else { return }
    settings.rules[current].activities = started
    settings.rules[current].hasLimit = plan.limit != nil
    settings.save()
  }

  private static func event(
    _ selection: FamilyActivitySelection, threshold: DateComponents, includesPastActivity: Bool
  ) -> DeviceActivityEvent {
    DeviceActivityEvent(
      applications: selection.applicationTokens, categories: selection.categoryTokens,
      webDomains: selection.webDomainTokens, threshold: threshold,
      includesPastActivity: includesPastActivity)
  }

  func stopMonitoring(profile: String) {
    let settings = LimitsSettings.load()
    Self.stopMonitoring(settings.rules.first { $0.name == profile }?.activities ?? [])
  }

  /// Stops the activities; none when the list is empty (an empty list would stop them all).
  private static func stopMonitoring(_ activities: [String]) {
    guard !activities.isEmpty else { return }
    DeviceActivityCenter().stopMonitoring(activities.map { DeviceActivityName($0) })
  }

  // MARK: Application and web content settings

  func updateApplicationSettings(
    forProfile profile: String, _ update: @Sendable (inout ApplicationSettings) -> Void
  ) {
    let store = LimitsSettings.store(for: profile)
    var settings = store.application
    update(&settings)
    store.application = settings
  }

  func updateWebContentSettings(
    forProfile profile: String, _ update: @Sendable (inout WebContentSettings) -> Void
  ) {
    let store = LimitsSettings.store(for: profile)
    var settings = store.webContent
    update(&settings)
    store.webContent = settings
  }

  func updateStore(
    forProfile profile: String, _ update: @Sendable (ManagedSettingsStore) -> Void
  ) {
    update(LimitsSettings.store(for: profile))
  }

  func deleteAllStores() {
    ManagedSettingsStore.deleteStores(ManagedSettingsStore.stores)
  }

  func stopAllMonitoring() {
    DeviceActivityCenter().stopMonitoring([])
  }

  // MARK: Tokens

  func refreshTokens() {
    guard var settings = LimitsSettings.loadForChange() else {
      // The rules cannot be read before the first unlock: refresh once they can.
      AppPrivateStorage.standard.set(Data([1]), forKey: Self.refreshPendingKey)
      return
    }
    AppPrivateStorage.standard.set(nil, forKey: Self.refreshPendingKey)
    for index in settings.rules.indices {
      var selection = settings.rules[index].selection
      var applications = Array(selection.applicationTokens)
      var categories = Array(selection.categoryTokens)
      var webDomains = Array(selection.webDomainTokens)
      do {
        try ManagedSettingsStore.refresh(&applications)
        try ManagedSettingsStore.refresh(&categories)
        try ManagedSettingsStore.refresh(&webDomains)
      } catch {
        AppDiagnostics.record("limits.refresh-failed", ["rule": settings.rules[index].name])
        continue
      }
      let old = Array(selection.applicationTokens)
      selection.applicationTokens = Set(applications)
      selection.categoryTokens = Set(categories)
      selection.webDomainTokens = Set(webDomains)
      settings.rules[index].selection = selection
      // Apps the rule blocks by token get the new tokens too.
      let renamed = Dictionary(zip(old, applications), uniquingKeysWith: { first, _ in first })
      let store = LimitsSettings.store(for: settings.rules[index].name)
      if let blocked = store.application.blockedApplications {
        var application = store.application
        application.blockedApplications = Set(
          blocked.map { app in
            app.token.flatMap { renamed[$0] }.map { Application(token: $0) } ?? app
          })
        if application != store.application { store.application = application }
      }
    }
    settings.save()
    // The shields that are up carry the expired tokens: put them up again with the new ones.
    for rule in settings.rules
    where rule.isBlocking || (!rule.hasLimit && LimitsSettings.isInInterval(rule.activities)) {
      LimitsSettings.shield(rule)
    }
  }

  func tokensDidExpire(_ message: ManagedSettingsStore.TokenExpiryMessage) {
    refreshTokens()
  }

  func protectedDataDidBecomeAvailable() {
    if AppPrivateStorage.standard.data(forKey: Self.refreshPendingKey) != nil { refreshTokens() }
  }

  /// Set while a token refresh waits for the App Group to become readable.
  static let refreshPendingKey = "limits.refresh-pending"

  // MARK: Backups

  /// Uploads the rule to the app's server; a failed upload is retried by the next sync.
  private func backUp(_ rule: LimitsSettings.Rule) {
    guard let data = try? LimitsSettings.encoder.encode(LimitsBackup(rule: rule)) else { return }
    BackendClient.shared.store(data, at: LimitsBackup.key(for: rule.name)) { _ in }
  }

  /// Pushes every rule to the server.
  func sync() {
    for rule in LimitsSettings.load().rules { backUp(rule) }
  }

  /// Reads the rule back, from the server or the App Group, and puts its shields up; a backup
  /// that does not decode, or that a newer build wrote, is refused and changes nothing.
  func restore(profile: String, from source: SavedSelectionSource) {
    switch source {
    case .appGroup:
      guard let rule = LimitsSettings.load().rules.first(where: { $0.name == profile }) else {
        AppUserInterface.showError("limits.restore-failed")
        return
      }
      LimitsSettings.shield(rule)
    case .backend:
      BackendClient.shared.fetch(LimitsBackup.key(for: profile)) { result in
        guard case .success(let data?) = result,
          let backup = try? JSONDecoder().decode(LimitsBackup.self, from: data),
          backup.schemaVersion <= LimitsBackup.currentSchema
        else {
          AppUserInterface.showError("limits.restore-failed")
          return
        }
        guard var settings = LimitsSettings.loadForChange() else { return }
        settings.rules.removeAll { $0.name == profile }
        settings.rules.append(backup.rule)
        settings.save()
        LimitsSettings.shield(backup.rule)
      }
    }
  }

  func savedSelections() -> [String: FamilyActivitySelection]? {
    Dictionary(
      LimitsSettings.load().rules.map { ($0.name, $0.selection) }, uniquingKeysWith: { $1 })
  }
}
