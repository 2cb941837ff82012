/// What the parser knows while it matches a line: the names declared so far and the policies.
struct MatchContext: Sendable {
  /// The aliases and profiles declared by earlier lines.
  var symbols: SymbolTable
  /// The policy names `policy` accepts.
  var policies: [String]
  /// The codes `expect diagnostic` accepts.
  var diagnosticCodes: [String] = ReferenceCodes.diagnostics
  /// The codes `expect error` accepts.
  var errorCodes: [String] = ReferenceCodes.errors
  /// Whether a step has been seen, so that a line is more likely a step than a header statement.
  var isInSteps: Bool
}
