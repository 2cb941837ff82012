/// The app's Family Controls authorization, as a process observes it.
///
/// Mirrors `FamilyControls.AuthorizationStatus`: an `Int`-backed, `Codable` enum whose raw
/// values follow the declaration order, as Swift assigns them. `approvedWithDataAccess`
/// (iOS 26.4) is a superset of `approved` that also grants non-tokenized usage data; the
/// simulated device has no data-access grant, so no status it reports is ever
/// `approvedWithDataAccess`, on any OS version. Switch over a status with a `default` branch, or
/// treat both approved cases alike, as code for a real device must.
public enum AuthorizationStatus: Int, Sendable, Hashable, Codable, CustomStringConvertible {
  /// No decision known to this process.
  case notDetermined = 0
  /// Declined, or turned off after approval.
  case denied = 1
  /// Authorized.
  case approved = 2
  /// Authorized, with access to non-tokenized activity data (iOS 26.4).
  case approvedWithDataAccess = 3

  public var description: String {
    switch self {
    case .notDetermined: "notDetermined"
    case .denied: "denied"
    case .approved: "approved"
    case .approvedWithDataAccess: "approvedWithDataAccess"
    }
  }
}
