import Foundation
import ScreenTimeAPI
import ScreenTimeHosting

extension ReferenceMainApp {
  // MARK: - Picking

  /// The user picked for `profile`: save everywhere, then bring enforcement up to date.
  ///
  /// An empty result (the picker fault) keeps the old selection and surfaces `picker.empty`.
  func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) {
    save(selection, forProfile: profile, isAllowList: false)
  }

  /// The user picked the apps and sites an allow-list profile leaves usable.
  func familyActivityPicker(
    didSelectAllowed selection: FamilyActivitySelection, forProfile profile: String
  ) {
    save(selection, forProfile: profile, isAllowList: true)
  }

  private func save(
    _ selection: FamilyActivitySelection, forProfile profile: String, isAllowList: Bool
  ) {
    guard
      !selection.applicationTokens.isEmpty || !selection.categoryTokens.isEmpty
        || !selection.webDomainTokens.isEmpty
    else {
      AppUserInterface.showError("picker.empty")
      return
    }
    var record = record(named: profile)
    let wasEnforcing = isEnforcing(record)
    let previous = record.selection
    record.selection = selection
    record.isAllowList = isAllowList
    applyTokenKeying(to: &record)
    record.revision += 1
    record.state = .ready
    record.reselectionReason = nil
    record.lastPickAt = DeviceClock.now
    storage.save(record)
    var fields: KeyValuePairs<String, String> = [
      "profile": record.profileID, "revision": String(record.revision),
    ]
    if mistakes.contains(.logTokens),
      let token = selection.applicationTokens.min(by: { Log.base64($0) < Log.base64($1) })
    {
      fields = [
        "profile": record.profileID, "revision": String(record.revision),
        "token": Log.base64(token),
      ]
    }
    Log.record("selection.saved", fields)
    publish(record)
    upload(record)
    if record.isMonitoring, record.plan?.hasUsageEvents == true { register(record) }
    if wasEnforcing { submitShields(of: record) }
    if let previous { rewriteTokenSettings(of: record, from: previous, to: selection) }
  }

  /// The picker was dismissed: nothing changes.
  func familyActivityPickerDidCancel(forProfile profile: String) {}

  // MARK: - Blocking by hand

  func blockNow(profile: String) {
    guard var record = storage.profile(named: profile), record.state == .ready else { return }
    record.isBlockedByHand = true
    storage.save(record)
    submitShields(of: record)
    publishIndex()
  }

  func unblock(profile: String) {
    guard var record = storage.profile(named: profile) else { return }
    record.isBlockedByHand = false
    storage.save(record)
    clearShields(of: record)
    publishIndex()
  }

  // MARK: - Disable, enable, delete

  func disable(profile: String) {
    guard var record = storage.profile(named: profile), record.state != .deleted else { return }
    DeviceActivityCenter().stopMonitoring(record.activityNames)
    clearShields(of: record)
    if case .needsReselection(let reason) = record.state { record.reselectionReason = reason }
    record.state = .disabled
    record.isBlockedByHand = false
    storage.save(record)
    publishIndex()
  }

  func enable(profile: String) {
    guard var record = storage.profile(named: profile), record.state == .disabled else { return }
    if let reason = record.reselectionReason {
      record.state = .needsReselection(reason: reason)
    } else {
      record.state = record.selection == nil ? .none : .ready
    }
    record.reselectionReason = nil
    storage.save(record)
    publishIndex()
    if record.isMonitoring { register(record) }
  }

  func delete(profile: String) {
    guard var record = storage.profile(named: profile), record.state != .deleted else { return }
    DeviceActivityCenter().stopMonitoring(record.activityNames)
    let store = store(for: record)
    clearShields(of: record)
    if OSAvailability.isAvailable(iOS: 26, 5), !mistakes.contains(.clearAllStores) {
      store.deleteStore()
    }
    try? SharedContainer.removeSelection(of: record.profileID)
    BackendClient.shared.remove(SavedProfileSelection.key(for: record.profileID)) { _ in }
    record.state = .deleted
    record.selection = nil
    record.isMonitoring = false
    record.isBlockedByHand = false
    storage.save(record)
    publishIndex()
  }

  // MARK: - Schedules

  /// `app schedules`: registers the new plan over the profile's current one.
  ///
  /// Nothing is stopped first: `startMonitoring` replaces an activity of the same name and
  /// refuses a bad schedule before changing anything, so a plan the system refuses (for example
  /// `intervalTooShort`) leaves the working schedule registered and saved.
  func schedule(profile: String, plan: MonitoringPlan) {
    let previous = record(named: profile)
    var record = previous
    record.plan = StoredPlan(plan)
    record.isMonitoring = true
    storage.save(record)
    publishIndex()
    let wasRegistered = previous.isMonitoring && previous.state != .disabled
    guard register(record, restoring: wasRegistered ? previous : nil) else {
      storage.save(previous)
      publishIndex()
      return
    }
    // The old plan's activities the new one does not reuse (a weekly plan with fewer days).
    let leftovers = previous.activityNames.filter { !record.activityNames.contains($0) }
    if wasRegistered, !leftovers.isEmpty { DeviceActivityCenter().stopMonitoring(leftovers) }
  }

  /// Registers again the plans of monitored profiles whose activities the system dropped.
  ///
  /// Monitoring can stop while the app is not opened; a plan is registered again when it still
  /// has an interval ahead (a finished one-off plan is left alone), and shields such a profile
  /// left up past an end the monitor never heard of are lifted unless the schedule says they
  /// apply now.
  func registerMissingActivities() {
    guard AuthorizationCenter.shared.authorizationStatus == .approved else { return }
    let registered = Set(DeviceActivityCenter().activities)
    for record in storage.profiles where record.isMonitoring && record.state == .ready {
      guard let plan = record.plan, !record.activityNames.contains(where: registered.contains),
        plan.schedules.contains(where: { $0.schedule.nextInterval != nil })
      else { continue }
      if !isEnforcing(record), ProfileStores.isShielding(store(for: record)) {
        clearShields(of: record)
      }
      register(record)
    }
  }

  func stopMonitoring(profile: String) {
    guard var record = storage.profile(named: profile) else { return }
    DeviceActivityCenter().stopMonitoring(record.activityNames)
    record.isMonitoring = false
    storage.save(record)
  }

  /// Registers every activity of the profile's plan, replacing what those names held.
  ///
  /// On an error, the activities this call already replaced get the schedules and events of
  /// `previous` back when it was registered, and are stopped otherwise, so the profile is left as
  /// it was; the error is surfaced as `monitoring.<case>`.
  @discardableResult
  func register(_ record: ProfileRecord, restoring previous: ProfileRecord? = nil) -> Bool {
    guard let plan = record.plan else { return false }
    let center = DeviceActivityCenter()
    let names = record.activityNames
    for (index, (name, schedule)) in zip(names, plan.schedules).enumerated() {
      do {
        try center.startMonitoring(name, during: schedule.schedule, events: usageEvents(of: record))
      } catch {
        restore(names[..<index], to: previous)
        AppUserInterface.showError("monitoring.\(error.name)")
        Log.record("monitoring.failed", ["profile": record.profileID, "error": error.name])
        return false
      }
    }
    return true
  }

  /// Puts `names` back as `previous` registered them, or stops those it did not register.
  private func restore(_ names: ArraySlice<DeviceActivityName>, to previous: ProfileRecord?) {
    let center = DeviceActivityCenter()
    let earlier = previous.flatMap { previous in
      previous.plan.map { Dictionary(zip(previous.activityNames, $0.schedules)) { a, _ in a } }
    }
    for name in names {
      if let previous, let schedule = earlier?[name] {
        try? center.startMonitoring(
          name, during: schedule.schedule, events: usageEvents(of: previous))
      } else {
        center.stopMonitoring([name])
      }
    }
  }

  /// The usage events of the profile's plan: the limit and the other events, each over its
  /// own items or the profile's selection.
  func usageEvents(of record: ProfileRecord) -> [DeviceActivityEvent.Name: DeviceActivityEvent] {
    var events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
    guard let plan = record.plan else { return events }
    let selection = record.selection ?? FamilyActivitySelection()
    func event(
      _ items: FamilyActivitySelection?, _ threshold: DateComponents, _ includesPast: Bool
    ) -> DeviceActivityEvent {
      let items = items ?? selection
      // The five-argument initializer exists from iOS 17.4; only ask for it when needed.
      guard includesPast else {
        return DeviceActivityEvent(
          applications: items.applicationTokens, categories: items.categoryTokens,
          webDomains: items.webDomainTokens, threshold: threshold)
      }
      return DeviceActivityEvent(
        applications: items.applicationTokens, categories: items.categoryTokens,
        webDomains: items.webDomainTokens, threshold: threshold, includesPastActivity: true)
    }
    if let threshold = plan.limit {
      events[DeviceActivityEvent.Name("limit")] = event(
        plan.limitItems, threshold, plan.limitIncludesPastActivity ?? false)
    }
    for notice in plan.events ?? [] {
      events[DeviceActivityEvent.Name(notice.name)] = event(
        notice.items, notice.threshold, notice.includesPastActivity)
    }
    return events
  }
}
