/// Why bytes are not one JSON value; ``ProtocolErrorRenderer`` words it.
public enum JSONParseError: Error, Equatable, Sendable {
  /// The text ended inside a value, or held none.
  case unexpectedEnd
  /// A byte that cannot come where it stands, and its offset.
  case unexpectedByte(UInt8, offset: Int)
  /// A number that does not follow JSON's grammar, at the offset it starts.
  case invalidNumber(offset: Int)
  /// A backslash escape that JSON does not have.
  case invalidEscape(offset: Int)
  /// A control character written raw inside a string.
  case controlCharacterInString(offset: Int)
  /// Arrays and objects nested deeper than the limit.
  case tooDeep(limit: Int)
}
