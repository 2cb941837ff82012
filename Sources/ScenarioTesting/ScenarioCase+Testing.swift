import ScenarioLanguage
import ScreenTimeAPI
import Testing

extension ScenarioCase: CustomTestStringConvertible {
  /// The path, which names the case in Swift Testing's output.
  public var testDescription: String { path }

  /// Runs the scenario as ``problems(app:options:)`` does and records each problem as a Swift
  /// Testing issue at the scenario file's line and column, so a failure points at the scenario
  /// and not at the test that ran it.
  ///
  /// ```swift
  /// @Test(arguments: ScenarioCases.at("Scenarios"))
  /// func scenario(_ scenario: ScenarioCase) {
  ///   scenario.check(app: FocusApp.bundle)
  /// }
  /// ```
  public func check(app: AppBundle? = nil, options: RunOptions = RunOptions()) {
    for problem in problems(app: app, options: options) {
      Issue.record(Comment(rawValue: problem.message), sourceLocation: problem.sourceLocation)
    }
  }
}

extension ScenarioProblem {
  /// Where Swift Testing shows the problem: the scenario file, by its absolute path.
  public var sourceLocation: Testing.SourceLocation {
    let absolute = ScenarioProblem.absolute(path)
    let components = absolute.split(separator: "/")
    let fileID = components.suffix(2).joined(separator: "/")
    return Testing.SourceLocation(
      fileID: components.count >= 2 ? fileID : "scenario/\(fileID)", filePath: absolute,
      line: max(line, 1), column: max(column, 1))
  }
}
