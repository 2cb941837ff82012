/// A word, a quoted string or a comma of a scenario line.
struct Token: Equatable, Sendable {
  /// What the token is.
  enum Kind: Equatable, Sendable {
    /// A maximal run of characters other than space, tab, `,`, `#` and `"`.
    case word
    /// A double-quoted string; ``Token/text`` holds its contents with escapes resolved.
    case string
    /// `,`.
    case comma
  }

  var kind: Kind
  /// The word, the string's contents, or `,`.
  var text: String
  /// Where the token starts.
  var location: SourceLocation
  /// The token's length in the source, in bytes.
  var length: Int

  /// The column just past the token.
  var endColumn: Int { location.column + length }

  /// The token as a user would write it: a string in quotes with its escapes.
  var spelling: String {
    guard kind == .string else { return text }
    var escaped = ""
    for character in text {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return "\"" + escaped + "\""
  }

  /// The word's text, or `nil` for a string or a comma.
  var word: String? { kind == .word ? text : nil }
}
