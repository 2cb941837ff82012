import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import Testing

@testable import ScenarioExplorer

/// `explore --versions`: stories run on the listed releases only, and a shrunk failure stays on
/// one of them and names the list in its replay.
struct ExploreVersionsTests {
  @Test func storiesRunOnTheListedReleasesOnly() throws {
    var options = ExplorationOptions(seed: 3)
    options.versions = [SystemVersion(16, 0), SystemVersion(26, 4)]
    let explorer = try Explorer(options: options)
    var seen: Set<SystemVersion> = []
    for run in 0..<200 { seen.insert(explorer.draft(ofRun: run).story.world.systemVersion) }
    #expect(seen == [SystemVersion(16, 0), SystemVersion(26, 4)])
    let unrestricted = try Explorer(options: ExplorationOptions(seed: 3))
    var all: Set<SystemVersion> = []
    for run in 0..<200 { all.insert(unrestricted.draft(ofRun: run).story.world.systemVersion) }
    #expect(all.count > 2)
  }

  @Test func aShrunkFailureStaysOnAListedRelease() throws {
    var options = ExplorationOptions(
      mistakes: ["log-tokens"], limit: .runs(6), seed: 1, recordsTimeline: false)
    options.versions = [SystemVersion(26, 5)]
    let report = try Explorer(options: options).explore()
    let failure = try #require(report.failures.first)
    #expect(failure.scenarioText.contains("device iOS 26.5\n"))
    #expect(failure.scenarioText.contains("--versions 26.5"))
  }
}
