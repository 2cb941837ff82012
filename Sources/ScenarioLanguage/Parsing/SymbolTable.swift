/// The names a scenario has declared so far: apps, web domains, categories and profiles.
///
/// One namespace: a name means one thing in a file. Lookups go through a dictionary; listings
/// follow declaration order, so nothing printed depends on hashing.
struct SymbolTable: Sendable {
  /// What a name was declared as, and where.
  struct Symbol: Sendable, Equatable {
    var kind: SymbolKind
    var line: Int
    /// Whether an `app` or `web` line implied the category rather than a `category` line.
    var isImplied: Bool
  }

  private var symbols: [String: Symbol] = [:]
  /// The names in declaration order.
  private(set) var names: [String] = []

  /// The symbol called `name`, if declared.
  subscript(name: String) -> Symbol? { symbols[name] }

  /// Declares `name`, or turns an implied category into a declared one.
  mutating func declare(_ name: String, _ symbol: Symbol) {
    if symbols[name] == nil { names.append(name) }
    symbols[name] = symbol
  }

  /// The declared aliases of these item kinds, in declaration order.
  func aliases(of kinds: [ItemReference.Kind]) -> [String] {
    names.filter { name in
      guard let kind = symbols[name]?.kind.itemKind else { return false }
      return kinds.contains(kind)
    }
  }
}
