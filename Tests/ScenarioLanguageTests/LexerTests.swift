import Testing

@testable import ScenarioLanguage

/// The lexer splits lines into words, strings and commas, with exact locations.
struct LexerTests {
  private func lex(_ bytes: [UInt8]) -> [LexedLine] {
    var work = 0
    return Lexer.lex(SourceFile(path: "f", bytes: bytes), work: &work)
  }

  private func tokens(_ text: String) -> [String] {
    lex(Array(text.utf8)).flatMap(\.tokens).map {
      "\($0.location.line):\($0.location.column) \($0.spelling)"
    }
  }

  @Test func wordsRunUntilSpaceCommaHashOrQuote() {
    #expect(
      tokens("09:00-17:00 +1h30m key=value com.example.app 26.5 mon,tue") == [
        "1:1 09:00-17:00", "1:13 +1h30m", "1:20 key=value", "1:30 com.example.app", "1:46 26.5",
        "1:51 mon", "1:54 ,", "1:55 tue",
      ])
    #expect(tokens("named\"Chess\" wait# comment") == ["1:1 named", "1:6 \"Chess\"", "1:14 wait"])
  }

  @Test func stringsResolveTheirTwoEscapesAndKeepHashes() {
    let line = lex(Array(#"title "a \"b\" \\ # c" # d"#.utf8))[0]
    #expect(line.problem == nil)
    #expect(line.tokens.map(\.text) == ["title", #"a "b" \ # c"#])
    #expect(line.tokens[1].length == 16)
  }

  @Test func columnsCountBytesAndSkipTheByteOrderMark() {
    #expect(tokens("\u{FEFF}café wait\r\n\tx\r\n") == ["1:1 café", "1:7 wait", "2:2 x"])
  }

  @Test func aCarriageReturnEndsTheLastLine() {
    let lines = lex(Array("wait\r\nwait\r".utf8))
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.problem == nil })
  }

  @Test(arguments: [
    ([UInt8]("ok \"open".utf8), ScenarioError.unterminatedString, 4),
    ([UInt8]("\"\\t\"".utf8), .invalidEscape("\\t"), 2),
    ([UInt8]("a\u{7}b".utf8), .controlCharacter(7), 2),
    ([0x61, 0x0D, 0x62], .controlCharacter(13), 2),
    ([0xC2, 0x85], .controlCharacter(0x85), 1),
    ([0x61, 0xFF], .invalidUTF8(byte: 0xFF), 2),
    ([0xE0, 0x80, 0x80], .invalidUTF8(byte: 0xE0), 1),
    ([0xED, 0xA0, 0x80], .invalidUTF8(byte: 0xED), 1),
    ([0xF4, 0x90, 0x80, 0x80], .invalidUTF8(byte: 0xF4), 1),
    ([0x23, 0x20, 0xE2, 0x82], .invalidUTF8(byte: 0xE2), 3),
  ])
  func badBytesAreReportedWhereTheyStart(bytes: [UInt8], error: ScenarioError, column: Int) {
    let problem = lex(bytes).first?.problem
    #expect(problem == Diagnostic(error, at: SourceLocation(file: "f", line: 1, column: column)))
  }

  @Test func wellFormedMultibyteTextIsAccepted() {
    let lines = lex(Array("about \"日本 ☕ 𝄞 é\" # ok ✓".utf8))
    #expect(lines.first?.problem == nil)
    #expect(lines.first?.tokens.last?.text == "日本 ☕ 𝄞 é")
  }
}
