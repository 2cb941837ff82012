import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import Testing

/// `--versions`: which releases a list names, which of them a scenario is meant for, and where
/// its runs differ.
struct VersionSweepTests {
  static let header = """
    scenario "versions"
    app insta com.burbn.instagram category social

    """

  static func sweep(_ text: String, on versions: String) throws -> VersionSweep {
    let scenario = try ScenarioLoader().scenario(from: header + text)
    let list = try #require(SystemVersionSet.parsingList(versions))
    return VersionSweep.run(scenario, versions: list.representatives(), options: RunOptions())
  }

  static func outcomes(_ sweep: VersionSweep) -> [String] {
    sweep.cells.map { "\($0.version) \($0.outcome.word)" }
  }

  @Test(arguments: [
    ("all", ["15.0", "16.0", "17.4", "26.4", "26.5"]),
    ("16.0...26.4", ["16.0", "17.4", "26.4"]),
    ("26.4...", ["26.4", "26.5"]),
    ("18.5, 27.0,16.0", ["16.0", "18.5", "27.0"]),
    ("26.5...26.5", ["26.5"]),
  ])
  func aListNamesItsReleasesAndEveryBandInsideItsRanges(list: String, expected: [String]) throws {
    let versions = try #require(SystemVersionSet.parsingList(list))
    #expect(versions.representatives().map(\.description) == expected)
  }

  @Test(arguments: ["26.4...16.0", "abc", "14.0", "16.0,", "", "28.0...", "16.0....26.4"])
  func aBadListIsRefused(list: String) {
    #expect(SystemVersionSet.parsingList(list) == nil)
  }

  @Test func withoutADeclarationEveryReleaseTheMemberAllowsRuns() throws {
    let sweep = try Self.sweep(
      """
      user approves authorization
      user picks work apps insta
      user blocks work now
      expect shielded insta
      """, on: "15.0,16.0,26.5")
    #expect(Self.outcomes(sweep) == ["15.0 -", "16.0 pass", "26.5 pass"])
    #expect(sweep.cells[0].outcome == .notMeant("member individual needs iOS 16.0"))
    #expect(sweep.passed)
  }

  @Test func aDeclarationOrADeviceLineChoosesTheReleases() throws {
    let declared = try Self.sweep(
      """
      versions 17.4...26.4
      user approves authorization
      """, on: "all")
    #expect(Self.outcomes(declared) == ["15.0 -", "16.0 -", "17.4 pass", "26.4 pass", "26.5 -"])
    #expect(declared.cells[1].outcome == .notMeant("meant for iOS 17.4...26.4"))
    let pinned = try Self.sweep(
      """
      device iOS 26.4
      user approves authorization
      """, on: "all")
    #expect(Self.outcomes(pinned) == ["15.0 -", "16.0 -", "17.4 -", "26.4 pass", "26.5 -"])
  }

  @Test func aStepTheReleaseLacksMakesItOneTheScenarioIsNotMeantFor() throws {
    let sweep = try Self.sweep(
      """
      user approves authorization with data access
      expect authorization approvedWithDataAccess
      """, on: "18.5,26.4")
    #expect(Self.outcomes(sweep) == ["18.5 -", "26.4 pass"])
    guard case .notMeant(let reason) = sweep.cells[0].outcome else {
      Issue.record("expected 18.5 not meant, got \(sweep.cells[0].outcome)")
      return
    }
    #expect(reason.hasPrefix("line 3: "))
  }

  @Test func aDeclaredReleaseThatLacksAStepFails() throws {
    let sweep = try Self.sweep(
      """
      versions 18.5...
      user approves authorization with data access
      """, on: "18.5,26.4")
    #expect(Self.outcomes(sweep) == ["18.5 FAIL", "26.4 pass"])
    #expect(!sweep.passed)
  }

  @Test func theFirstObservationTheReleasesDifferInIsNamed() throws {
    let sweep = try Self.sweep(
      """
      user approves authorization
      user picks work apps insta
      user blocks work now
      user opens insta
      """, on: "18.5,26.4")
    let difference = try #require(sweep.difference)
    #expect(difference.first.description == "18.5")
    #expect(difference.second.description == "26.4")
    #expect(difference.firstObservation?.hasSuffix("secondary=\"Ask again later\"") == true)
    #expect(difference.secondObservation?.hasSuffix("submenu=1") == true)
  }

  @Test func runsThatDifferOnlyInTheReleaseTheyNameDoNotDiffer() throws {
    let sweep = try Self.sweep("user approves authorization\n", on: "16.0,18.5")
    #expect(Self.outcomes(sweep) == ["16.0 pass", "18.5 pass"])
    #expect(sweep.difference == nil)
  }

  @Test func aVersionsLineThatIsNotAListIsAnError() {
    let result = ScenarioLoader().load(text: Self.header + "versions 26.4...16.0\n")
    #expect(result.diagnostics.map(\.error) == [.unsupportedSystemVersion("26.4...16.0")])
  }
}
