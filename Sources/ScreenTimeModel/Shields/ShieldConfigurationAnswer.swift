/// What the shield configuration extension answered, as the app under test judges it.
///
/// The system shows ``appearance``. Whether it is the app's generic shield (the one it returns
/// for tokens it does not know) is the app's own judgement, made where the app's configuration
/// and the item it was asked about are at hand; the device only carries it to its observers.
public struct ShieldConfigurationAnswer: Sendable, Equatable {
  /// What the shield shows.
  public var appearance: ShieldAppearance
  /// Whether the app judges this configuration, for this item, its generic shield.
  public var isGeneric: Bool

  public init(appearance: ShieldAppearance, isGeneric: Bool) {
    self.appearance = appearance
    self.isGeneric = isGeneric
  }

  /// The system's default shield, which no app declares as its own.
  public static let systemDefault = ShieldConfigurationAnswer(
    appearance: .systemDefault, isGeneric: false)
}
