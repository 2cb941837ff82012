import _SimulatorTestSupport

@testable import ScenarioLanguage

extension StatementSamples {
  /// The text of a file that holds `line` as a statement of `pattern`'s kind.
  static func file(for pattern: StatementPattern, line: String) -> String {
    if pattern.leadingWords == ["scenario"] { return line + "\n" }
    // A header sample comes after the declarations its aliases name (`web ... of social`).
    return pattern.isHeader
      ? "scenario \"samples\"\n" + StatementSamples.declarations + "\n" + line + "\n"
      : Fixture.header + line + "\n"
  }

  /// Every statement pattern that matches the last line of `text` in full, after binding the
  /// lines before it.
  static func patternsMatchingLastLine(of text: String) -> [StatementPattern] {
    let source = SourceFile(path: Fixture.path, text: text)
    var work = 0
    let lines = Lexer.lex(source, work: &work)
    var binder = ScenarioBinder(path: Fixture.path)
    for line in lines.dropLast() {
      var parser = LineParser(
        context: MatchContext(
          symbols: binder.symbols, loader: ScenarioLoader.referenceWords(), isInSteps: false))
      binder.bind(parser.parse(line, file: Fixture.path))
    }
    guard let last = lines.last, let head = last.tokens.first else { return [] }
    let matcher = PatternMatcher(
      tokens: last.tokens,
      context: MatchContext(
        symbols: binder.symbols, loader: ScenarioLoader.referenceWords(),
        isInSteps: binder.isInSteps), location: head.location)
    return StatementTable.all.filter { pattern in
      var attempt = matcher
      if case .success = attempt.match(pattern) { return true }
      return false
    }
  }
}
