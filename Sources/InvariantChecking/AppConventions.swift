import ScreenTimeModel

/// What the checker must know about the app under test to judge the invariants that depend on
/// its design: its generic shield, the codes it uses for token expiry, and the state it reports
/// for the parts (profiles) a scenario names.
///
/// The app-agnostic invariants need none of these beyond the generic shield; an app that cannot
/// report profile states leaves `reportsReady` answering `false`, so revocation-reselect never
/// fires for it.
public struct AppConventions: Sendable {
  /// Whether a shield the configuration extension returned is the app's generic shield.
  public var isGenericShield: @Sendable (ShieldAppearance) -> Bool
  /// The diagnostic and error codes that report token expiry to the user or to support.
  public var expiryCodes: Set<String>

  public init(
    isGenericShield: @escaping @Sendable (ShieldAppearance) -> Bool,
    expiryCodes: Set<String> = ["tokens.expired"]
  ) {
    self.isGenericShield = isGenericShield
    self.expiryCodes = expiryCodes
  }
}
