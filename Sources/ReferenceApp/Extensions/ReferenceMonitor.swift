import Foundation
import ScreenTimeAPI

/// The reference app's monitor extension (reference-app.md §3).
///
/// It reads the App Group only and never the network; it checks each start and threshold
/// against the activity's current interval, so a late or repeated callback changes nothing;
/// doing the same start twice changes nothing; and it writes only its own profile's store.
final class ReferenceMonitor: DeviceActivityMonitor {
  let configuration: ReferenceConfiguration
  var mistakes: Set<Mistake> { configuration.mistakes }

  init(configuration: ReferenceConfiguration) {
    self.configuration = configuration
  }

  override func intervalDidStart(for activity: DeviceActivityName) {
    let callback = "intervalDidStart"
    guard let summary = lookUp(activity, callback) else { return }
    if !mistakes.contains(.skipStaleCheck), !isInsideCurrentInterval(activity) {
      Log.record("callback.stale", ["profile": summary.profileID, "callback": callback])
      return
    }
    if mistakes.contains(.networkInMonitor) {
      downloadAndShield(summary)
      return
    }
    switch SharedContainer.readSelection(of: summary.profileID) {
    case .failure(.unreadable):
      Log.record("profile.missing", ["profile": summary.profileID, "callback": callback])
    case .failure(.decodeFailed(let reason)):
      Log.record("selection.decode-failed", ["profile": summary.profileID, "reason": reason])
    case .failure(.unsupportedSchema(let version)):
      Log.record(
        "selection.schema-unsupported",
        ["profile": summary.profileID, "version": String(version)])
    case .success(let saved):
      if !summary.hasLimit { submit(saved.selection, for: summary) }
      Log.record(
        "schedule.start",
        ["profile": summary.profileID, "revision": String(summary.revision), "decoded": "true"])
    }
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    let callback = "intervalDidEnd"
    guard let summary = lookUp(activity, callback, acceptingDisabled: true) else { return }
    if isInsideCurrentInterval(activity) {
      // A late end arriving after the next interval began must not lift that interval's shields.
      Log.record("callback.stale", ["profile": summary.profileID, "callback": callback])
      return
    }
    if !summary.isBlockedByHand {
      if mistakes.contains(.clearAllStores) {
        ManagedSettingsStore().clearAllSettings()
      } else if configuration.options.contains(.clearsAllSettings),
        OSAvailability.isAvailable(iOS: 16)
      {
        ManagedSettingsStore(named: .init("profile.\(summary.profileID)")).clearAllSettings()
      } else {
        ManagedSettingsStore(named: .init("profile.\(summary.profileID)")).shield = ShieldSettings()
      }
    }
    Log.record(
      "schedule.end",
      ["profile": summary.profileID, "revision": String(summary.revision), "decoded": "false"])
  }

  override func eventDidReachThreshold(
    _ event: DeviceActivityEvent.Name, activity: DeviceActivityName
  ) {
    let callback = "eventDidReachThreshold"
    guard event.rawValue == "limit" else {
      // Events other than the limit are notices (a 15-minute warning, say): they shield nothing.
      logWarning(activity, callback, event: event)
      return
    }
    guard let summary = lookUp(activity, callback) else { return }
    guard isInsideCurrentInterval(activity) else {
      Log.record("callback.stale", ["profile": summary.profileID, "callback": callback])
      return
    }
    switch SharedContainer.readSelection(of: summary.profileID) {
    case .success(let saved):
      submit(saved.selection, for: summary)
    case .failure(let failure):
      Log.record(
        failure == .unreadable(source: "appgroup") ? "profile.missing" : failure.code,
        ["profile": summary.profileID, "callback": callback])
    }
  }

  override func intervalWillStartWarning(for activity: DeviceActivityName) {
    logWarning(activity, "intervalWillStartWarning")
  }

  override func intervalWillEndWarning(for activity: DeviceActivityName) {
    logWarning(activity, "intervalWillEndWarning")
  }

  override func eventWillReachThresholdWarning(
    _ event: DeviceActivityEvent.Name, activity: DeviceActivityName
  ) {
    // The limit's warning names no event: it is the profile's one limit.
    logWarning(
      activity, "eventWillReachThresholdWarning", event: event.rawValue == "limit" ? nil : event)
  }

  // MARK: - Helpers

  /// The profile an activity belongs to, or `nil` (logged) when it cannot be used now.
  private func lookUp(
    _ activity: DeviceActivityName, _ callback: String, acceptingDisabled: Bool = false
  ) -> ProfileSummary? {
    let profileID = Self.profileID(of: activity)
    let summaries: [ProfileSummary]
    do {
      summaries = try SharedContainer.readIndex()
    } catch {
      Log.record("appgroup.unavailable", ["profile": profileID, "callback": callback])
      return nil
    }
    guard let summary = summaries.first(where: { $0.profileID == profileID }),
      summary.state == "ready" || summary.state == "needs-reselection"
        || (acceptingDisabled && summary.state == "disabled")
    else {
      Log.record("profile.missing", ["profile": profileID, "callback": callback])
      return nil
    }
    return summary
  }

  /// `profile.<id>` or `profile.<id>.<n>` → `<id>`.
  static func profileID(of activity: DeviceActivityName) -> String {
    if activity.rawValue.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII, read byte by byte (every callback reads it): only 0-9 are numbers there.
      var bytes = activity.rawValue.utf8[...]
      if bytes.starts(with: "profile.".utf8) { bytes = bytes.dropFirst("profile.".utf8.count) }
      if let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
        bytes[bytes.index(after: dot)...].allSatisfy({ (0x30...0x39).contains($0) })
      {
        bytes = bytes[..<dot]
      }
      return String(Substring(bytes))
    }
    var name = activity.rawValue
    if name.hasPrefix("profile.") { name.removeFirst("profile.".count) }
    if let dot = name.lastIndex(of: "."), name[name.index(after: dot)...].allSatisfy(\.isNumber) {
      name = String(name[..<dot])
    }
    return name
  }

  /// Whether the clock is inside the activity's interval in progress.
  private func isInsideCurrentInterval(_ activity: DeviceActivityName) -> Bool {
    guard let interval = DeviceActivityCenter().schedule(for: activity)?.nextInterval else {
      return false
    }
    let now = DeviceClock.now
    return interval.start <= now && now < interval.end
  }

  private func submit(_ selection: FamilyActivitySelection, for summary: ProfileSummary) {
    let store = ProfileStores.store(forProfile: summary.profileID, mistakes: mistakes)
    ShieldSubmission.submit(
      selection, to: store, merging: mistakes.contains(.clearAllStores),
      allowing: summary.isAllowList)
  }

  /// The `network-in-monitor` mistake: fetch the selection from the backend at interval start.
  private func downloadAndShield(_ summary: ProfileSummary) {
    BackendClient.shared.fetch(SavedProfileSelection.key(for: summary.profileID)) { result in
      guard case .success(let data?) = result,
        let saved = try? SavedProfileSelection.decode(data)
      else { return }
      if !summary.hasLimit { self.submit(saved.selection, for: summary) }
      Log.record(
        "schedule.start",
        ["profile": summary.profileID, "revision": String(summary.revision), "decoded": "true"])
    }
  }

  private func logWarning(
    _ activity: DeviceActivityName, _ callback: String, event: DeviceActivityEvent.Name? = nil
  ) {
    let profile = Self.profileID(of: activity)
    guard let event else {
      Log.record("schedule.warning", ["profile": profile, "callback": callback])
      return
    }
    Log.record(
      "schedule.warning", ["profile": profile, "callback": callback, "event": event.rawValue])
  }
}
