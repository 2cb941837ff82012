import Foundation
import ScreenTimeAPI

extension ReferenceMainApp {
  // MARK: - Picking

  /// The user picked for `profile`: save everywhere, then bring enforcement up to date.
  ///
  /// An empty result (the picker fault) keeps the old selection and surfaces `picker.empty`.
  func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) {
    guard
      !selection.applicationTokens.isEmpty || !selection.categoryTokens.isEmpty
        || !selection.webDomainTokens.isEmpty
    else {
      AppUserInterface.showError("picker.empty")
      return
    }
    var record = record(named: profile)
    let previousStore = record.selection == nil ? nil : store(for: record)
    let wasEnforcing = previousStore != nil && isEnforcing(record)
    record.selection = selection
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
    if record.isMonitoring, record.plan?.limit != nil { register(record) }
    if wasEnforcing { submitShields(of: record) }
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

  func schedule(profile: String, plan: MonitoringPlan) {
    var record = record(named: profile)
    DeviceActivityCenter().stopMonitoring(record.activityNames)
    record.plan = StoredPlan(plan)
    record.isMonitoring = true
    storage.save(record)
    publishIndex()
    if !register(record) {
      record.isMonitoring = false
      storage.save(record)
    }
  }

  func stopMonitoring(profile: String) {
    guard var record = storage.profile(named: profile) else { return }
    DeviceActivityCenter().stopMonitoring(record.activityNames)
    record.isMonitoring = false
    storage.save(record)
  }

  /// Registers every activity of the profile's plan; on an error, none stays registered.
  @discardableResult
  func register(_ record: ProfileRecord) -> Bool {
    guard let plan = record.plan else { return false }
    let center = DeviceActivityCenter()
    var events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
    if let threshold = plan.limit {
      let items = plan.limitItems ?? record.selection ?? FamilyActivitySelection()
      events[DeviceActivityEvent.Name("limit")] = DeviceActivityEvent(
        applications: items.applicationTokens, categories: items.categoryTokens,
        webDomains: items.webDomainTokens, threshold: threshold)
    }
    let names = record.activityNames
    for (name, schedule) in zip(names, plan.schedules) {
      do {
        try center.startMonitoring(name, during: schedule.schedule, events: events)
      } catch {
        center.stopMonitoring(names)
        AppUserInterface.showError("monitoring.\(error.name)")
        Log.record("monitoring.failed", ["profile": record.profileID, "error": error.name])
        return false
      }
    }
    return true
  }
}
