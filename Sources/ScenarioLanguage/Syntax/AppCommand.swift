import ScreenTimeModel

/// A step in which the main app under test acts on its own: spec section 4.2, `app …`.
public enum AppCommand: Sendable, Equatable {
  /// `app schedules <profile> daily|once|weekly ...`.
  case schedule(profile: String, ScheduleRequest)
  /// `app stops <profile>`.
  case stopMonitoring(profile: String)
  /// `app restores <profile> from backend|appgroup`.
  case restore(profile: String, from: CopyLocation)
  /// `app syncs`.
  case sync
  /// `app refreshes tokens`.
  case refreshTokens
  /// `app revokes authorization`: the app calls `revokeAuthorization`.
  case revokeAuthorization
  /// `app blocks applications <list> for <profile>`, `app blocks picked applications for
  /// <profile>`, `app unblocks applications for <profile>`.
  case blockApplications(profile: String, BlockedApplications)
  /// `app denies|allows app removal|installation for <profile>`.
  case denyAppChange(AppChange, denied: Bool, profile: String)
  /// `app filters web ... [by token] for <profile>`, `app clears web filter for <profile>`;
  /// `byToken` names domains by their tokens (`WebDomain(token:)`) instead of by name.
  case filterWeb(profile: String, WebFilter, byToken: Bool)
  /// `app shields categories <list> [except <list>] for <profile>`, `app shields all categories
  /// [except <list>] for <profile>`: the category policies of the profile's store.
  case shieldCategories(profile: String, CategoryShield)
  /// `app sets <group> <setting> <value> for <profile>`, `app clears <group> <setting> for
  /// <profile>` (`nil`).
  case setSetting(profile: String, ManagedSetting, ManagedSettingValue?)
  /// `app activates store <profile>` (`true`), `app deactivates store <profile>` (`false`):
  /// `isActive` of the profile's store (iOS 26.5).
  case activateStore(profile: String, Bool)
  /// `app deletes store <profile>`: `deleteStore()` of the profile's store (iOS 26.5).
  case deleteStore(profile: String)
  /// `app deletes all stores`: `ManagedSettingsStore.deleteStores(ManagedSettingsStore.stores)`
  /// (iOS 26.5).
  case deleteAllStores
  /// `app stops all monitoring`: `DeviceActivityCenter().stopMonitoring([])`.
  case stopAllMonitoring
  /// `app reads activity data`: the three members of `FamilyActivityData` (iOS 26.4).
  case readActivityData
}
