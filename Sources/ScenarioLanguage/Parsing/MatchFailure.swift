/// Where and why a statement pattern stopped matching a line.
struct MatchFailure: Error, Sendable {
  /// Why the pattern stopped.
  enum Reason: Sendable {
    /// The token at the index is not one of these (or the line ended).
    case expected([ExpectedItem])
    /// The token at the index has the right place but a wrong value.
    case invalid(Diagnostic)
  }

  /// The index of the token the pattern stopped at; the token count for the end of the line.
  var index: Int
  var reason: Reason
  /// The names the pattern had declared before it stopped, so that a declaration with a later
  /// mistake still declares its alias and later lines do not report it as undeclared.
  var declarations: [Captures.Declaration] = []
}
