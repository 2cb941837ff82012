import Foundation
import ScenarioLanguage
import Testing
import _SimulatorTestSupport

/// A file read with statements matched in earlier files is the file read afresh: the same
/// scenario, locations and diagnostics.
struct StatementCacheTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The text of every file of the scenario library and of the malformed inputs, in path order.
  static let texts: [String] = {
    let folders = [
      root.appendingPathComponent("Scenarios"),
      root.appendingPathComponent("Tests/ScenarioLanguageTests/Malformed"),
    ]
    var paths: [String] = []
    for folder in folders {
      let enumerator = FileManager.default.enumerator(atPath: folder.path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".scenario") { paths.append(folder.appendingPathComponent(path).path) }
      }
    }
    return paths.sorted().compactMap { path in
      FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
  }()

  @Test func everyFileReadsAsReadAfreshWhateverWasReadBefore() {
    let loader = ScenarioLoader.referenceWords()
    let statements = StatementCache(loader: loader, path: Fixture.path)
    #expect(Self.texts.count > 300)
    var failing = 0
    for text in Self.texts + Self.texts.reversed() {
      let cached = loader.load(text: text, path: Fixture.path, statements: statements)
      let fresh = loader.load(text: text, path: Fixture.path)
      if cached.scenario == nil { failing += 1 }
      #expect(cached == fresh, "\(text.prefix(200))")
    }
    #expect(failing > 100, "the malformed inputs, twice")
  }

  @Test func aStatementElsewhereOrOverOtherDeclarationsIsMatchedForItsPlace() {
    let loader = ScenarioLoader.referenceWords()
    let statements = StatementCache(loader: loader, path: Fixture.path)
    let texts = [
      "scenario \"a\"\napp x com.example.x\n\nuser opens x\n09:00   user opens x, x\n",
      "scenario \"b\"\nweb x x.example.com\n\n+1h  user opens x\nuser opens x\n",
      "scenario \"c\"\ncategory x \"X\"\nabout \"late\"\n\nuser opens x\n",
      "scenario \"d\"\n\nuser creates x\nuser opens x\n",
      "scenario \"e\"\napp x com.example.x\n\nuser creates x\n",
    ]
    for text in texts + texts {
      let cached = loader.load(text: text, path: Fixture.path, statements: statements)
      #expect(cached == loader.load(text: text, path: Fixture.path), "\(text)")
    }
  }

  @Test func aCacheServesOnlyItsLoaderAndPath() {
    let loader = ScenarioLoader.referenceWords()
    let statements = StatementCache(loader: loader, path: Fixture.path)
    let text = "scenario \"a\"\npolicy other\n\nuser approves authorization\n"
    var other = loader
    other.policies.append("other")
    #expect(loader.load(text: text, path: Fixture.path, statements: statements).scenario == nil)
    let accepted = other.load(text: text, path: Fixture.path, statements: statements)
    #expect(accepted.scenario?.policy.name == "other")
    let elsewhere = loader.load(text: text, path: "elsewhere.scenario", statements: statements)
    #expect(elsewhere == loader.load(text: text, path: "elsewhere.scenario"))
  }
}
