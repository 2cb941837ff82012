import ScenarioLanguage

/// A document the client has open: its text, and what the front end finds in it.
///
/// Conversions between the front end's places (1-based lines and UTF-8 columns, lines ended by
/// LF) and the client's (0-based lines ended by LF, CR LF or CR, characters in the negotiated
/// encoding) all go through byte offsets here.
struct OpenDocument: Sendable {
  private(set) var text: TextDocument
  private(set) var analysis: DocumentAnalysis
  let loader: ScenarioLoader

  init(text: TextDocument, loader: ScenarioLoader) {
    self.text = text
    self.loader = loader
    analysis = Self.analyze(text, loader: loader)
  }

  /// Applies the client's changes and analyzes the new text.
  mutating func apply(_ changes: [TextDocument.Change], version: Int, encoding: PositionEncoding) {
    text.apply(changes, encoding: encoding)
    text.version = version
    analysis = Self.analyze(text, loader: loader)
  }

  private static func analyze(_ text: TextDocument, loader: ScenarioLoader) -> DocumentAnalysis {
    DocumentAnalysis(
      source: SourceFile(path: DocumentURI.path(text.uri), bytes: text.bytes), loader: loader)
  }

  // MARK: - Places

  /// The client's position of a front-end location.
  func position(of location: SourceLocation, encoding: PositionEncoding) -> TextPosition {
    text.position(of: analysis.offset(of: location), encoding: encoding)
  }

  /// The client's range of the bytes `range`.
  func range(of range: Range<Int>, encoding: PositionEncoding) -> TextRange {
    text.range(of: range, encoding: encoding)
  }

  /// The front end's line and byte column of a client position: the place a word typed there
  /// would start at.
  ///
  /// - Complexity: O(k + log n) for a line of k bytes in a text of n lines.
  func sourcePlace(of position: TextPosition, encoding: PositionEncoding) -> (
    line: Int, column: Int
  ) {
    let offset = text.offset(of: position, encoding: encoding)
    let source = analysis.source
    var low = 1
    var high = max(1, source.lineCount)
    while low < high {
      let middle = (low + high + 1) / 2
      if source.lineRange(middle).lowerBound <= offset { low = middle } else { high = middle - 1 }
    }
    let range = source.lineRange(low)
    // The empty line after a text's last line feed is no line of the source file's.
    if low == source.lineCount, offset > range.upperBound,
      text.bytes[range.upperBound..<offset].contains(0x0A)
    {
      return (low + 1, 1)
    }
    let column = min(max(0, offset - range.lowerBound), range.count) + 1
    return (low, column)
  }

  /// The bytes of a token, from the front end's token.
  func byteRange(of token: Token) -> Range<Int> {
    let start = analysis.offset(of: token.location)
    return start..<(start + token.length)
  }

  /// The bytes a problem at `location` is about: the token that starts there, else the rest of
  /// the word (or string) there, else the character there, else nothing past the line's end.
  func problemRange(at location: SourceLocation) -> Range<Int> {
    let start = analysis.offset(of: location)
    if let token = analysis.lexedLine(location.line).tokens.first(where: {
      $0.location.column == location.column
    }) {
      return byteRange(of: token)
    }
    let bytes = text.bytes
    let end = analysis.source.lineRange(location.line).upperBound
    guard start < end else { return start..<start }
    if bytes[start] == UInt8(ascii: "\"") { return start..<end }
    var index = start
    while index < end, !Self.isDelimiter(bytes[index]) { index += 1 }
    if index == start { index = min(end, start + PositionEncoding.sequenceLength(bytes[start])) }
    return start..<index
  }

  /// Whether `byte` separates words, as the lexer reads a line.
  static func isDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "#"),
      UInt8(ascii: "\""):
      true
    default: false
    }
  }

  /// Line `line`'s content as the client's range.
  func lineRange(_ line: Int, encoding: PositionEncoding) -> TextRange {
    range(of: analysis.source.lineRange(line), encoding: encoding)
  }

  /// The tokens of line `line` that start in `columns`, written with single spaces, for names
  /// of symbols and hover text; cut after `limit` bytes.
  func statementText(line: Int, columns: Range<Int> = 1..<Int.max, limit: Int = 200) -> String {
    let tokens = analysis.lexedLine(line).tokens.filter { columns.contains($0.location.column) }
    var text = ""
    for token in tokens {
      if !text.isEmpty, token.kind != .comma { text += " " }
      text += token.spelling
      if text.utf8.count > limit { return String(text.prefix(limit)) + "…" }
    }
    return text
  }
}
