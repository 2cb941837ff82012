import ScreenTimeModel
import SimulationEngine

/// The app's Family Controls authorization, as a process observes it.
///
/// Mirrors `FamilyControls.AuthorizationStatus`. `approvedWithDataAccess` (iOS 26.4, EU only)
/// is not modelled; switch over the status with a `default` branch, as on a real device.
public enum AuthorizationStatus: Int, Sendable, Hashable, CustomStringConvertible {
  /// No decision known to this process.
  case notDetermined
  /// Declined, or turned off after approval.
  case denied
  /// Authorized.
  case approved

  public var description: String {
    switch self {
    case .notDetermined: "notDetermined"
    case .denied: "denied"
    case .approved: "approved"
    }
  }
}
