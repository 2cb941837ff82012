/// The tokens of one line, or the problem that stopped the lexer on it.
package struct LexedLine: Sendable {
  /// The line number, from 1.
  package var number: Int
  /// The tokens, comments removed; those before the problem when there is one.
  package var tokens: TokenList
  /// The first lexical problem on the line, if any; the line is then not parsed.
  package var problem: Diagnostic?
  /// The column just past the line's last byte.
  package var endColumn: Int
}
