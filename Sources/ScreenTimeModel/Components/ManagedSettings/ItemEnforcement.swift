/// What the system does with an item in front of the user, as the effective settings decide.
enum ItemEnforcement: Equatable {
  /// A store's application settings or web content filter block it: it does not open, or
  /// closes.
  case blocked(store: String)
  /// A store shields it.
  case shielded(ShieldCause)
  /// Nothing keeps it from being used.
  case usable
}
