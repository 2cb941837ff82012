import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import Testing

extension ScenarioCase: CustomTestStringConvertible {
  /// The path, and the release for a case of one, which name the case in Swift Testing's
  /// output.
  public var testDescription: String { description }

  /// Runs the scenario as ``problems(app:options:)`` does and records each problem as a Swift
  /// Testing issue at the scenario file's line and column, so a failure points at the scenario
  /// and not at the test that ran it.
  ///
  /// A scenario the app declares it cannot run cancels its test case with the reason (Swift
  /// 6.3 and later; before, it records nothing), so it shows as neither passed nor failed.
  ///
  /// ```swift
  /// @Test(arguments: ScenarioCases.at("Scenarios"))
  /// func scenario(_ scenario: ScenarioCase) throws {
  ///   try scenario.check(app: FocusApp.bundle)
  /// }
  /// ```
  public func check(app: AppBundle? = nil, options: RunOptions = RunOptions()) throws {
    switch outcome(app: app, options: options) {
    case .passed:
      return
    case .failed(let problems):
      for problem in problems {
        Issue.record(Comment(rawValue: problem.message), sourceLocation: problem.sourceLocation)
      }
    case .skipped(let reason):
      #if compiler(>=6.3)
        try Test.cancel(Comment(rawValue: reason))
      #endif
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
