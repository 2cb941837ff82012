/// `FamilyControls.FamilyControlsError`.
///
/// Raw values follow Apple's declaration order, as Swift assigns them; 0 through 7 match the
/// bridged `NSError` codes devices report. `authenticationMethodUnavailable` exists from iOS 16
/// and `unauthorized` from iOS 26.4; the simulator throws `unauthorized` only from members of a
/// later release (`ManagedSettingsStore.refresh(_:)`, iOS 26.5).
public enum FamilyControlsError: Int, Error, Sendable, Hashable {
  /// A restriction on the device prevents authorization.
  case restricted = 0
  /// The system could not set up Family Controls.
  case unavailable = 1
  /// The account is not a child account in Family Sharing.
  case invalidAccountType = 2
  /// The method's arguments are invalid.
  case invalidArgument = 3
  /// Another app already provides parental controls.
  case authorizationConflict = 4
  /// The user or the guardian cancelled the request.
  case authorizationCanceled = 5
  /// A network problem interrupted the request.
  case networkError = 6
  /// The device has no passcode, so its owner cannot authenticate (iOS 16).
  case authenticationMethodUnavailable = 7
  /// The app lacks the authorization the call needs (iOS 26.4).
  case unauthorized = 8

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

extension FamilyControlsError: LocalizedError {
  /// A nonlocalized description of the error, suitable for debugging.
  public var errorDescription: String? {
    switch self {
    case .restricted: "A restriction prevents Family Controls authorization."
    case .unavailable: "The system failed to set up the Family Controls framework."
    case .invalidAccountType: "The device isn't signed in to a valid account for this request."
    case .invalidArgument: "The method's arguments are invalid."
    case .authorizationConflict: "Another authorized app already provides parental controls."
    case .authorizationCanceled: "The request for authorization was canceled."
    case .networkError: "A network error interrupted the request."
    case .authenticationMethodUnavailable:
      "The device owner can't authenticate because no passcode is set."
    case .unauthorized:
      "The calling app must be authorized to provide parental controls and access data."
    }
  }
}
