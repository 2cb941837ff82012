import ScenarioLanguage

/// What may be written at a place in a line, as the parser sees it.
enum Continuation: Sendable, Equatable {
  /// A statement starts here; `allowsHeader` when a header statement may too.
  case statement(allowsHeader: Bool)
  /// One of these words or values.
  case items([ExpectedItem])
  /// Nothing the language names: inside a string or a comment, after a problem, or free text.
  case nothing
}
