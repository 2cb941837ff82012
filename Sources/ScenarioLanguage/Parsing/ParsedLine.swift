/// One line after parsing: its time prefix and the statement it matched, or its problem.
package struct ParsedLine: Sendable {
  /// What the line holds.
  package enum Content: Sendable {
    /// Nothing but whitespace and comments.
    case blank
    /// A statement and what its pattern captured.
    case statement(StatementPattern, Captures)
    /// A line that does not parse; the prefix, if valid, still moves time on.
    case failed(Diagnostic, declarations: [Captures.Declaration])
  }

  /// The line number, from 1.
  package var number: Int
  /// The time prefix; `.none` when the line has none (or it did not parse).
  package var prefix: TimePrefix
  /// Where the prefix starts, when there is one.
  package var prefixLocation: SourceLocation?
  /// The first token of the statement after the prefix, if any.
  package var firstWord: String?
  /// Where the statement starts, after the prefix.
  package var location: SourceLocation?
  package var content: Content
}
