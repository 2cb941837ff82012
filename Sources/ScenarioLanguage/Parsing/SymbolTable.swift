/// The names a scenario has declared so far: apps, web domains, categories and profiles.
///
/// One namespace: a name means one thing in a file. Lookups go through a dictionary; listings
/// follow declaration order, so nothing printed depends on hashing.
///
/// The table is a value with copy-on-write storage. The parser of each line reads a copy; a
/// declaration made while such a copy is still alive would copy every entry, which over a file
/// of n declarations costs O(n²). Such copies are counted in ``copiedEntries`` so that the
/// loader's work count shows them.
package struct SymbolTable: Sendable {
  /// What a name was declared as, and where.
  package struct Symbol: Sendable, Equatable {
    package var kind: SymbolKind
    package var line: Int
    /// Whether an `app` or `web` line implied the category rather than a `category` line.
    package var isImplied: Bool
  }

  /// The entries, shared between copies until one of them declares a name.
  ///
  /// Mutated only through ``declare(_:_:)`` after a uniqueness check, so sharing it between
  /// threads is as safe as sharing any value.
  private final class Storage: @unchecked Sendable {
    var symbols: [String: Symbol] = [:]
    /// The names of each kind, in declaration order.
    var names: [SymbolKind: [String]] = [:]

    func copy() -> Storage {
      let copy = Storage()
      copy.symbols = symbols
      copy.names = names
      return copy
    }
  }

  private var storage = Storage()
  /// The entries copied because a declaration found the storage shared.
  private(set) var copiedEntries = 0

  /// An empty table.
  package init() {}

  /// The symbol called `name`, if declared.
  package subscript(name: String) -> Symbol? { storage.symbols[name] }

  /// Declares `name`, or turns an implied category into a declared one.
  mutating func declare(_ name: String, _ symbol: Symbol) {
    if !isKnownUniquelyReferenced(&storage) {
      copiedEntries += storage.symbols.count
      storage = storage.copy()
    }
    if storage.symbols[name] == nil { storage.names[symbol.kind, default: []].append(name) }
    storage.symbols[name] = symbol
  }

  /// The first `limit` aliases of each of these item kinds, each kind in declaration order.
  ///
  /// - Complexity: O(`limit`) per kind, whatever the number of names declared.
  func aliases(of kinds: [ItemReference.Kind], limit: Int) -> [String] {
    kinds.flatMap { (storage.names[SymbolKind($0)] ?? []).prefix(limit) }
  }
}
