/// A `FamilyControlsError` case, in declaration order (bridged codes 0 through 7, then
/// `unauthorized` of iOS 26.4).
public enum FamilyControlsErrorCode: String, Error, CaseIterable, Hashable, Sendable {
  case restricted
  case unavailable
  case invalidAccountType
  case invalidArgument
  case authorizationConflict
  case authorizationCanceled
  case networkError
  case authenticationMethodUnavailable
  /// The app lacks the authorization the call needs (iOS 26.4).
  case unauthorized

  /// The errors a scenario can inject with `os fails authorization with`: every documented
  /// case.
  public static let injectable: [FamilyControlsErrorCode] = allCases

  /// The first release that has the case: `authenticationMethodUnavailable` came with 16.0,
  /// `unauthorized` with 26.4.
  public var introduced: SystemVersion { feature.introduced }

  /// The feature the error came with: `authenticationMethodUnavailable` with `.individual`
  /// authorization (16.0), `unauthorized` with data access (26.4), the rest with the
  /// frameworks themselves.
  public var feature: APIFeature {
    switch self {
    case .authenticationMethodUnavailable: .individualAuthorization
    case .unauthorized: .dataAccessAuthorization
    default: .screenTimeFrameworks
    }
  }
}
