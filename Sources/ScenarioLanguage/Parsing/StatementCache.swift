import Synchronization

/// The statements already matched by the parser of one loader, reused for a line with the same
/// tokens: a tool that loads many generated files of the same few statements (an exploration)
/// then matches each statement once.
///
/// Matching a statement reads only its tokens, the kind of the declared name each word is (if
/// it is one), whether the steps have begun, and the loader's vocabulary. The key holds the
/// first three, with columns counted from the statement's start; the cache holds the fourth and
/// serves only a loader with that vocabulary. A hit is the statement that matching would give,
/// moved to the line and column where it is written. Lines that do not match are matched
/// again, so their diagnostics are those of matching.
package final class StatementCache: Sendable {
  /// A statement's tokens and what matching them reads besides.
  struct Key: Hashable {
    /// One token, where it starts counted from the statement's first token.
    struct Element: Hashable {
      var kind: Token.Kind
      var text: String
      var offset: Int
      var length: Int
      /// What the word is declared as, when it is a declared name.
      var declared: SymbolKind?
    }

    var elements: [Element]
    var isInSteps: Bool

    init(_ tokens: TokenList, context: MatchContext) {
      let start = tokens.first?.location.column ?? 1
      elements = tokens.map { token in
        Element(
          kind: token.kind, text: token.text, offset: token.location.column - start,
          length: token.length, declared: token.word.flatMap { context.symbols[$0]?.kind })
      }
      isInSteps = context.isInSteps
    }
  }

  /// A statement as matched: its pattern and captures, with the location they were found at.
  struct Entry: Sendable {
    var pattern: StatementPattern
    var captures: Captures
  }

  /// The loader's words that matching accepts, which every key shares.
  private let vocabulary: [[String]]
  /// The path of the files, which every location names.
  let path: String
  private let entries = Mutex<[Key: Entry]>([:])

  /// The most statements kept; when full, the cache starts again empty.
  static let capacity = 8_192

  /// A cache for the files at `path` that `loader` reads.
  package init(loader: ScenarioLoader, path: String) {
    vocabulary = Self.vocabulary(of: loader)
    self.path = path
  }

  private static func vocabulary(of loader: ScenarioLoader) -> [[String]] {
    [
      loader.policies, loader.mistakes, loader.policyOptions, loader.diagnosticCodes,
      loader.errorCodes,
    ]
  }

  /// Whether the cache serves the file at `path` read by `loader`.
  func serves(_ loader: ScenarioLoader, path: String) -> Bool {
    path == self.path && Self.vocabulary(of: loader) == vocabulary
  }

  /// The statement `tokens` match after the lines that gave `context`, at their location:
  /// remembered, or matched by `match` and remembered when it matches.
  func statement(
    _ tokens: TokenList, context: MatchContext, match: () -> ParsedLine.Content
  ) -> ParsedLine.Content {
    guard let head = tokens.first else { return match() }
    let key = Key(tokens, context: context)
    if let entry = entries.withLock({ $0[key] }) {
      let columns = head.location.column - entry.captures.location.column
      return .statement(
        entry.pattern, entry.captures.moved(toLine: head.location.line, columns: columns))
    }
    let content = match()
    if case .statement(let pattern, let captures) = content {
      entries.withLock { entries in
        if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
        entries[key] = Entry(pattern: pattern, captures: captures)
      }
    }
    return content
  }
}
