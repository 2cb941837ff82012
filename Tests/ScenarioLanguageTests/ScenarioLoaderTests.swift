import Foundation
import ScenarioLanguage
import Testing
import _SimulatorTestSupport

/// The loader finds files in path order, reports every problem of every file, and treats a
/// path that yields nothing as a usage problem.
struct ScenarioLoaderTests {
  /// A temporary folder, removed at the end of the test.
  final class Folder {
    let path = FileManager.default.temporaryDirectory.path + "/stsim-loader-" + UUID().uuidString

    func write(_ name: String, _ text: String) throws {
      let file = URL(fileURLWithPath: path + "/" + name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  @Test func foldersAreSearchedRecursivelyInPathOrder() throws {
    let folder = Folder()
    try folder.write("b.scenario", "scenario \"b\"\n")
    try folder.write("a/z.scenario", "scenario \"z\"\n")
    try folder.write("a/notes.txt", "not a scenario\n")
    try folder.write(".hidden/x.scenario", "scenario \"hidden\"\n")
    try folder.write("c.scenario", "scenario \"c\"\n")
    let loaded = try ScenarioLoader.referenceWords().load(paths: [
      folder.path + "/c.scenario", folder.path,
    ])
    #expect(loaded.scenarios.map(\.title) == ["z", "b", "c"])
    #expect(
      loaded.files.map(\.source.path) == [
        folder.path + "/a/z.scenario", folder.path + "/b.scenario", folder.path + "/c.scenario",
      ])
    #expect(!loaded.hasErrors)
  }

  @Test func everyProblemOfEveryFileIsReportedInOrder() throws {
    let folder = Folder()
    try folder.write("2.scenario", "scenario \"two\"\nwait now\nusr\n")
    try folder.write("1.scenario", "seed 3\n")
    try folder.write("3.scenario", "scenario \"fine\"\n")
    let loaded = try ScenarioLoader.referenceWords().load(paths: [folder.path])
    #expect(loaded.hasErrors)
    #expect(loaded.scenarios.map(\.title) == ["fine"])
    #expect(loaded.filesWithErrors.count == 2)
    expectLines(
      loaded.renderedDiagnostics(showingSource: false),
      equal: """
        \(folder.path)/1.scenario:1:1: error: expected 'scenario "<title>"' as the first statement
        \(folder.path)/2.scenario:2:6: error: unexpected 'now'; expected end of line
        \(folder.path)/2.scenario:3:1: error: unknown statement 'usr'; did you mean 'user'?

        """)
  }

  @Test func aFileLargerThanTheLimitIsRefusedUnreadSayingWhy() throws {
    let folder = Folder()
    try folder.write("big.scenario", "")
    let path = folder.path + "/big.scenario"
    // A sparse file: its size, not its bytes, refuses it.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(ScenarioLoader.largestFile + 1))
    try handle.close()
    #expect(ScenarioLoader.largestFile == 16 * 1_024 * 1_024)
    let loaded = try ScenarioLoader.referenceWords().load(paths: [path])
    #expect(loaded.hasErrors && loaded.scenarios.isEmpty)
    expectLines(
      loaded.renderedDiagnostics(showingSource: false),
      equal: """
        \(path):1:1: error: file too large (16777217 bytes); a scenario file is at most 16777216 \
        bytes, so that checking it fits in memory (about 35 bytes a byte of the file); split it \
        into files

        """)
  }

  @Test func aPathThatYieldsNoScenarioIsAUsageProblem() throws {
    let folder = Folder()
    try folder.write("readme.md", "nothing here\n")
    #expect(throws: ScenarioLoadError.noSuchPath(folder.path + "/missing")) {
      try ScenarioLoader.referenceWords().load(paths: [folder.path + "/missing"])
    }
    #expect(throws: ScenarioLoadError.noScenarioFiles(folder.path)) {
      try ScenarioLoader.referenceWords().load(paths: [folder.path])
    }
    #expect(
      ScenarioLoadError.noSuchPath("x").message == "no such file or folder 'x'")
  }

  @Test func aFileNamedDirectlyIsReadWhateverItsExtension() throws {
    let folder = Folder()
    try folder.write("plain.txt", "scenario \"plain\"\n")
    let loaded = try ScenarioLoader.referenceWords().load(paths: [folder.path + "/plain.txt"])
    #expect(loaded.scenarios.map(\.title) == ["plain"])
  }

  @Test func anInlineScenarioThrowsItsRenderedProblems() {
    do {
      _ = try ScenarioLoader.referenceWords().scenario(
        from: "scenario \"x\"\nuser opens socail\n", path: "inline")
      Issue.record("expected an error")
    } catch {
      #expect(error.diagnostics.count == 1)
      expectLines(
        error.description,
        equal: """
          inline:2:12: error: undeclared app alias 'socail'
          user opens socail
                     ^

          """)
    }
  }

  @Test func anInlineScenarioLoads() throws {
    let scenario = try ScenarioLoader.referenceWords().scenario(from: "scenario \"ok\"\nwait\n")
    #expect(scenario.title == "ok")
    #expect(scenario.path == "scenario")
    #expect(scenario.steps.count == 1)
  }

  @Test func problemsPastTheLimitAreCountedAndNotKept() {
    let text = "scenario \"many\"\n" + String(repeating: "usr\n", count: 250)
    var loader = ScenarioLoader.referenceWords()
    loader.diagnosticLimit = 100
    let file = loader.load(text: text, path: "many.scenario")
    #expect(file.scenario == nil)
    #expect(file.diagnostics.count == 100)
    #expect(file.omittedDiagnosticCount == 150)
    #expect(file.diagnosticCount == 250)
    #expect(file.diagnostics.last?.location.line == 101)
    let rendered = file.renderedDiagnostics(showingSource: false)
    #expect(
      rendered.hasSuffix(
        "many.scenario:101:1: error: unknown statement 'usr'; did you mean 'user'?\n... and 150 more errors in many.scenario\n"
      ))
    #expect(ScenarioLoader.referenceWords().diagnosticLimit == 100)
  }

  @Test func theProblemsOfALineStayInColumnOrderAtTheLimit() {
    // Line 2 has two problems: the missing title statement (column 1) and the unknown one.
    var loader = ScenarioLoader.referenceWords()
    loader.diagnosticLimit = 1
    let file = loader.load(text: "\nusr\nusr\n", path: "f")
    #expect(file.diagnostics.map(\.error) == [.missingScenarioStatement])
    #expect(file.omittedDiagnosticCount == 2)
  }

  @Test func aLongLineIsShownAroundTheColumn() {
    let words = (0..<100).map { "t\($0)" }.joined(separator: " ")
    let text = "scenario \"t\"\ntags \(words) 9x \(words)\n"
    let file = ScenarioLoader.referenceWords().load(text: text, path: "f")
    let lines = file.renderedDiagnostics().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 4)
    #expect(lines[1].hasPrefix("...") && lines[1].hasSuffix("..."))
    #expect(lines[1].utf8.count <= 160 + 6)
    let caret = lines[2].count
    #expect(Array(lines[1])[caret - 1] == "9", "the caret is under the word at fault")
  }
}
