/// The system's authorization decision for the app, and the value an app process observes.
///
/// Models `FamilyControls.AuthorizationStatus` without `approvedWithDataAccess` (26.4), which
/// needs an entitlement granted only in the EU and is outside the simulator's scope.
public enum AuthorizationDecision: String, CaseIterable, Hashable, Sendable {
  /// No decision known (the system's initial state, and every process's value at launch).
  case notDetermined
  /// Declined, or turned off after approval.
  case denied
  /// Authorized.
  case approved
}

/// Who authorizes the app: the device owner, or a guardian for a child's device.
///
/// Models `FamilyControlsMember`.
public enum Member: String, CaseIterable, Hashable, Sendable {
  /// The device owner authorizes for themself (iOS 16 and later).
  case individual
  /// A guardian approves for a child in Family Sharing.
  case child
}

/// A `FamilyControlsError` case, in declaration order (bridged codes 0 through 7).
public enum FamilyControlsErrorCode: String, Error, CaseIterable, Hashable, Sendable {
  case restricted
  case unavailable
  case invalidAccountType
  case invalidArgument
  case authorizationConflict
  case authorizationCanceled
  case networkError
  case authenticationMethodUnavailable

  /// The errors a scenario can inject with `os fails authorization with`.
  public static let injectable: [FamilyControlsErrorCode] = [
    .restricted, .unavailable, .invalidAccountType, .invalidArgument, .authorizationConflict,
    .networkError, .authenticationMethodUnavailable,
  ]
}
