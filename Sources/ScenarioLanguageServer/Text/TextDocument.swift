/// An open document's text as the client last sent it, with its lines.
struct TextDocument: Sendable {
  /// The document's URI, as the client names it.
  let uri: String
  /// The client's version of the text.
  var version: Int
  /// The text's UTF-8 bytes.
  private(set) var bytes: [UInt8]
  /// Where its lines start.
  private(set) var lines: LineTable

  init(uri: String, version: Int, text: String) {
    self.uri = uri
    self.version = version
    bytes = Array(text.utf8)
    lines = LineTable(bytes)
  }

  /// One change of `textDocument/didChange`: the whole text, or a range of it replaced.
  struct Change: Sendable, Equatable {
    /// The range replaced, or `nil` for the whole text.
    var range: TextRange?
    var text: String
  }

  /// Applies `changes` in order, each against the text the previous ones left.
  ///
  /// A range is clamped to the text as LSP asks, and an end before its start replaces nothing
  /// after the start, so no change can fail.
  ///
  /// - Complexity: O(n) per change for a text of n bytes.
  mutating func apply(_ changes: [Change], encoding: PositionEncoding) {
    for change in changes {
      guard let range = change.range else {
        bytes = Array(change.text.utf8)
        lines = LineTable(bytes)
        continue
      }
      let start = lines.offset(of: range.start, in: bytes, encoding: encoding)
      let end = max(start, lines.offset(of: range.end, in: bytes, encoding: encoding))
      bytes.replaceSubrange(start..<end, with: change.text.utf8)
      lines = LineTable(bytes)
    }
  }

  /// The offset of `position`, clamped to the text.
  func offset(of position: TextPosition, encoding: PositionEncoding) -> Int {
    lines.offset(of: position, in: bytes, encoding: encoding)
  }

  /// The position of byte `offset`.
  func position(of offset: Int, encoding: PositionEncoding) -> TextPosition {
    lines.position(of: offset, in: bytes, encoding: encoding)
  }

  /// The range of bytes `range`.
  func range(of range: Range<Int>, encoding: PositionEncoding) -> TextRange {
    TextRange(
      start: position(of: range.lowerBound, encoding: encoding),
      end: position(of: range.upperBound, encoding: encoding))
  }
}
