/// The shield on screen now.
public struct ShownShield: Sendable, Equatable {
  public var request: ShieldConfigurationRequest
  public var appearance: ShieldAppearance
  public var isSystemDefault: Bool
  /// Whether the app judged the configuration shown its generic shield.
  public var isGeneric = false
}
