import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import Testing

/// The library passes on every release each of its scenarios is meant for (`--versions all`).
struct VersionLibraryTests {
  static let files: [String] =
    ((try? ScenarioLoader.scenarioFiles(at: [FileSystemPath(ScenarioLibrary.folder)])) ?? [])
    .map(\.description)

  static let versions = SystemVersionSet.parsingList("all")?.representatives() ?? []

  @Test func theLibraryIsFound() {
    #expect(Self.files.count > 200)
    #expect(Self.versions.count == 5)
  }

  @Test(arguments: files)
  func everyScenarioPassesOnEveryReleaseItIsMeantFor(path: String) throws {
    let file = try ScenarioLoader().load(file: FileSystemPath(path))
    let scenario = try #require(file.scenario, "\(path) does not load")
    // Every band, and the scenario's own release, which may lie between two.
    let versions = Set(Self.versions + [scenario.systemVersion]).sorted()
    let sweep = VersionSweep.run(scenario, versions: versions, options: RunOptions())
    for cell in sweep.cells where cell.outcome == .failed {
      let failures = (cell.result?.failureLines ?? []).joined(separator: "; ")
      Issue.record("\(path) on iOS \(cell.version): \(failures)")
    }
    #expect(sweep.cells.contains { $0.outcome == .passed }, "\(path) runs on no release")
  }
}
