import Foundation
import InvariantChecking
import ReferenceApp
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import XCTest

/// One library scenario pinned per mistake: it passes under the recommended design, fails with
/// the mistake, and fails the way the mistake's "caught by" claim says.
///
/// The whole matrix (every scenario under every mistake) is in the golden files of
/// `AllPoliciesGoldenTests`, which also checks that each mistake is caught somewhere; this test
/// keeps each claim of `stsim list mistakes` true with one small run per mistake.
final class MistakeMatrixTests: XCTestCase {
  /// The scenario that catches each mistake, and for a claim in words rather than invariants,
  /// the statement the scenario must contain and the word of the claim that names it.
  static let pins: [Mistake: (path: String, evidence: (statement: String, claim: String)?)] = [
    .forceUnwrapLookup: ("Shields/unknown-token-category.scenario", nil),
    .firstProfileFallback: ("Shields/unknown-token-category.scenario", nil),
    .deferUnknown: ("Shields/unknown-token-category.scenario", nil),
    .forgetCompletion: ("Shields/unknown-token-category.scenario", nil),
    .clearAllStores: ("DeviceActivity/overlapping-profiles-end.scenario", nil),
    .logTokens: ("Tokens/logs-redacted.scenario", nil),
    .reapprovalRestores: ("Authorization/guardian-revokes.scenario", nil),
    .tryEverything: ("Storage/backend-schema-unsupported.scenario", nil),
    .networkInMonitor: (
      "Storage/backend-down-at-interval-start.scenario", ("backend goes down", "outage")
    ),
    .tokenAsID: ("Tokens/rotation-repick-unblock.scenario", ("os rotates", "rotation")),
    .skipStaleCheck: ("DeviceActivity/duplicate-start.scenario", ("os repeats", "repeated")),
    .grantUnknown: ("Shields/unknown-token-press-changes-nothing.scenario", nil),
    .refreshShieldsOnly: (
      "Tokens/blocked-by-token-after-refresh.scenario",
      ("app blocks picked applications", "block apps by token")
    ),
  ]

  func testEachMistakeIsCaughtAsItsClaimSays() throws {
    let scenarios = try ScenarioLibrary.load()
    for mistake in Mistake.allCases {
      guard let pin = Self.pins[mistake] else {
        XCTFail("no scenario is pinned for '\(mistake.rawValue)'")
        continue
      }
      let path = ScenarioLibrary.root.appendingPathComponent("Scenarios/\(pin.path)").path
      let scenario = try XCTUnwrap(scenarios.first { $0.path == path }, "\(pin.path) is missing")
      let recommended = ScenarioRunner.run(
        scenario, options: RunOptions(policy: ReferencePolicy.name, mistakes: []))
      XCTAssert(recommended.passed, "\(pin.path) fails under recommended")
      let result = ScenarioRunner.run(
        scenario, options: RunOptions(policy: ReferencePolicy.name, mistakes: [mistake.rawValue]))
      XCTAssertFalse(result.passed, "\(pin.path) does not catch '\(mistake.rawValue)'")
      let claimed = mistake.caughtBy.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let invariants = claimed.compactMap(Invariant.init(rawValue:))
      if invariants.count == claimed.count {
        let broken = Set(result.failures.compactMap(\.invariant))
        for invariant in invariants {
          XCTAssert(
            broken.contains(invariant),
            "'\(mistake.rawValue)' claims \(invariant.rawValue); \(pin.path) shows "
              + "\(broken.map(\.rawValue).sorted())")
        }
      } else {
        let evidence = try XCTUnwrap(pin.evidence, "'\(mistake.rawValue)' needs evidence")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssert(
          text.contains(evidence.statement),
          "\(pin.path) has no '\(evidence.statement)' for the claim")
        XCTAssert(
          mistake.caughtBy.contains(evidence.claim),
          "'\(mistake.rawValue)' claims \(mistake.caughtBy), not '\(evidence.claim)'")
      }
    }
  }
}
