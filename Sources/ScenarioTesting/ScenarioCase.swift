import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScenarioWorkers
import ScreenTimeAPI
import ScreenTimeHosting
import ScreenTimeModel

/// One scenario file as one test case: loaded once, run on demand, its problems reported at the
/// file's own lines.
///
/// A file that does not parse is still a case, and running it reports every problem of the file,
/// so a typo in a scenario fails its test instead of being skipped. Make the cases with
/// ``ScenarioCases/at(_:tag:versions:loader:)-([String],_,_,_)``.
public struct ScenarioCase: Sendable, CustomStringConvertible {
  /// What loading found at the path.
  enum Content: Sendable {
    /// A file, with its scenario or its problems.
    case file(LoadedFile)
    /// A path that yields no scenario file: it does not exist, cannot be read, or is a folder
    /// without scenario files.
    case unusable(ScenarioLoadError)
    /// The cases were asked for with a problem of their own (a `versions` list that does not
    /// parse).
    case invalid(String)
  }

  /// The file's path.
  public let path: String
  let content: Content
  /// The iOS release the case runs the scenario on instead of its `device` release, for cases
  /// made with `versions:`; `nil` for the scenario's own.
  public let version: SystemVersion?

  init(path: String, content: Content, version: SystemVersion? = nil) {
    self.path = path
    self.content = content
    self.version = version
  }

  /// The scenario, when the file has no problems.
  public var scenario: Scenario? {
    if case .file(let file) = content { file.scenario } else { nil }
  }

  /// The path, which names the case in test reports, and the release when the case has one.
  public var description: String { version.map { "\(path) [iOS \($0)]" } ?? path }

  /// Runs the scenario and returns every problem.
  ///
  /// The scenario runs against `app` when given and otherwise against the app its `policy` line
  /// names. The problems are the file's diagnostics when it does not parse, the path's problem
  /// when it yields no file, and otherwise each failure of the run. A scenario the app declares
  /// it cannot run (a step in its `AppBundle.unsupportedSteps`) has none.
  public func problems(app: AppBundle? = nil, options: RunOptions = RunOptions())
    -> [ScenarioProblem]
  {
    if case .failed(let problems) = outcome(app: app, options: options) { problems } else { [] }
  }

  /// Runs the scenario as ``problems(app:options:)`` does and says how it ended.
  public func outcome(app: AppBundle? = nil, options: RunOptions = RunOptions())
    -> ScenarioOutcome
  {
    run(app: app, options: options).outcome
  }

  /// Runs the scenario as ``outcome(app:options:)`` does; also gives the run's result, `nil`
  /// when nothing ran.
  func run(app: AppBundle?, options: RunOptions) -> (
    outcome: ScenarioOutcome, result: ScenarioResult?
  ) {
    switch content {
    case .unusable(let error):
      return (.failed([ScenarioProblem(path: path, line: 1, message: error.message)]), nil)
    case .invalid(let message):
      return (.failed([ScenarioProblem(path: path, line: 1, message: message)]), nil)
    case .file(let file):
      guard let scenario = file.scenario else { return (.failed(Self.problems(of: file)), nil) }
      var options = options
      if let version { options.systemVersion = version }
      let result =
        if let app {
          ScenarioRunner.run(scenario, app: app, options: options)
        } else {
          ScenarioRunner.run(scenario, options: options)
        }
      return (outcome(of: result, scenario: scenario), result)
    }
  }

  /// Runs the scenario on `host` (worker processes of a team's `stsim`, see ``ScenarioHost``)
  /// and says how it ended, as ``outcome(app:options:)`` does; a trap, a runaway loop or a hog
  /// in the app's code is a failure at its step, naming the process and the cause.
  public func outcome(host: ScenarioHost, options: RunOptions = RunOptions()) -> ScenarioOutcome {
    switch content {
    case .unusable(let error):
      return .failed([ScenarioProblem(path: path, line: 1, message: error.message)])
    case .invalid(let message):
      return .failed([ScenarioProblem(path: path, line: 1, message: message)])
    case .file(let file):
      guard let scenario = file.scenario else { return .failed(Self.problems(of: file)) }
      let isolation: ScenarioIsolation
      switch host.workers {
      case .success(let workers): isolation = workers
      case .failure(let failure):
        return .failed([ScenarioProblem(path: path, line: 1, message: failure.message)])
      }
      var options = options
      if let version { options.systemVersion = version }
      let text = String(decoding: file.source.bytes, as: UTF8.self)
      let result = isolation.run(scenario, text: text, options: options).result
      return outcome(of: result, scenario: scenario)
    }
  }

