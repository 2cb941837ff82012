import InvariantChecking
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import XCTest

/// The Limits app (`ConformanceApp/`), written as open-source Screen Time apps are, run through
/// its own scenarios and the library's portable ones: the correct build passes them all, and the
/// build whose action grants an unblock for any token is caught by `unknown-token-inert`.
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

  /// The library's `portable` scenarios assert only what Apple's frameworks define, so the
  /// correct build, an app of a different design from the reference one, passes every one.
  func testTheCorrectBuildPassesEveryPortableLibraryScenario() throws {
    let portable = try ScenarioLibrary.load().filter { $0.tags.contains("portable") }
    XCTAssertGreaterThanOrEqual(portable.count, 40)
    let results = ParallelWork.map(portable, jobs: ParallelWork.defaultJobs) {
      ScenarioRunner.run($0, app: LimitsApp.bundle(.correct), options: ScenarioLibrary.untraced)
    }
    let report = results.filter { !$0.passed }.map { result in
      ([result.path + "  " + result.title] + (result.skipReason.map { ["  skipped: " + $0] } ?? [])
        + result.failureLines.map { "  " + $0 }).joined(separator: "\n")
    }
    XCTAssert(
      report.isEmpty,
      "\(report.count) of \(results.count) failed:\n" + report.joined(separator: "\n"))
  }

  /// Every fault statement (`os ...`, `backend ...`, `appgroup ...`) is written, in every form,
  /// by some portable scenario.
  func testThePortableScenariosInjectEveryKindOfFault() throws {
    let loader = ScenarioLoader()
    var written = Set<StatementForm>()
    for path in try ScenarioLoader.scenarioFiles(at: [FileSystemPath(ScenarioLibrary.folder)]) {
      let file = try loader.load(file: path)
      guard let scenario = file.scenario, scenario.tags.contains("portable") else { continue }
      written.formUnion(loader.statementForms(in: file.source))
    }
    let faults = StatementTable.steps.filter(\.isFault).flatMap(\.forms)
    XCTAssertEqual(faults.filter { !written.contains($0) }.map(\.description), [])
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
