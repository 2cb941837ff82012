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
  /// `app filters web ... for <profile>`, `app clears web filter for <profile>`.
  case filterWeb(profile: String, WebFilter)
}
