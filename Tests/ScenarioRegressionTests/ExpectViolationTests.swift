import ReferenceApp
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import XCTest

/// `expect violation` end to end: a scenario that turns a mistake on and expects its invariant
/// broken passes, and one that expects a violation that does not happen fails.
final class ExpectViolationTests: XCTestCase {
  static func scenario(policy: String) throws -> Scenario {
    try ScenarioLoader().scenario(
      from: """
        scenario "an unknown token deferred"
        policy \(policy)
        app insta com.burbn.instagram
        user approves authorization
        user picks work apps insta
        user blocks work now
        os rotates all tokens
        user opens insta
        user taps primary
        expect violation unknown-token-action
        """)
  }

  func testAnExpectedViolationPassesAndIsNotReportedAsAFailure() throws {
    let result = ScenarioRunner.run(try Self.scenario(policy: "recommended with defer-unknown"))
    XCTAssertEqual(result.failureLines, [])
  }

  func testAnExpectedViolationThatDoesNotHappenFails() throws {
    let result = ScenarioRunner.run(try Self.scenario(policy: "recommended"))
    XCTAssertEqual(
      result.failureLines, ["scenario:10: expected a violation of 'unknown-token-action', got none"]
    )
  }

  func testAnUnexpectedViolationFailsAtTheStepWhereItHappened() throws {
    var options = RunOptions()
    options.mistakes = [Mistake.forgetCompletion.rawValue]
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "an unknown token, forgotten"
        app insta com.burbn.instagram
        user approves authorization
        user picks work apps insta
        user blocks work now
        os rotates all tokens
        user opens insta
        user taps primary
        expect action none
        """)
    let result = ScenarioRunner.run(scenario, options: options)
    XCTAssertEqual(
      result.failureLines,
      [
        "scenario:8: expected invariant 'completion-once' to hold, got the action handler never called its completion",
        "scenario:8: expected invariant 'unknown-token-action' to hold, got for an unmatched application token the action answered .none, not .close",
      ])
  }
}
