/// The states a step-function lane can be in.
public enum StateKind: Sendable, Codable, Equatable, Hashable, CaseIterable {
  /// The device is unlocked.
  case unlocked
  /// The device is locked.
  case locked
  /// A system version is in force (the label names it).
  case systemVersion
  /// A time zone is in force (the label names it).
  case timeZone
  /// The user has not yet answered the authorization request.
  case authorizationNotDetermined
  /// The app is authorized (the label gives the epoch of its tokens).
  case authorizationApproved
  /// The app is not authorized: declined or revoked.
  case authorizationDenied

  /// The name shown in the legend.
  public var title: String {
    switch self {
    case .unlocked: "Unlocked"
    case .locked: "Locked"
    case .systemVersion: "System version"
    case .timeZone: "Time zone"
    case .authorizationNotDetermined: "Authorization not determined"
    case .authorizationApproved: "Authorization approved"
    case .authorizationDenied: "Authorization denied"
    }
  }

  var styleName: String {
    switch self {
    case .unlocked: "unlocked"
    case .locked: "locked"
    case .systemVersion: "system-version"
    case .timeZone: "time-zone"
    case .authorizationNotDetermined: "auth-not-determined"
    case .authorizationApproved: "auth-approved"
    case .authorizationDenied: "auth-denied"
    }
  }
}
