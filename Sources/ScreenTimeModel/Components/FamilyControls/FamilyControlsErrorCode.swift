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
