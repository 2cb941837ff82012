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
