import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting

/// One scenario file as one test case: loaded once, run on demand, its problems reported at the
/// file's own lines.
///
/// A file that does not parse is still a case, and running it reports every problem of the file,
/// so a typo in a scenario fails its test instead of being skipped. Make the cases with
/// ``ScenarioCases/at(_:tag:loader:)``.
public struct ScenarioCase: Sendable, CustomStringConvertible {
  /// What loading found at the path.
  enum Content: Sendable {
    /// A file, with its scenario or its problems.
    case file(LoadedFile)
    /// A path that yields no scenario file: it does not exist, cannot be read, or is a folder
    /// without scenario files.
    case unusable(ScenarioLoadError)
  }

  /// The file's path.
  public let path: String
  let content: Content

  /// The scenario, when the file has no problems.
  public var scenario: Scenario? {
    if case .file(let file) = content { file.scenario } else { nil }
  }

  /// The path, which names the case in test reports.
  public var description: String { path }

  /// Runs the scenario and returns every problem.
  ///
  /// The scenario runs against `app` when given and otherwise against the app its `policy` line
  /// names. The problems are the file's diagnostics when it does not parse, the path's problem
  /// when it yields no file, and otherwise each failure of the run. A scenario the app declares
  /// it cannot run (a step in its ``AppBundle/unsupportedSteps``) has none.
  public func problems(app: AppBundle? = nil, options: RunOptions = RunOptions())
    -> [ScenarioProblem]
  {
    if case .failed(let problems) = outcome(app: app, options: options) { problems } else { [] }
  }

  /// Runs the scenario as ``problems(app:options:)`` does and says how it ended.
  public func outcome(app: AppBundle? = nil, options: RunOptions = RunOptions())
    -> ScenarioOutcome
  {
    switch content {
    case .unusable(let error):
      return .failed([ScenarioProblem(path: path, line: 1, message: error.message)])
    case .file(let file):
      guard let scenario = file.scenario else { return .failed(Self.problems(of: file)) }
      let result =
        if let app {
          ScenarioRunner.run(scenario, app: app, options: options)
        } else {
          ScenarioRunner.run(scenario, options: options)
        }
      if let reason = result.skipReason { return .skipped(reason) }
      if result.failures.isEmpty { return .passed }
      return .failed(
        result.failures.map {
          ScenarioProblem(path: result.path, line: $0.line, message: $0.message)
        })
    }
  }

  /// The problems of a file that does not parse, each with its source line and caret, and one
  /// more that counts those the loader only counted.
  static func problems(of file: LoadedFile) -> [ScenarioProblem] {
    var problems = file.diagnostics.map { diagnostic in
      ScenarioProblem(
        path: file.source.path, line: diagnostic.location.line,
        column: diagnostic.location.column,
        message: trimmed(DiagnosticRenderer.render(diagnostic, source: file.source)))
    }
    if file.omittedDiagnosticCount > 0 {
      let line = file.diagnostics.last?.location.line ?? 1
      problems.append(
        ScenarioProblem(
          path: file.source.path, line: line,
          message: DiagnosticRenderer.omittedDiagnostics(
            file.omittedDiagnosticCount, path: file.source.path)))
    }
    return problems
  }
}

/// How one scenario case ended.
public enum ScenarioOutcome: Sendable, Equatable {
  /// Every expectation and invariant held.
  case passed
  /// The file, the path or the run has these problems.
  case failed([ScenarioProblem])
  /// The app declares it does not support a step the scenario uses; the reason names it.
  case skipped(String)
}

/// Scenario files as test cases.
public enum ScenarioCases {
  /// Every scenario file at `paths` (files as given, folders searched for `*.scenario`), one
  /// case per file in path order, keeping those tagged `tag` when it is given.
  ///
  /// Nothing is dropped silently: a file with problems is kept whatever its tags, and a path
  /// that yields no file becomes a case that fails, so a broken or misspelt input fails a test.
  public static func at(
    _ paths: [String], tag: String? = nil, loader: ScenarioLoader = ScenarioLoader()
  ) -> [ScenarioCase] {
    var cases: [ScenarioCase] = []
    for path in paths {
      var found: [ScenarioCase] = []
      do {
        try loader.forEachFile(at: [FileSystemPath(path)]) { file in
          if let tag, let scenario = file.scenario, !scenario.tags.contains(tag) { return }
          found.append(ScenarioCase(path: file.source.path, content: .file(file)))
        }
        cases += found
      } catch {
        cases += found
        cases.append(ScenarioCase(path: path, content: .unusable(error)))
      }
    }
    return cases
  }

  /// Every scenario file at `paths`; see ``at(_:tag:loader:)``.
  public static func at(
    _ paths: String..., tag: String? = nil, loader: ScenarioLoader = ScenarioLoader()
  ) -> [ScenarioCase] {
    at(paths, tag: tag, loader: loader)
  }
}

/// `text` without the line break that ends it.
private func trimmed(_ text: String) -> String {
  var text = Substring(text)
  while text.last == "\n" { text = text.dropLast() }
  return String(text)
}
