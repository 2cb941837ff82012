/// What the most recent open showed, for `expect shield`.
public enum OpenOutcome: Sendable, Equatable {
  /// The item opened normally.
  case opened(Item)
  /// A shield showed.
  case shield(Item, ShieldAppearance, isSystemDefault: Bool)
}
