import ScenarioLanguage

/// A name a scenario declares: an alias in the header, or a profile at the first step that names
/// it.
struct DeclaredName: Sendable, Equatable {
  var name: String
  var kind: SymbolKind
  /// Where the name is written where it is declared.
  var location: SourceLocation
  /// Whether an `app` or `web` line implied it rather than a `category` line (categories only).
  var isImplied: Bool
}
