import Foundation
import ScreenTimeAPI
import ScreenTimeHosting

/// The reference app's main app: the recommended design of reference-app.md §1–2.
final class ReferenceMainApp: ScreenTimeApp {
  let configuration: ReferenceConfiguration
  let storage = AppStorage()
  /// Whether a request has succeeded in this process, so that its status is real.
  var hasLearnedStatus = false

  init(configuration: ReferenceConfiguration) {
    self.configuration = configuration
  }

  var mistakes: Set<Mistake> { configuration.mistakes }

  // MARK: - Observation

  func reportedStatus(ofProfile profile: String) -> ProfileReport? {
    storage.profile(named: profile)?.state.report
  }

  func savedSelections() -> [String: FamilyActivitySelection]? {
    var selections: [String: FamilyActivitySelection] = [:]
    for record in storage.profiles {
      if let selection = record.selection { selections[record.name] = selection }
    }
    return selections
  }

  // MARK: - Lifecycle

  func applicationDidBecomeActive() {
    Task { await becomeActive() }
  }

  /// The foreground check of reference-app.md §2, in order: authorization first.
  private func becomeActive() async {
    await checkAuthorization()
    checkPersistentMismatch()
    pushQueuedUploads()
    pull(surfacingErrors: false)
    publishSnapshot()
    registerMissingActivities()
  }

  // MARK: - Profiles

  /// The record for `name`, created (with a new identifier) when the profile is new.
  func record(named name: String) -> ProfileRecord {
    storage.profile(named: name)
      ?? ProfileRecord(name: name, profileID: DeviceRandom.uuid().uuidString.lowercased())
  }

  /// Keys the profile by its selection's first token: the `token-as-id` mistake.
  ///
  /// The identifier then changes whenever the tokens do, and the store, activity and copies
  /// kept under the old one are orphaned.
  func applyTokenKeying(to record: inout ProfileRecord) {
    guard mistakes.contains(.tokenAsID), let selection = record.selection else { return }
    let tokens =
      selection.applicationTokens.map(Log.base64) + selection.webDomainTokens.map(Log.base64)
      + selection.categoryTokens.map(Log.base64)
    if let first = tokens.min() { record.profileID = first }
  }

  /// Writes a profile's copy and the index to the App Group, where the extensions read them.
  func publish(_ record: ProfileRecord) {
    var isWritten = true
    if let selection = record.selection, record.state != .deleted {
      isWritten = writeCopy(of: record, selection)
    }
    isWritten = writeIndex() && isWritten
    if !isWritten { appGroupWriteFailed(profiles: [record.profileID]) }
  }

  /// Writes the App Group index of every profile.
  func publishIndex() {
    if !writeIndex() { appGroupWriteFailed(profiles: []) }
  }

  /// Rewrites the App Group snapshot of every profile; a snapshot still owed is then settled.
  func publishSnapshot() {
    var failed: [String] = []
    for record in storage.profiles where record.state != .deleted {
      if let selection = record.selection, !writeCopy(of: record, selection) {
        failed.append(record.profileID)
      }
    }
    if !writeIndex() || !failed.isEmpty {
      appGroupWriteFailed(profiles: failed)
    } else if storage.owesAppGroupSnapshot {
      storage.owesAppGroupSnapshot = false
    }
  }

  /// Data-protected files became readable: write the snapshot a locked container refused.
  func protectedDataDidBecomeAvailable() {
    if storage.owesAppGroupSnapshot { publishSnapshot() }
  }

  private func writeCopy(of record: ProfileRecord, _ selection: FamilyActivitySelection) -> Bool {
    do {
      try SharedContainer.writeSelection(
        SavedProfileSelection(profileID: record.profileID, selection: selection))
      return true
    } catch {
      return false
    }
  }

  private func writeIndex() -> Bool {
    do {
      try SharedContainer.writeIndex(storage.encodedIndex())
      return true
    } catch {
      return false
    }
  }

  /// The App Group refused a write (it is unreadable until the first unlock after a restart):
  /// the whole snapshot is owed, written again when the container becomes readable or the app
  /// next comes to the foreground, and the failure is logged and shown, never swallowed.
  private func appGroupWriteFailed(profiles: [String]) {
    storage.owesAppGroupSnapshot = true
    if profiles.isEmpty { Log.record("appgroup.unavailable") }
    for profile in profiles { Log.record("appgroup.unavailable", ["profile": profile]) }
    AppUserInterface.showError("appgroup.unavailable")
  }

