/// How the system came to show a shield for an item.
public enum ShieldCause: String, Sendable, Equatable {
  /// A store lists the item's token.
  case individual
  /// A category policy covers the item's category.
  case category
}
