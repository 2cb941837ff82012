import BehaviourCoverage
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import XCTest

extension XCTestCase {
  /// Runs every scenario file at `paths` (see ``ScenarioCases/at(_:tag:versions:loader:)-([String],_,_,_)``), on
  /// each release of `versions` it is meant for when given, and records
  /// each problem as a test failure at the scenario file's line: a file that does not parse
  /// fails with its diagnostics, a path without scenario files fails, and each failed
  /// expectation or invariant fails where the scenario says it.
  ///
  /// ```swift
  /// final class ScreenTimeScenarioTests: XCTestCase {
  ///   func testScenarios() {
  ///     assertScenarios(at: ["Scenarios"], app: FocusApp.bundle)
  ///   }
  /// }
  /// ```
  ///
  /// - Returns: The problems recorded, in path order.
  @discardableResult
  public func assertScenarios(
    at paths: [String], tag: String? = nil, versions: String? = nil, app: AppBundle? = nil,
    options: RunOptions = RunOptions(), loader: ScenarioLoader = ScenarioLoader()
  ) -> [ScenarioProblem] {
    var recorded: [ScenarioProblem] = []
    for scenario in ScenarioCases.at(paths, tag: tag, versions: versions, loader: loader) {
      for problem in scenario.problems(app: app, options: options) {
        recordScenarioProblem(problem)
        recorded.append(problem)
      }
    }
    return recorded
  }

  /// Runs every scenario file at `paths` on `host` (worker processes of a team's `stsim`, see
  /// ``ScenarioHost``) and records each problem as ``assertScenarios(at:tag:app:options:loader:)``
  /// does; a trap, a runaway loop or a hog in the app's code fails its scenario at the step's
  /// line and the test goes on with the next.
  ///
  /// - Returns: The problems recorded, in path order.
  @discardableResult
  public func assertScenarios(
    at paths: [String], tag: String? = nil, host: ScenarioHost,
    options: RunOptions = RunOptions(), loader: ScenarioLoader = ScenarioLoader()
  ) -> [ScenarioProblem] {
    var recorded: [ScenarioProblem] = []
    for scenario in ScenarioCases.at(paths, tag: tag, loader: loader) {
      for problem in scenario.problems(host: host, options: options) {
        recordScenarioProblem(problem)
        recorded.append(problem)
      }
    }
    return recorded
  }

  /// Records `problem` as a failure at its scenario file and line.
  public func recordScenarioProblem(_ problem: ScenarioProblem) {
    let description = "\(problem.path):\(problem.line):\(problem.column): \(problem.message)"
    let filePath = ScenarioProblem.absolute(problem.path)
    #if canImport(Darwin)
      let location = XCTSourceCodeLocation(filePath: filePath, lineNumber: problem.line)
      record(
        XCTIssue(
          type: .assertionFailure, compactDescription: description,
          sourceCodeContext: XCTSourceCodeContext(location: location)))
    #else
      recordFailure(
        withDescription: description, inFile: filePath, atLine: problem.line, expected: true)
    #endif
  }
}

extension XCTestCase {
  /// Runs every scenario file at `paths` as ``assertScenarios(at:tag:versions:app:options:loader:)``
  /// does, recording each problem, and with `requiresEveryPoint` records one more failure that
  /// lists the reachable behaviour coverage points no scenario reaches (Docs/coverage.md).
  ///
  /// ```swift
  /// func testTheScenariosReachEveryDeviceSituation() {
  ///   let report = assertScenarioCoverage(at: ["Scenarios"], app: FocusApp.bundle)
  ///   print(report.text())
  /// }
  /// ```
  ///
  /// - Returns: The coverage report.
  @discardableResult
  public func assertScenarioCoverage(
    at paths: [String], tag: String? = nil, app: AppBundle? = nil,
    options: RunOptions = RunOptions(), requiresEveryPoint: Bool = true,
    file: StaticString = #filePath, line: UInt = #line
  ) -> CoverageReport {
    let coverage = ScenarioCoverage.of(
      ScenarioCases.at(paths, tag: tag), app: app, options: options)
    for case .failed(let problems) in coverage.outcomes {
      for problem in problems { recordScenarioProblem(problem) }
    }
    let missing = coverage.report.uncovered
    if requiresEveryPoint, !missing.isEmpty {
      XCTFail(
        "\(coverage.report.summaryLine); not covered: "
          + missing.map(\.id).joined(separator: ", "), file: file, line: line)
    }
    return coverage.report
  }
}
