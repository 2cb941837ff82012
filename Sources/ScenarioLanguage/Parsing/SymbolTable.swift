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
  /// The names of each kind, in declaration order.
  private var names: [SymbolKind: [String]] = [:]

  /// The symbol called `name`, if declared.
  subscript(name: String) -> Symbol? { symbols[name] }

  /// Declares `name`, or turns an implied category into a declared one.
  mutating func declare(_ name: String, _ symbol: Symbol) {
    if symbols[name] == nil { names[symbol.kind, default: []].append(name) }
    symbols[name] = symbol
  }

  /// The first `limit` aliases of each of these item kinds, each kind in declaration order.
  ///
  /// - Complexity: O(`limit`) per kind, whatever the number of names declared.
  func aliases(of kinds: [ItemReference.Kind], limit: Int) -> [String] {
    kinds.flatMap { (names[SymbolKind($0)] ?? []).prefix(limit) }
  }
}
