import Testing

@testable import ScenarioLanguageServer

/// Byte offsets and LSP positions convert both ways in each encoding, with LSP's line ends and
/// clamping.
struct PositionTests {
  /// `a` `é` (2 bytes) `中` (3 bytes) `😀` (4 bytes, 2 UTF-16 units) `b`, then lines ended by CR LF,
  /// a lone CR and LF.
  static let text = Array("aé中😀b\r\nx\ry\n".utf8)

  static let cases: [(offset: Int, encoding: PositionEncoding, position: TextPosition)] = [
    (0, .utf16, TextPosition(line: 0, character: 0)),
    (1, .utf16, TextPosition(line: 0, character: 1)),
    (3, .utf16, TextPosition(line: 0, character: 2)),
    (6, .utf16, TextPosition(line: 0, character: 3)),
    (10, .utf16, TextPosition(line: 0, character: 5)),
    (11, .utf16, TextPosition(line: 0, character: 6)),
    (10, .utf8, TextPosition(line: 0, character: 10)),
    (10, .utf32, TextPosition(line: 0, character: 4)),
    (13, .utf16, TextPosition(line: 1, character: 0)),
    (15, .utf16, TextPosition(line: 2, character: 0)),
    (17, .utf16, TextPosition(line: 3, character: 0)),
  ]

  @Test(arguments: cases)
  func offsetsAndPositionsConvertBothWays(
    offset: Int, encoding: PositionEncoding, position: TextPosition
  ) {
    let table = LineTable(Self.text)
    #expect(table.position(of: offset, in: Self.text, encoding: encoding) == position)
    #expect(table.offset(of: position, in: Self.text, encoding: encoding) == offset)
  }

  static let clamped: [(TextPosition, Int)] = [
    (TextPosition(line: 0, character: 99), 11),
    (TextPosition(line: 0, character: 4), 6),
    (TextPosition(line: 1, character: 5), 14),
    (TextPosition(line: 9, character: 0), 17),
    (TextPosition(line: -1, character: 3), 0),
    (TextPosition(line: 2, character: -4), 15),
  ]

  /// A character past the end is the line's end, a line past the end the text's end, and half a
  /// surrogate pair the character's start.
  @Test(arguments: clamped)
  func positionsOutsideTheTextAreClamped(position: TextPosition, offset: Int) {
    let table = LineTable(Self.text)
    #expect(table.offset(of: position, in: Self.text, encoding: .utf16) == offset)
  }

  @Test func aClientOfferingUTF8GetsUTF8() {
    #expect(PositionEncoding.negotiated(offered: ["utf-32", "utf-8"]) == .utf8)
    #expect(PositionEncoding.negotiated(offered: ["utf-32"]) == .utf16)
    #expect(PositionEncoding.negotiated(offered: []) == .utf16)
  }

  static let changes: [([TextDocument.Change], String)] = [
    ([.init(range: nil, text: "new")], "new"),
    (
      [
        .init(
          range: TextRange(start: .init(line: 0, character: 3), end: .init(line: 0, character: 5)),
          text: "X")
      ],
      "aé中Xb\nsecond\n"
    ),
    (
      [
        .init(
          range: TextRange(start: .init(line: 1, character: 0), end: .init(line: 2, character: 0)),
          text: ""),
        .init(
          range: TextRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)),
          text: "> "),
      ],
      "> aé中😀b\n"
    ),
    (
      [
        .init(
          range: TextRange(start: .init(line: 5, character: 0), end: .init(line: 0, character: 0)),
          text: "end")
      ],
      "aé中😀b\nsecond\nend"
    ),
  ]

  /// Incremental changes apply in order, each to the text the previous left; a reversed or
  /// outside range is clamped, never refused.
  @Test(arguments: changes)
  func changesApplyInOrder(changes: [TextDocument.Change], expected: String) {
    var document = TextDocument(uri: "file:///a.scenario", version: 1, text: "aé中😀b\nsecond\n")
    document.apply(changes, encoding: .utf16)
    #expect(String(decoding: document.bytes, as: UTF8.self) == expected)
  }

  static let uris: [(String, String)] = [
    ("file:///home/a/b%20c.scenario", "/home/a/b c.scenario"),
    ("file://host/x/y.scenario", "/x/y.scenario"),
    ("file:///a/%E2%82%AC%zz%4", "/a/€%zz%4"),
    ("untitled:Untitled-1", "untitled:Untitled-1"),
  ]

  @Test(arguments: uris)
  func documentURIsNameTheirFiles(uri: String, path: String) {
    #expect(DocumentURI.path(uri) == path)
  }
}