  /// Runs the scenario on `host` and returns every problem, as ``problems(app:options:)`` does.
  public func problems(host: ScenarioHost, options: RunOptions = RunOptions())
    -> [ScenarioProblem]
  {
    if case .failed(let problems) = outcome(host: host, options: options) { problems } else { [] }
  }

  /// How a run of `scenario` that gave `result` ended.
  func outcome(of result: ScenarioResult, scenario: Scenario) -> ScenarioOutcome {
    if let reason = result.skipReason { return .skipped(reason) }
    if let version, let step = result.unavailableStep, scenario.declaredVersions == nil {
      // A release the scenario's steps do not exist on, as `run --versions` reports it.
      return .skipped("not meant for iOS \(version): line \(step.line): \(step.message)")
    }
    if result.failures.isEmpty { return .passed }
    return .failed(
      result.failures.map {
        ScenarioProblem(path: result.path, line: $0.line, message: $0.message)
      })
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
  /// The app declares it does not support a step the scenario uses, or (for a case of a
  /// release) a step does not exist on the release; the reason says which.
  case skipped(String)
}

/// Scenario files as test cases.
public enum ScenarioCases {
  /// Every scenario file at `paths` (files as given, folders searched for `*.scenario`), one
  /// case per file in path order, keeping those tagged `tag` when it is given.
  ///
  /// Nothing is dropped silently: a file with problems is kept whatever its tags, and a path
  /// that yields no file becomes a case that fails, so a broken or misspelt input fails a test.
  ///
  /// With `versions` (`"all"`, or versions and ranges as `stsim run --versions` takes them), a
  /// scenario is one case per release of the list it is meant for (``ScenarioCase/version``), as
  /// `run --versions` runs it; a file with problems stays one case. A list that does not parse
  /// is a case that fails with the reason.
  public static func at(
    _ paths: [String], tag: String? = nil, versions: String? = nil,
    loader: ScenarioLoader = ScenarioLoader()
  ) -> [ScenarioCase] {
    var releases: [SystemVersion]?
    if let versions {
      guard let list = SystemVersionSet.parsingList(versions) else {
        let message =
          "invalid versions '\(versions)'; expected 'all', or iOS versions and ranges "
          + "separated by commas (16.0,18.5,26.4...27.0)"
        return [ScenarioCase(path: paths.first ?? versions, content: .invalid(message))]
      }
      releases = list.representatives()
    }
    var cases: [ScenarioCase] = []
    for path in paths {
      var found: [ScenarioCase] = []
      do {
        try loader.forEachFile(at: [FileSystemPath(path)]) { file in
          if let tag, let scenario = file.scenario, !scenario.tags.contains(tag) { return }
          guard let releases, let scenario = file.scenario else {
            found.append(ScenarioCase(path: file.source.path, content: .file(file)))
            return
          }
          for release in releases where scenario.reasonNotMeant(for: release) == nil {
            found.append(
              ScenarioCase(path: file.source.path, content: .file(file), version: release))
          }
        }
        cases += found
      } catch {
        cases += found
        cases.append(ScenarioCase(path: path, content: .unusable(error)))
      }
    }
    return cases
  }

  /// Every scenario file at `paths`; see ``at(_:tag:versions:loader:)``.
  public static func at(
    _ paths: String..., tag: String? = nil, versions: String? = nil,
    loader: ScenarioLoader = ScenarioLoader()
  ) -> [ScenarioCase] {
    at(paths, tag: tag, versions: versions, loader: loader)
  }
}

/// `text` without the line break that ends it.
private func trimmed(_ text: String) -> String {
  var text = Substring(text)
  while text.last == "\n" { text = text.dropLast() }
  return String(text)
}
