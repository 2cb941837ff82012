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

/// A step of a scenario: where its statement starts and the day it runs on.
struct StepEntry: Sendable, Equatable {
  /// Where the statement starts, after any time prefix.
  var location: SourceLocation
  /// The day the step runs on, 1 being the `start` date.
  var day: Int
}

/// What may be written at a place in a line, as the parser sees it.
enum Continuation: Sendable, Equatable {
  /// A statement starts here; `allowsHeader` when a header statement may too.
  case statement(allowsHeader: Bool)
  /// One of these words or values.
  case items([ExpectedItem])
  /// Nothing the language names: inside a string or a comment, after a problem, or free text.
  case nothing
}
