/// The tokens of one line, kept as byte ranges into the file: eight bytes a token.
///
/// A ``Token`` with its text and location is made when one is read, so a line of ten million
/// commas costs ten million ranges, not ten million strings and locations. What a range holds
/// follows from its first byte: `,` is a comma, `"` a string (whose escapes were checked by the
/// lexer), anything else a word.
package struct TokenList: RandomAccessCollection, Sendable {
  /// One token's bytes in the file.
  private struct Span: Sendable {
    var start: UInt32
    var end: UInt32
  }

  private let source: SourceFile
  /// The line number, from 1.
  package let line: Int
  /// The index of the line's first byte in the file.
  private let lineStart: Int
  private var spans: [Span] = []
  /// How many tokens at the front ``droppingFirst(_:)`` has set aside.
  private var offset = 0

  /// An empty list for line `line` of `source`, which starts at byte `lineStart`.
  init(source: SourceFile, line: Int, lineStart: Int) {
    self.source = source
    self.line = line
    self.lineStart = lineStart
  }

  /// Makes room for `count` tokens at once, so that a long line grows its storage once.
  mutating func reserveCapacity(_ count: Int) {
    spans.reserveCapacity(count)
  }

  /// Adds the token in bytes `range` of the file.
  mutating func append(_ range: Range<Int>) {
    spans.append(Span(start: UInt32(range.lowerBound), end: UInt32(range.upperBound)))
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { spans.count - offset }
  package var count: Int { spans.count - offset }
  package var isEmpty: Bool { count == 0 }

  /// The token at `position`, with its text and location.
  ///
  /// - Complexity: O(k) for a token of k bytes.
  package subscript(position: Int) -> Token {
    let span = spans[offset + position]
    let start = Int(span.start)
    let end = Int(span.end)
    let bytes = source.bytes
    let location = SourceLocation(file: source.path, line: line, column: start - lineStart + 1)
    switch bytes[start] {
    case UInt8(ascii: ","):
      return Token(kind: .comma, text: ",", location: location, length: 1)
    case UInt8(ascii: "\""):
      var contents: [UInt8] = []
      contents.reserveCapacity(end - start - 2)
      var index = start + 1
      while index < end - 1 {
        if bytes[index] == UInt8(ascii: "\\") { index += 1 }
        contents.append(bytes[index])
        index += 1
      }
      return Token(
        kind: .string, text: String(decoding: contents, as: UTF8.self), location: location,
        length: end - start)
    default:
      return Token(
        kind: .word, text: String(decoding: bytes[start..<end], as: UTF8.self), location: location,
        length: end - start)
    }
  }

  /// The list without its first `count` tokens, sharing this one's storage.
  func droppingFirst(_ count: Int) -> TokenList {
    var copy = self
    copy.offset += Swift.min(count, self.count)
    return copy
  }
}
