/// The tokens of one line, or the problem that stopped the lexer on it.
struct LexedLine: Sendable {
  /// The line number, from 1.
  var number: Int
  /// The tokens, comments removed; those before the problem when there is one.
  var tokens: TokenList
  /// The first lexical problem on the line, if any; the line is then not parsed.
  var problem: Diagnostic?
  /// The column just past the line's last byte.
  var endColumn: Int
}
