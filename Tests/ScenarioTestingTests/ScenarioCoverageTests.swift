import Foundation
import ScenarioTesting
import Testing

/// The coverage helpers of `ScenarioTesting`: the points a set of cases reaches, each case's
/// outcome, and the points no case reaches.
struct ScenarioCoverageTests {
  static let library = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")
    .path

  @Test func theCasesOfOneFileReachItsPointsAndLeaveTheRest() throws {
    let path = Self.library + "/Shields/unknown-token-individual.scenario"
    let coverage = ScenarioCoverage.of(ScenarioCases.at(path))
    #expect(coverage.outcomes.count == 1)
    let reached = coverage.report.points.filter(\.covered).map(\.id)
    #expect(reached.contains("shield.application.unknown.generic"))
    #expect(reached.contains("action.answer.close"))
    #expect(!coverage.report.isComplete)
    #expect(coverage.report.uncovered.contains { $0.id == "callback.intervalDidEnd.dropped" })
    let point = try #require(
      coverage.report.points.first { $0.id == "shield.application.unknown.generic" })
    #expect(point.scenarios == [path])
  }

  @Test func theLibraryReachesEveryPointACorrectAppCan() {
    let coverage = ScenarioCoverage.of(ScenarioCases.at(Self.library))
    #expect(coverage.report.isComplete, "\(coverage.report.text())")
    #expect(
      coverage.outcomes.allSatisfy {
        if case .failed = $0 { return false }
        return true
      })
  }
}
