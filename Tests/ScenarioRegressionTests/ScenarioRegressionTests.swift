import ScenarioLanguage
import XCTest

/// Runs every scenario of the library, as a team would in its own CI.
final class ScenarioRegressionTests: XCTestCase {
  func testTheLibraryHasScenarios() throws {
    XCTAssertGreaterThanOrEqual(try ScenarioLibrary.load().count, 1)
  }

  /// Every scenario passes under its own policy; a failing one reports its failure lines.
  func testEveryScenarioPasses() throws {
    for scenario in try ScenarioLibrary.load() {
      let result = ScenarioRunner.run(scenario)
      if !result.passed {
        XCTFail(
          "FAIL \(result.path)  \(result.title)\n"
            + result.failureLines.map { "  \($0)" }.joined(separator: "\n"))
      }
    }
  }

  /// Every scenario prints the same trace twice, and again twice under a second seed when the
  /// scenario does not pin its own.
  func testEveryScenarioIsDeterministic() throws {
    for scenario in try ScenarioLibrary.load() {
      let first = ScenarioRunner.run(scenario)
      let second = ScenarioRunner.run(scenario)
      XCTAssertEqual(
        first.digest, second.digest, "\(scenario.path): the digest changed between runs")
      XCTAssertEqual(first.trace, second.trace, "\(scenario.path): the trace changed between runs")
      guard !scenario.isSeedPinned else { continue }
      let options = RunOptions(seed: scenario.seed &+ 1)
      let reseeded = ScenarioRunner.run(scenario, options: options)
      let again = ScenarioRunner.run(scenario, options: options)
      XCTAssertEqual(
        reseeded.digest, again.digest,
        "\(scenario.path): the digest under seed \(scenario.seed &+ 1) changed")
      XCTAssertEqual(
        reseeded.passed, first.passed, "\(scenario.path): the outcome depends on the seed")
    }
  }
}
