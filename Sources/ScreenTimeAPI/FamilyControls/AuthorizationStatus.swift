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

/// Who authorizes: `FamilyControls.FamilyControlsMember` (iOS 16).
public enum FamilyControlsMember: Int, Sendable, Hashable, CustomStringConvertible {
  /// A child in Family Sharing, approved by a guardian.
  case child
  /// The device owner, for themself.
  case individual

  public var description: String {
    switch self {
    case .child: "child"
    case .individual: "individual"
    }
  }
}

/// `FamilyControls.FamilyControlsError`, in declaration order.
public enum FamilyControlsError: Int, Error, Sendable, Hashable {
  case restricted
  case unavailable
  case invalidAccountType
  case invalidArgument
  case authorizationConflict
  case authorizationCanceled
  case networkError
  case authenticationMethodUnavailable
  /// The app lacks the authorization it needs (iOS 26.4).
  case unauthorized

  /// The case's name, as error codes use it (`auth.authorizationCanceled`).
  public var name: String {
    switch self {
    case .restricted: "restricted"
    case .unavailable: "unavailable"
    case .invalidAccountType: "invalidAccountType"
    case .invalidArgument: "invalidArgument"
    case .authorizationConflict: "authorizationConflict"
    case .authorizationCanceled: "authorizationCanceled"
    case .networkError: "networkError"
    case .authenticationMethodUnavailable: "authenticationMethodUnavailable"
    case .unauthorized: "unauthorized"
    }
  }
}
