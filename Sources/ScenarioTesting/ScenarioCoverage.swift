import BehaviourCoverage
import ReferenceCatalog
import ScenarioReports
import ScenarioRunner
import ScreenTimeHosting

/// The behaviour coverage of scenario cases, for a test to report or require.
///
/// In Swift Testing, one test can run the cases and check that they reach every point a correct
/// app can reach (Docs/coverage.md):
///
/// ```swift
/// @Test func theScenariosReachEveryDeviceSituation() {
///   let coverage = ScenarioCoverage.of(ScenarioCases.at(["Scenarios"]), app: FocusApp.bundle)
///   #expect(coverage.report.isComplete, "\(coverage.report.text())")
/// }
/// ```
///
/// XCTest has `assertScenarioCoverage(at:tag:app:options:requiresEveryPoint:file:line:)` on
/// `XCTestCase`.
public struct ScenarioCoverage: Sendable {
  /// Which points the cases reached, and which case reached each.
  public var report: CoverageReport
  /// How each case ended, in the order of the cases.
  public var outcomes: [ScenarioOutcome]

  /// Runs every one of `cases` as ``ScenarioCase/outcome(app:options:)`` does, recording the
  /// behaviour coverage of each run.
  ///
  /// The universe is that of `app` when given, and otherwise that of the apps the cases'
  /// `policy` lines name in `options.catalog`.
  public static func of(
    _ cases: [ScenarioCase], app: AppBundle? = nil, options: RunOptions = RunOptions()
  ) -> ScenarioCoverage {
    var options = options
    options.recordsCoverage = true
    var outcomes: [ScenarioOutcome] = []
    var results: [ScenarioResult] = []
    for scenarioCase in cases {
      let (outcome, result) = scenarioCase.run(app: app, options: options)
      outcomes.append(outcome)
      if let result { results.append(result) }
    }
    let universe =
      app.map { CoverageUniverse(apps: [$0.coverageShape]) }
      ?? options.catalog.coverageUniverse(policies: results.map(\.policy))
    return ScenarioCoverage(report: CoverageReport(results, universe: universe), outcomes: outcomes)
  }
}
