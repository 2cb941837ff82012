import Foundation
import ScenarioTesting
import ScreenTimeModel
import Testing

/// `ScenarioCases.at(_:versions:)`: one case per release a scenario is meant for, each run on
/// its release.
struct VersionCaseTests {
  static let shields = fixtures + "/shields.scenario"

  @Test func aScenarioIsACasePerReleaseItIsMeantFor() {
    let cases = ScenarioCases.at(Self.shields, versions: "15.0,18.5,26.4")
    // `member individual` needs 16.0.
    #expect(cases.map { $0.version?.description } == ["18.5", "26.4"])
    #expect(
      cases.map(\.description) == ["\(Self.shields) [iOS 18.5]", "\(Self.shields) [iOS 26.4]"])
    for scenario in cases {
      #expect(scenario.outcome() == .passed, "\(scenario)")
    }
  }

  @Test func aBrokenFileStaysOneCaseAndABadListFails() throws {
    let typo = ScenarioCases.at(fixtures + "/typo.scenario", versions: "all")
    #expect(typo.count == 1)
    #expect(typo.first?.version == nil)
    let bad = try #require(ScenarioCases.at(Self.shields, versions: "26.4...16.0").first)
    guard case .failed(let problems) = bad.outcome() else {
      Issue.record("expected a bad list to fail, got \(bad.outcome())")
      return
    }
    #expect(problems.first?.message.hasPrefix("invalid versions '26.4...16.0'") == true)
  }

  @Test func aReleaseOnWhichAStepDoesNotExistIsSkipped() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stsim-version-cases-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("data.scenario")
    try Data(
      """
      scenario "Data access"
      app insta com.burbn.instagram category social

      user approves authorization with data access
      expect authorization approvedWithDataAccess
      """.utf8
    ).write(to: file)
    let cases = ScenarioCases.at(file.path, versions: "18.5,26.4")
    #expect(cases.count == 2)
    guard case .skipped(let reason) = cases[0].outcome() else {
      Issue.record("expected 18.5 skipped, got \(cases[0].outcome())")
      return
    }
    #expect(reason.hasPrefix("not meant for iOS 18.5: line 4: "))
    #expect(cases[1].outcome() == .passed)
  }
}
