import InvariantChecking
import ReferenceCatalog
import ScenarioLanguage
import ScreenTimeAPI
import XCTest

/// The Limits app (`ConformanceApp/`), written as open-source Screen Time apps are, run through
/// its scenarios: the correct build passes, and the build whose action grants an unblock for any
/// token is caught by `unknown-token-inert`.
final class ConformanceAppTests: XCTestCase {
  static let folder = ScenarioLibrary.root.appendingPathComponent(
    "Tests/ScenarioRegressionTests/ConformanceApp/Scenarios"
  ).path

  func results(_ variant: LimitsApp.Variant) throws -> [ScenarioResult] {
    try ScenarioLoader().load(paths: [Self.folder]).scenarios.map {
      ScenarioRunner.run($0, app: LimitsApp.bundle(variant))
    }
  }

  func testTheCorrectBuildPassesItsScenarios() throws {
    let results = try results(.correct)
    XCTAssertEqual(results.count, 2)
    for result in results {
      XCTAssert(result.passed, "\(result.path)\n" + result.failureLines.joined(separator: "\n"))
    }
  }

  func testGrantingOnAnUnknownTokenIsCaughtByUnknownTokenInert() throws {
    let results = try results(.grantsOnUnknownTokens)
    let temporary = try XCTUnwrap(results.first { $0.path.hasSuffix("temporary-unblock.scenario") })
    XCTAssert(temporary.passed, temporary.failureLines.joined(separator: "\n"))
    let unknown = try XCTUnwrap(results.first { $0.path.hasSuffix("unknown-token.scenario") })
    let inert = unknown.failures.filter { $0.invariant == .unknownTokenInert }.map(\.message)
    XCTAssertEqual(
      inert,
      [
        "expected invariant 'unknown-token-inert' to hold, got while handling a press for an unmatched application token the action wrote App Group key limits.settings",
        "expected invariant 'unknown-token-inert' to hold, got while handling a press for an unmatched application token the action wrote store limits.focus",
        "expected invariant 'unknown-token-inert' to hold, got while handling a press for an unmatched application token the action called startMonitoring for grant.focus",
      ])
    XCTAssertFalse(unknown.failures.contains { $0.invariant == .unknownTokenAction })
  }
}
