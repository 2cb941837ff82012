/// What the parser knows while it matches a line: the names declared so far, and the words the
/// policy catalog adds to the language.
package struct MatchContext: Sendable {
  /// The aliases and profiles declared by earlier lines.
  var symbols: SymbolTable
  /// The policy names `policy` accepts.
  var policies: [String]
  /// The mistake names `policy ... with` accepts.
  var mistakes: [String] = []
  /// The choices `policy-option` accepts.
  var policyOptions: [String] = []
  /// The codes `expect diagnostic` accepts.
  var diagnosticCodes: [String] = []
  /// The codes `expect error` accepts.
  var errorCodes: [String] = []
  /// Whether a step has been seen, so that a line is more likely a step than a header statement.
  var isInSteps: Bool
}

extension MatchContext {
  /// The context of a line that `loader` parses, after lines that declared `symbols`.
  package init(symbols: SymbolTable, loader: ScenarioLoader, isInSteps: Bool) {
    self.init(
      symbols: symbols, policies: loader.policies, mistakes: loader.mistakes,
      policyOptions: loader.policyOptions, diagnosticCodes: loader.diagnosticCodes,
      errorCodes: loader.errorCodes, isInSteps: isInSteps)
  }
}
