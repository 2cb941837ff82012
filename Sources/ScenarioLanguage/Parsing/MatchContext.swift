/// What the parser knows while it matches a line: the names declared so far and the policies.
struct MatchContext: Sendable {
  /// The aliases and profiles declared by earlier lines.
  var symbols: SymbolTable
  /// The policy names `policy` accepts.
  var policies: [String]
  /// Whether a step has been seen, so that a line is more likely a step than a header statement.
  var isInSteps: Bool
}
