import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScenarioTesting
import XCTest

/// `assertScenarios(at:)` records failures at the scenario's file and line.
///
/// This case keeps what it would record instead of failing, so that the test can check it.
final class XCTestIntegrationTests: XCTestCase {
  private var recorded: [(description: String, file: String, line: Int)] = []
  private var capturing = false

  #if !canImport(Darwin)
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      if capturing {
        recorded.append((description, filePath, lineNumber))
      } else {
        super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif

  private func capture(_ body: () -> Void) {
    capturing = true
    body()
    capturing = false
  }

  func testABrokenFileFailsAtItsLine() {
    capture { assertScenarios(at: [fixtures + "/typo.scenario"]) }
    XCTAssertEqual(recorded.map(\.file), [fixtures + "/typo.scenario"])
    XCTAssertEqual(recorded.map(\.line), [5])
    XCTAssertTrue(
      recorded.first?.description.hasPrefix(fixtures + "/typo.scenario:5:6: ") == true,
      recorded.first?.description ?? "nothing recorded")
  }

  func testAFailedExpectationFailsAtItsLine() {
    capture { assertScenarios(at: [fixtures + "/wrong.scenario"]) }
    XCTAssertEqual(recorded.map(\.line), [7])
    XCTAssertEqual(
      recorded.map(\.description),
      [fixtures + "/wrong.scenario:7:1: expected 'social' shielded, got not shielded"])
  }

  func testAMissingPathFails() {
    capture { assertScenarios(at: [fixtures + "/missing"]) }
    XCTAssertEqual(recorded.count, 1)
  }

  func testATagRunsTaggedFilesAndStillFailsBrokenOnes() {
    var problems: [ScenarioProblem] = []
    capture { problems = assertScenarios(at: [fixtures], tag: "portable", options: RunOptions()) }
    // The passing tagged file records nothing; the broken one is kept whatever its tags.
    XCTAssertEqual(problems.map(\.path), [fixtures + "/typo.scenario"])
    XCTAssertEqual(recorded.map(\.line), [5])
  }

  func testPassingScenariosRecordNothing() {
    XCTAssertEqual(assertScenarios(at: [fixtures + "/shields.scenario"]), [])
  }

  func testCoverageThatLeavesAPointUncoveredFailsNamingIt() {
    var report: CoverageReport?
    capture { report = assertScenarioCoverage(at: [fixtures + "/shields.scenario"]) }
    XCTAssertEqual(recorded.count, 1)
    XCTAssertTrue(
      recorded.first?.description.contains("); not covered: fault.")
        == true, recorded.first?.description ?? "nothing recorded")
    XCTAssertEqual(report?.isComplete, false)
    XCTAssertTrue(report?.points.contains { $0.covered } == true)
  }

  func testCoverageWithoutRequiringEveryPointRecordsNothing() {
    let report = assertScenarioCoverage(
      at: [fixtures + "/shields.scenario"], requiresEveryPoint: false)
    XCTAssertFalse(report.points.filter(\.covered).isEmpty)
  }
}
