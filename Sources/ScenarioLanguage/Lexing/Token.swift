/// A word, a quoted string or a comma of a scenario line.
package struct Token: Equatable, Sendable {
  /// What the token is.
  package enum Kind: Equatable, Sendable {
    /// A maximal run of characters other than space, tab, `,`, `#` and `"`.
    case word
    /// A double-quoted string; ``Token/text`` holds its contents with escapes resolved.
    case string
    /// `,`.
    case comma
  }

  package var kind: Kind
  /// The word, the string's contents, or `,`.
  package var text: String
  /// Where the token starts.
  package var location: SourceLocation
  /// The token's length in the source, in bytes.
  package var length: Int

  /// The column just past the token.
  package var endColumn: Int { location.column + length }

  /// The token as a user would write it: a string in quotes with its escapes.
  package var spelling: String {
    guard kind == .string else { return text }
    var escaped = ""
    for character in text {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"" + escaped + "\""
  }

  /// The word's text, or `nil` for a string or a comma.
  package var word: String? { kind == .word ? text : nil }
}
