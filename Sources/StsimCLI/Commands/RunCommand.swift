import BehaviourCoverage
import Foundation
import ScenarioLanguage
import ScenarioReports
import ScenarioRunner
import ScenarioWorkers
import ScreenTimeModel

/// `stsim run`: runs scenarios and reports which pass.
struct RunCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "run",
    abstract: "Run scenario files and report which pass.",
    discussion: """
      Runs every scenario under PATH (default: Scenarios) on a simulated device and checks its \
      expectations and the simulator's invariants. Prints one line per scenario, the failures \
      of each failing one as 'PATH:LINE: expected ..., got ...', and a count. Scenarios run \
      side by side on JOBS threads; the report is the same bytes whatever JOBS is. Exits with 0 \
      when every scenario passed, 1 when any failed, 64 for a bad command line (a '--tag' that \
      no scenario has, an '--output' that is a folder or one of the scenarios), 65 when a file \
      does not parse (then nothing runs) and 74 when the report cannot be written. With \
      '--app NAME' and no '--tag', only the scenarios tagged 'portable' found in folders run \
      (those that assert only what Apple's frameworks define); a file named on the command line \
      runs whatever its tags. With '--versions LIST' each scenario runs on each listed iOS \
      release it is meant for, and the report is a table of them (Docs/command-line.md). With \
      '--coverage' the report ends with the behaviour coverage of the runs, as 'stsim \
      coverage' gives it (Docs/coverage.md).
      """,
    usage:
      "run [PATH ...] [--app NAME | --policy NAME] [--with MISTAKE,...] [--seed N] "
      + "[--tag TAG] [--versions LIST] "
      + "[--format text|json|junit|html] [--output FILE] [--trace] [--coverage] [--jobs N] "
      + IsolationOptions.usage,
    arguments: [
      .init(
        "PATH", help: "A scenario file, or a folder searched for them (default: Scenarios).",
        isRepeating: true, isRequired: false)
    ],
    options: [
      .init(
        "--app", valueName: "NAME",
        help: "Run this app's portable scenarios (all with '--tag') against it."),
      .init("--policy", valueName: "NAME", help: "Run this app instead of each scenario's policy."),
      .init(
        "--with", valueName: "MISTAKE,...",
        help: "Run with these mistakes instead of each scenario's."),
      .init("--seed", valueName: "N", help: "Run with this seed instead of each scenario's."),
      .init("--tag", valueName: "TAG", help: "Run only the scenarios with this tag."),
      .init(
        "--versions", valueName: "LIST",
        help: "Run each scenario on each of these iOS releases it is meant for ('all', or "
          + "versions and ranges: 16.0,18.5,26.4...27.0) and report a table of them."),
      .init(
        "--format", valueName: "text|json|junit|html",
        help: "The report's format (default: text); html is one page with each failing "
          + "scenario's timeline."),
      .init("--output", valueName: "FILE", help: "Write the report to FILE instead of stdout."),
      .init("--trace", help: "Add each failing scenario's trace to the report."),
      .init(
        "--coverage",
        help: "Add the behaviour coverage of the runs to the report (as 'stsim coverage')."),
      .init(
        "--jobs", valueName: "N",
        help: "Run N at a time (default: one per processor)."),
    ] + IsolationOptions.options)

  /// `run`'s options named `names`, in that order, for a command that chooses and runs
  /// scenarios as `run` does.
  static func options(_ names: [String]) -> [CommandSpecification.Option] {
    names.compactMap { name in specification.options.first { $0.name == name } }
  }

  enum Format: String, CaseIterable {
    case text
    case json
    case junit
    case html
  }

  /// The most jobs `--jobs` accepts.
  static let maximumJobs = 1_024

  /// The tag `--app` selects when no `--tag` is given.
  static let portableTag = "portable"

  var paths: [FileSystemPath]
  var options: RunOptions
  var loader: ScenarioLoader
  var tag: String?
  /// Whether ``tag`` is the one `--app` implies, which files named on the command line escape.
  var isTagImplied: Bool
  var format: Format
  var output: ReportFile?
  var includesTraces: Bool
  var jobs: Int
  /// Where the app's code runs, and its limits.
  var isolation: IsolationOptions
  /// `--versions`: the releases to run each scenario on.
  var versions: SystemVersionSet?

  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError) {
    paths =
      arguments.rawPositionals.isEmpty ? [FileSystemPath("Scenarios")] : arguments.positionalPaths
    let chosen = try LoadedInput.chosenPolicy(arguments, catalog: catalog)
    options = RunOptions(
      policy: chosen.policy,
      mistakes: try LoadedInput.mistakes(arguments.value("--with"), among: chosen.mistakes),
      seed: try OptionValue.seed(arguments.value("--seed")), catalog: catalog)
    loader = ScenarioLoader(catalog: catalog)
    tag = arguments.value("--tag") ?? (chosen.app == nil ? nil : Self.portableTag)
    isTagImplied = arguments.value("--tag") == nil && tag != nil
    format = try OptionValue.choice(arguments.value("--format"), option: "--format") ?? .text
    options.recordsTimeline = format == .html
    output = arguments.path("--output").map { ReportFile(path: $0) }
    try output?.checkTarget()
    includesTraces = arguments.has("--trace")
    versions = try OptionValue.versions(arguments.value("--versions"))
    options.recordsCoverage = arguments.has("--coverage")
    if options.recordsCoverage, let list = arguments.value("--versions") {
      throw .invalidValue(list, option: "--versions", expected: "either --versions or --coverage")
    }
    options.keepsTrace = includesTraces
    jobs =
      try OptionValue.count(arguments.value("--jobs"), option: "--jobs", maximum: Self.maximumJobs)
      ?? ParallelWork.defaultJobs
    isolation = try IsolationOptions(arguments: arguments)
  }

  func run(console: Console) -> ExitCode {
    run(console: console, workers: .none)
  }

  func run(console: Console, workers: WorkerContext) -> ExitCode {
    let (selected, isolation): ([(Scenario, String)], ScenarioIsolation)
    switch selection(console: console, workers: workers, command: Self.self) {
    case .selected(let scenarios, let chosen): (selected, isolation) = (scenarios, chosen)
    case .exit(let status): return status
    }
    if let versions {
      return runAcrossVersions(
        selected, versions: versions.representatives(), isolation: isolation, console: console)
    }
    var report = run(selected, isolation: isolation, console: console)
    if options.recordsCoverage {
      report.coverage = CoverageReport(report.results, catalog: options.catalog)
    }
    let text: String
    switch format {
    case .text:
      text = report.text(
        includeTraces: includesTraces, styled: output == nil && console.colorsOutput)
    case .json: text = report.json(includeTraces: includesTraces)
    case .junit: text = report.junit(includeTraces: includesTraces)
    case .html: text = report.html()
    }
    return write(text, summary: report.summaryLine, failed: report.failedCount > 0, console)
  }

  /// What the command line selects to run.
  enum Selection {
    /// The scenarios with their texts, and where their app code runs.
    case selected([(Scenario, String)], ScenarioIsolation)
    /// Nothing runs: the status to exit with, its problem already printed.
    case exit(ExitCode)
  }

  /// The scenarios under ``paths`` that ``tag`` selects, loaded, and where their app code
  /// runs; or the status to exit with, errors reported as `command`'s.
  func selection(
    console: Console, workers: WorkerContext, command: any StsimCommand.Type
  ) -> Selection {
    let files: [FileSystemPath]
    do {
      files = try ScenarioLoader.scenarioFiles(at: paths)
    } catch {
      console.printProblem("\(error.message)")
      return .exit(.usage)
    }
    do {
      try output?.checkNotAmong(files)
    } catch {
      return .exit(Stsim.report(error, command: command, console: console))
    }
    let scenarios: [Scenario]
    let texts: [String]
    switch LoadedInput.scenarios(in: files, loader: loader, console: console) {
    case .scenarios(let loaded, let loadedTexts): (scenarios, texts) = (loaded, loadedTexts)
    case .exit(let status): return .exit(status)
    }
    guard let isolation = isolation.isolation(workers, console: console) else {
      return .exit(.usage)
    }
    let named = isTagImplied ? ScenarioLoader.filesNamed(in: paths).map(\.description) : []
    let selected = zip(scenarios, texts).filter { scenario, _ in
      tag.map { scenario.tags.contains($0) || named.contains(scenario.path) } ?? true
    }
    if let tag, selected.isEmpty {
      let tags = Set(scenarios.flatMap(\.tags)).sorted()
      let error = UsageError.noScenarioWithTag(
        tag, suggestion: Suggestion.closest(to: tag, among: tags))
      return .exit(Stsim.report(error, command: command, console: console))
    }
    return .selected(selected, isolation)
  }

  /// Writes a report's `text` to ``output`` (then prints `summary`) or to standard output, and
  /// gives the run's exit status.
  func write(_ text: String, summary: String, failed: Bool, _ console: Console)
    -> ExitCode
  {
    if let output {
      do {
        try output.write(text)
      } catch {
        console.printProblem("\(error.message)")
        return .ioError
      }
      console.print(summary)
    } else {
      console.writeOutput(text)
    }
    return failed ? .failure : .success
  }

  /// `--versions`: runs each of `scenarios` on each of `versions` it is meant for, on ``jobs``
  /// threads, and writes the table.
  private func runAcrossVersions(
    _ scenarios: [(Scenario, String)], versions: [SystemVersion], isolation: ScenarioIsolation,
    console: Console
  ) -> ExitCode {
    let progress = ProgressReporter(unit: "scenarios", total: scenarios.count, console: console)
    let options = options
    let sweeps = ParallelWork.map(
      scenarios, jobs: jobs, finished: { progress.finished(failed: !$0.passed) }
    ) { scenario, text in
      var sweep = VersionSweep.run(scenario, versions: versions, options: options) {
        isolation.run($0, text: text, options: $1).result
      }
      // The table needs each run's failures and digest, never its whole trace.
      for index in sweep.cells.indices {
        sweep.cells[index].result?.trace = []
        sweep.cells[index].result?.timeline = nil
      }
      return sweep
    }
    progress.finish()
    let report = VersionReport(versions: versions, sweeps: sweeps)
    let text: String
    switch format {
    case .text: text = report.text()
    case .json: text = report.json()
    case .junit: text = report.junit()
    case .html: text = report.html()
    }
    return write(text, summary: report.summaryLine, failed: report.failedCount > 0, console)
  }

  /// Runs `scenarios`, each with its text, on ``jobs`` threads, with a progress line on a
  /// terminal.
  ///
  /// A result keeps its trace only when the report will show it, and then no more of it than
  /// ``ReportBounds`` allows, so a long run holds one bounded summary per scenario.
  func run(
    _ scenarios: [(Scenario, String)], isolation: ScenarioIsolation, console: Console
  ) -> RunReport {
    let progress = ProgressReporter(unit: "scenarios", total: scenarios.count, console: console)
    let options = options
    let keepsTraces = includesTraces
    let timed = ParallelWork.map(
      scenarios, jobs: jobs, finished: { progress.finished(failed: !$0.result.passed) }
    ) { scenario, text in
      let clock = ContinuousClock()
      let start = clock.now
      var result = isolation.run(
        scenario, text: text, options: options, keepsPassingDetail: false
      ).result
      let elapsed = start.duration(to: clock.now).components
      if !keepsTraces || result.passed { result.trace = [] }
      if result.passed { result.timeline = nil }
      result = ReportBounds.bounded(result)
      return (
        result: result,
        seconds: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
      )
    }
    progress.finish()
    return RunReport(results: timed.map(\.result), wallSeconds: timed.map(\.seconds))
  }
}
