import Foundation
import ReferenceCatalog
import ScenarioLanguage
import Testing

@testable import ScenarioLanguageServer

/// The diagnostics published as a document is typed are the problems `stsim check` reports: the
/// same messages, suggestions, lines and columns.
struct DiagnosticsTests {
  /// The malformed scenarios of the front end's tests, each with the problems it must produce.
  static let corpus: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("ScenarioLanguageTests/Malformed").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".scenario") }.sorted().map { folder + "/" + $0 }
  }()

  @Test func theCorpusIsThere() {
    #expect(Self.corpus.count > 20)
  }

  /// Each diagnostic, written as `stsim check` writes it without the source line, from the
  /// server's range read back as a line and a UTF-8 column.
  @Test(arguments: corpus)
  func everyMalformedFileGetsTheProblemsCheckReports(path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let text = String(decoding: bytes, as: UTF8.self)
    guard Array(text.utf8) == bytes, !hasLoneCarriageReturn(bytes) else { return }
    let uri = "file://" + path
    var session = ServerSession.initialized(encodings: ["utf-8"])
    let diagnostics = session.open(text, uri: uri)
    let checked = ScenarioLoader().load(source: SourceFile(path: path, bytes: bytes))
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    let published = diagnostics.map { diagnostic -> String in
      let start =
        TextPosition(json: diagnostic["range"]?["start"]) ?? TextPosition(line: -1, character: -1)
      let column = start.character + 1 - (start.line == 0 ? bom : 0)
      let message = diagnostic["message"]?.string ?? ""
      if diagnostic["severity"] == 3 { return message + "\n" }
      return "\(path):\(start.line + 1):\(column): error: \(message)\n"
    }
    expectLinesEqual(published.joined(), checked.renderedDiagnostics(showingSource: false))
    #expect(!diagnostics.isEmpty)
  }

  private func hasLoneCarriageReturn(_ bytes: [UInt8]) -> Bool {
    bytes.indices.contains { bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A) }
  }

  @Test func rangesCoverTheWordAtFaultInUTF16() {
    var session = ServerSession.initialized()
    let diagnostics = session.open(
      """
      scenario "é"
      app café com.example.cafe
      expect callback intervalDidStrat # 😀
      user approves "x
      """)
    let ranges = diagnostics.map { TextRange(json: $0["range"]) }
    let messages = diagnostics.map { $0["message"]?.string }
    #expect(
      messages == [
        "invalid name 'café'; a name is a letter followed by letters, digits, '_', '.' or '-'",
        "unknown callback 'intervalDidStrat'; did you mean 'intervalDidStart'?",
        "unterminated string",
      ])
    #expect(
      ranges == [
        TextRange(start: .init(line: 1, character: 4), end: .init(line: 1, character: 8)),
        TextRange(start: .init(line: 2, character: 16), end: .init(line: 2, character: 32)),
        TextRange(start: .init(line: 3, character: 14), end: .init(line: 3, character: 16)),
      ])
  }

  @Test func aFixPublishesNoDiagnosticsAndClosingClearsThem() {
    var session = ServerSession.initialized()
    #expect(session.open("scenario \"x\"\nuser approve authorization\n").count == 1)
    let changed = session.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(ServerSession.uri), "version": 2],
        "contentChanges": [
          [
            "range": TextRange(
              start: .init(line: 1, character: 12), end: .init(line: 1, character: 12)
            ).json,
            "text": "s",
          ]
        ],
      ])
    #expect(changed.first?["params"]?["diagnostics"] == .array([]))
    #expect(changed.first?["params"]?["version"] == 2)
    let closed = session.notify(
      "textDocument/didClose", ["textDocument": ["uri": .string(ServerSession.uri)]])
    #expect(closed.first?["params"]?["diagnostics"] == .array([]))
  }

  /// Past the loader's limit, one more diagnostic says how many are left, as `check` does.
  @Test func problemsPastTheLimitAreCounted() {
    var session = ServerSession.initialized()
    let text = "scenario \"many\"\n" + String(repeating: "user flies\n", count: 105)
    let diagnostics = session.open(text, uri: "file:///many.scenario")
    #expect(diagnostics.count == 101)
    #expect(diagnostics.last?["severity"] == 3)
    #expect(diagnostics.last?["message"] == "... and 5 more errors in /many.scenario")
  }

  private func expectLinesEqual(
    _ actual: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(actual == expected, sourceLocation: sourceLocation)
  }
}
