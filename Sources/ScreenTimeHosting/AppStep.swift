import ScreenTimeAPI

/// A kind of scenario step that reaches the main app's code, named after the ``ScreenTimeApp``
/// requirement it calls.
///
/// A step whose requirement the app did not implement fails at that step, naming the step and
/// the method. An app that has no such feature declares the step unsupported
/// (``AppBundle/unsupportedSteps``); scenarios that use it are then skipped, with the reason,
/// instead of run.
public enum AppStep: String, CaseIterable, Sendable, Hashable {
  /// `user approves authorization` and the other prompt steps.
  case requestAuthorization
  /// `app revokes authorization`.
  case revokeAuthorization
  /// `user picks <profile> ...`.
  case pick
  /// `user picks <profile> ... as allow-list`.
  case pickAllowList
  /// `user cancels picker <profile>`.
  case cancelPicker
  /// `user blocks <profile> now`.
  case blockNow
  /// `user unblocks <profile>`.
  case unblock
  /// `user disables <profile>`.
  case disable
  /// `user enables <profile>`.
  case enable
  /// `user deletes <profile>`.
  case delete
  /// `app schedules <profile> ...`.
  case schedule
  /// `app stops <profile>`.
  case stopMonitoring
  /// `app restores <profile> from backend|appgroup`.
  case restore
  /// `app syncs`.
  case sync
  /// `app refreshes tokens`.
  case refreshTokens
  /// `app blocks|unblocks applications ...`, `app denies|allows app removal|installation ...`.
  case applicationSettings
  /// `app filters web ...`, `app clears web filter ...`.
  case webContentSettings
  /// `app sets <group> ...`, `app clears <group> ...`, `app shields ... categories ...`, `app
  /// activates|deactivates store ...`, `app deletes store ...`.
  case store
  /// `app deletes all stores`.
  case deleteAllStores
  /// `app stops all monitoring`.
  case stopAllMonitoring
  /// `app reads activity data`.
  case readActivityData
  /// `expect profile <p> <state>`: the app reports its own state for a profile.
  case reportStatus
  /// `expect token <alias> stale|current`, `app blocks picked applications ...`: the app
  /// reports the selections it saved.
  case reportSelections

  /// The ``ScreenTimeApp`` requirement the step calls, as Swift names it.
  public var method: String {
    switch self {
    case .requestAuthorization: "userDidRequestAuthorization()"
    case .revokeAuthorization: "revokeAuthorization()"
    case .pick: "familyActivityPicker(didSelect:forProfile:)"
    case .pickAllowList: "familyActivityPicker(didSelectAllowed:forProfile:)"
    case .cancelPicker: "familyActivityPickerDidCancel(forProfile:)"
    case .blockNow: "blockNow(profile:)"
    case .unblock: "unblock(profile:)"
    case .disable: "disable(profile:)"
    case .enable: "enable(profile:)"
    case .delete: "delete(profile:)"
    case .schedule: "schedule(profile:plan:)"
    case .stopMonitoring: "stopMonitoring(profile:)"
    case .restore: "restore(profile:from:)"
    case .sync: "sync()"
    case .refreshTokens: "refreshTokens()"
    case .applicationSettings: "updateApplicationSettings(forProfile:_:)"
    case .webContentSettings: "updateWebContentSettings(forProfile:_:)"
    case .store: "updateStore(forProfile:_:)"
    case .deleteAllStores: "deleteAllStores()"
    case .stopAllMonitoring: "stopAllMonitoring()"
    case .readActivityData: "readActivityData()"
    case .reportStatus: "reportedStatus(ofProfile:)"
    case .reportSelections: "savedSelections()"
    }
  }

  /// What the method must do for the scenarios that call it to hold.
  public var contract: String {
    switch self {
    case .requestAuthorization:
      "call `AuthorizationCenter.shared.requestAuthorization(for:)` (`.individual`, or `.child` "
        + "for `member child`), from a task; the step answers the prompt it shows"
    case .revokeAuthorization:
      "call `AuthorizationCenter.shared.revokeAuthorization(completionHandler:)`"
    case .pick:
      "save the selection for the profile (creating it if new) and apply it as the profile's "
        + "rules say; the tokens are the ones the system hands out now"
    case .pickAllowList:
      "save the selection as the profile's exceptions: the profile shields every app and site "
        + "except these (`.all(except:)` policies)"
    case .cancelPicker:
      "leave the profile's saved selection as it was (an empty implementation is an answer)"
    case .blockNow:
      "shield the profile's saved selection now, in the store the app keeps for the profile"
    case .unblock:
      "remove the profile's shields now, leaving other profiles' settings alone"
    case .disable:
      "stop the profile (its shields and its monitoring) without deleting its saved selection"
    case .enable: "resume a disabled profile as it was before"
    case .delete:
      "delete the profile: its store's settings, its monitored activity and its saved data"
    case .schedule:
      "call `DeviceActivityCenter().startMonitoring` with the plan's schedules and events (a "
        + "usage event named `limit` for the plan's limit); the monitor extension shields the "
        + "profile inside the interval or once the limit is reached"
    case .stopMonitoring: "call `DeviceActivityCenter().stopMonitoring` for the profile's activity"
    case .restore:
      "read the profile's saved selection from the backend or the App Group, decode it, and "
        + "apply it; a copy that fails to decode must not be applied or reported as token expiry"
    case .sync:
      "pull every profile from the backend and refresh the copies the extensions read"
    case .refreshTokens:
      "call `ManagedSettingsStore.refresh(_:)` (26.5+) and save the tokens it returns"
    case .applicationSettings:
      "apply `update` to the `application` group of the store the app keeps for the profile"
    case .webContentSettings:
      "apply `update` to the `webContent` group of the store the app keeps for the profile"
    case .store:
      "apply `update` to the store the app keeps for the profile (it sets a settings group, "
        + "category policies, `isActive`, or deletes the store)"
    case .deleteAllStores:
      "call `ManagedSettingsStore.deleteStores(ManagedSettingsStore.stores)` (26.5+)"
    case .stopAllMonitoring: "call `DeviceActivityCenter().stopMonitoring([])`"
    case .readActivityData:
      "read `FamilyActivityData.shared`'s `installedApplications`, `visitedWebDomains` and "
        + "`activityCategories` (26.4+), from a task"
    case .reportStatus:
      "return the profile's state as the app saved it (`nil` for a profile it does not know), "
        + "read on a fresh instance without acting"
    case .reportSelections:
      "return every saved selection by profile name, read on a fresh instance without acting"
    }
  }
}

/// Where the default implementations of ``ScreenTimeApp`` note that they were reached, so that
/// the host can tell a step the app handles from one it left to the default.
package enum DefaultImplementations {
  /// The log of the call the host is making now.
  @TaskLocal package static var log: DefaultImplementationLog?

  /// Notes that the default implementation of `step`'s requirement ran.
  static func reached(_ step: AppStep) {
    log?.reached.insert(step)
  }

  /// Runs `body` and says whether the app implements `step`'s requirement: whether `body` ran
  /// without reaching that requirement's default.
  package static func probing<Value>(_ step: AppStep, _ body: () -> Value) -> (
    value: Value, implemented: Bool
  ) {
    let log = DefaultImplementationLog()
    let value = $log.withValue(log) { body() }
    return (value, !log.reached.contains(step))
  }
}

/// The requirements whose defaults ran during one call into the app.
package final class DefaultImplementationLog: @unchecked Sendable {
  // Confined to the simulation's thread, like the device that uses it.
  fileprivate(set) var reached: Set<AppStep> = []
}
