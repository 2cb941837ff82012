import Foundation
import ReferenceCatalog
import ScenarioLanguage
import Testing

@testable import ScenarioLanguageServer

/// Formatting writes the canonical form, keeps every token and comment, and leaves a formatted
/// file as it is.
struct FormatterTests {
  static let cases: [(String, String)] = [
    (
      "scenario  \"x\"   \n\tuser   approves authorization\n",
      "scenario \"x\"\nuser approves authorization\n"
    ),
    ("\n\n\nscenario \"x\"\n\n\n\nwait\n\n\n", "scenario \"x\"\n\nwait\n"),
    ("scenario \"x\"", "scenario \"x\"\n"),
    ("user picks w apps a ,b,c   ,  d", "user picks w apps a, b, c, d\n"),
    ("app x com.x named\"Two  spaces\"# note  \t", "app x com.x named \"Two  spaces\" # note\n"),
    ("   #   indented comment   \nwait", "#   indented comment\nwait\n"),
    ("scenario \"x\"\r\n  wait  \r\n\r\n\r\nwait\r\n", "scenario \"x\"\r\nwait\r\n\r\nwait\r\n"),
    ("scenario \"x\"\r\nwait", "scenario \"x\"\r\nwait\r\n"),
    ("\u{FEFF}  scenario \"x\"\n", "\u{FEFF}scenario \"x\"\n"),
    ("   \n \t \n", ""),
    ("", ""),
    ("  user approves \"open string   \n  wait  \n", "  user approves \"open string   \nwait\n"),
    ("  bad \u{1} control  \nwait", "  bad \u{1} control  \nwait\n"),
    ("wait\r", "wait\r\n"),
    (", ,", ",,\n"),
  ]

  @Test(arguments: cases)
  func formattingWritesTheCanonicalForm(text: String, expected: String) {
    let source = SourceFile(path: "a.scenario", text: text)
    let formatted = String(decoding: ScenarioFormatter.formatted(source), as: UTF8.self)
    #expect(formatted == expected)
    let again = SourceFile(path: "a.scenario", text: formatted)
    #expect(ScenarioFormatter.edits(again) == [], "formatting twice changes something")
  }

  /// The library's scenarios: formatting keeps each line's tokens and the scenario they make,
  /// and a second formatting changes nothing.
  @Test func formattingKeepsWhatEveryLibraryScenarioMeans() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let files = try ScenarioLoader.scenarioFiles(at: [FileSystemPath(root.path + "/Scenarios")])
    #expect(files.count > 100)
    let loader = ScenarioLoader()
    for path in files {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path.description)))
      let source = SourceFile(path: "a.scenario", bytes: bytes)
      let formatted = SourceFile(path: "a.scenario", bytes: ScenarioFormatter.formatted(source))
      #expect(ScenarioFormatter.edits(formatted) == [], "\(path)")
      #expect(Self.tokens(source) == Self.tokens(formatted), "\(path)")
      let before = loader.load(source: source).scenario
      let after = loader.load(source: formatted).scenario
      #expect(before != nil, "\(path)")
      #expect(before?.steps.map(\.action) == after?.steps.map(\.action), "\(path)")
      #expect(before?.steps.map(\.instant) == after?.steps.map(\.instant), "\(path)")
      #expect(before?.title == after?.title && before?.apps.count == after?.apps.count, "\(path)")
    }
  }

  /// Every line's tokens, blank and comment lines left out.
  static func tokens(_ source: SourceFile) -> [[String]] {
    var work = 0
    return (1...max(1, source.lineCount)).compactMap { number in
      let tokens = Lexer.lexLine(source, number: number, work: &work).tokens.map(\.spelling)
      return tokens.isEmpty ? nil : tokens
    }
  }

  @Test func theServerSendsEditsThatGiveTheCanonicalForm() throws {
    let text = "scenario  \"é😀\"\n\n\n\n  user   approves authorization   # ok\nwait"
    var session = ServerSession.initialized()
    session.open(text)
    let response = session.request(
      "textDocument/formatting",
      [
        "textDocument": ["uri": .string(ServerSession.uri)],
        "options": ["tabSize": 2, "insertSpaces": true],
      ])
    let edits = try #require(response["result"]?.array)
    var document = TextDocument(uri: ServerSession.uri, version: 1, text: text)
    let changes = edits.reversed().map { edit in
      TextDocument.Change(
        range: TextRange(json: edit["range"]), text: edit["newText"]?.string ?? "")
    }
    document.apply(changes, encoding: .utf16)
    #expect(
      String(decoding: document.bytes, as: UTF8.self)
        == "scenario \"é😀\"\n\nuser approves authorization # ok\nwait\n")
  }
}
