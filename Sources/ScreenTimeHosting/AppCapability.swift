import ScreenTimeAPI

/// A feature an app may not have, which a scenario may need: declared with
/// ``AppBundle/lacking``, derived from each scenario's statements and values.
///
/// A scenario that needs a capability the app lacks is skipped, with the reason and the line
/// that needs it, in every report and in Swift Testing, instead of failing on a feature the app
/// never had. Steps the app has no method for are declared apart, as
/// ``AppBundle/unsupportedSteps``.
public enum AppCapability: String, CaseIterable, Sendable, Hashable, Comparable {
  /// Usage limits and events: `app schedules … limit …` or `… event …`.
  case usageLimits = "usage limits"
  /// Warnings before an interval's start and end and before a threshold: `… warning …`.
  case warnings
  /// Schedules that do not repeat: `app schedules <p> once …`.
  case oneOffSchedules = "one-off schedules"
  /// Schedules on chosen weekdays: `app schedules <p> weekly …`.
  case weeklySchedules = "weekly schedules"
  /// Refreshing tokens (iOS 26.5): `app refreshes tokens`, or tokens that expire on 26.5 or later.
  case tokenRefresh = "token refresh"
  /// More than one profile on at a time: blocked now or inside a scheduled interval together.
  case concurrentSessions = "several sessions at once"
  /// Changing a profile's selection or schedule while it is on.
  case editsDuringSession = "edits while a session is on"
  /// Shielding activity categories: `user picks … categories …`.
  case categoryShields = "category shields"
  /// Shielding web domains: `user picks … web …`.
  case webShields = "web shields"
  /// Allow-lists: `user picks … as allow-list`.
  case allowLists = "allow-lists"
  /// The store's application settings: `app blocks applications …`, `app denies app removal …`.
  case applicationSettings = "application settings"
  /// The store's web content settings: `app filters web …`.
  case webContentSettings = "web content settings"
  /// The store's other settings groups: `app sets <group> …`, `app clears <group> …`.
  case settingsGroups = "settings groups"
  /// Category policies with exceptions the app writes itself: `app shields … categories …`.
  case categoryPolicies = "category policies"
  /// Activating, deactivating and deleting stores (iOS 26.5): `app deactivates store …`, `app
  /// deletes store …`, `app deletes all stores`.
  case storeLifecycle = "store lifecycle"
  /// Approval with data access and `FamilyActivityData` (iOS 26.4): `… approves authorization
  /// with data access`, `app reads activity data`; the app needs the data-access entitlement.
  case dataAccess = "data access"

  /// Orders capabilities as they are declared, so that a sorted set of them, such as
  /// `lacking.sorted()`, lists them in a fixed order.
  public static func < (lhs: AppCapability, rhs: AppCapability) -> Bool {
    allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
  }
}
