import ScreenTimeModel

/// The app's Family Controls authorization, as a process observes it.
///
/// Mirrors `FamilyControls.AuthorizationStatus`: an `Int`-backed, `Codable` enum whose raw
/// values follow the declaration order, as Swift assigns them. `approvedWithDataAccess`
/// (iOS 26.4) is a superset of `approved` that also grants non-tokenized usage data; the
/// simulated device reports it only on iOS 26.4 and later, for an app with the data-access
/// entitlement that the user approved with data access (`user approves authorization with data
/// access`). Switch over a status with a `default` branch, or treat both approved cases alike, as
/// code for a real device must.
public enum AuthorizationStatus: Int, Sendable, Hashable, Codable, CustomStringConvertible {
  /// No decision known to this process.
  case notDetermined = 0
  /// Declined, or turned off after approval.
  case denied = 1
  /// Authorized.
  case approved = 2
  /// Authorized, with access to non-tokenized activity data (iOS 26.4).
  case approvedWithDataAccess = 3

  init(_ decision: AuthorizationDecision) {
    switch decision {
    case .notDetermined: self = .notDetermined
    case .denied: self = .denied
    case .approved: self = .approved
    case .approvedWithDataAccess: self = .approvedWithDataAccess
    }
  }

  /// The case's name (`approved`, `denied`, ...), as traces and diagnostics write it.
  public var description: String {
    switch self {
    case .notDetermined: "notDetermined"
    case .denied: "denied"
    case .approved: "approved"
    case .approvedWithDataAccess: "approvedWithDataAccess"
    }
  }
}