  /// The profile's store; the `clear-all-stores` mistake shares the default store.
  func store(for record: ProfileRecord) -> ManagedSettingsStore {
    ProfileStores.store(forProfile: record.profileID, mistakes: mistakes)
  }

  /// Assigns the profile's shields: apps, categories and web domains (nil for empty sets).
  func submitShields(of record: ProfileRecord) {
    guard let selection = record.selection else { return }
    // Before iOS 16 there are no named stores: the write is refused as api.unavailable.
    guard mistakes.contains(.clearAllStores) || OSAvailability.isAvailable(iOS: 16) else {
      _ = store(for: record)
      return
    }
    ShieldSubmission.submit(
      selection, to: store(for: record), merging: mistakes.contains(.clearAllStores),
      allowing: record.isAllowList)
    Log.record(
      "shield.submitted", ["profile": record.profileID, "revision": String(record.revision)])
  }

  /// Removes the profile's shields, and any application or web content settings it set.
  func clearShields(of record: ProfileRecord) {
    let store = store(for: record)
    if mistakes.contains(.clearAllStores)
      || (configuration.options.contains(.clearsAllSettings) && OSAvailability.isAvailable(iOS: 16))
    {
      store.clearAllSettings()
      return
    }
    store.shield = ShieldSettings()
    var application = store.application
    if application.blockedApplications != nil || application.denyAppRemoval != nil
      || application.denyAppInstallation != nil
    {
      application.blockedApplications = nil
      application.denyAppRemoval = nil
      application.denyAppInstallation = nil
      store.application = application
    }
    var webContent = store.webContent
    if webContent.blockedByFilter != nil {
      webContent.blockedByFilter = nil
      store.webContent = webContent
    }
    ProfileStores.clearSettingsGroups(of: store)
  }

  /// Whether the profile's shields should be up now, decided from its own schedule and the clock.
  ///
  /// Reading the store back is not enough: after a revocation swallowed an interval's end, the
  /// store still lists the void tokens of that interval. A profile blocked by hand enforces; a
  /// monitored one enforces inside an interval of its plan: a downtime throughout, a usage limit
  /// once the monitor shielded at its threshold, which the store of a profile that did not need
  /// a new pick shows.
  func isEnforcing(_ record: ProfileRecord) -> Bool {
    if record.isBlockedByHand { return true }
    guard record.isMonitoring, record.state != .disabled, record.state != .deleted,
      let plan = record.plan
    else { return false }
    let now = DeviceClock.now
    let isInside = plan.schedules.contains { schedule in
      schedule.schedule.nextInterval.map { $0.start <= now && now < $0.end } ?? false
    }
    guard isInside else { return false }
    return plan.limit == nil
      || (record.state == .ready && ProfileStores.isShielding(store(for: record)))
  }
}

/// Writing a selection into a store's shield settings.
enum ShieldSubmission {
  /// Assigns the apps, categories and web domains of `selection` in one write.
  ///
  /// The whole `shield` value is assigned at once, so a process killed around it leaves either
  /// the old shields or the new ones, never half of each. With `merging`, the new tokens are
  /// added to what the store already holds (the shared store of the `clear-all-stores`
  /// mistake, so that one profile's start keeps another's). With `allowing`, the selection is
  /// an allow-list: every app and web domain is shielded through `.all(except:)` but the
  /// selection's (categories cannot be excepted, so the chosen ones count only through
  /// `entire-categories`).
  static func submit(
    _ selection: FamilyActivitySelection, to store: ManagedSettingsStore, merging: Bool,
    allowing: Bool = false
  ) {
    if allowing {
      var shield = ShieldSettings()
      shield.applicationCategories = .all(except: selection.applicationTokens)
      shield.webDomainCategories = .all(except: selection.webDomainTokens)
      store.shield = shield
      return
    }
    var applications = selection.applicationTokens
    var categories = selection.categoryTokens
    var webDomains = selection.webDomainTokens
    if merging {
      let current = store.shield
      applications.formUnion(current.applications ?? [])
      webDomains.formUnion(current.webDomains ?? [])
      if case .specific(let existing, _)? = current.applicationCategories {
        categories.formUnion(existing)
      }
    }
    var shield = ShieldSettings()
    shield.applications = applications.isEmpty ? nil : applications
    shield.applicationCategories = categories.isEmpty ? nil : .specific(categories)
    shield.webDomains = webDomains.isEmpty ? nil : webDomains
    shield.webDomainCategories = categories.isEmpty ? nil : .specific(categories)
    store.shield = shield
  }
}
