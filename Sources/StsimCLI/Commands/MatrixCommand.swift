import ScenarioLanguage
import ScenarioReports
import ScenarioRunner
import ScenarioWorkers
import ScreenTimeModel

/// `stsim matrix`: every scenario under an app (`recommended` unless `--app` says otherwise) and
/// under each of its mistakes alone.
struct MatrixCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "matrix",
    abstract: "Show which scenarios catch which mistakes of the reference app.",
    discussion: """
      Runs every scenario under PATH (default: Scenarios) with the recommended design and with \
      each mistake of 'stsim list mistakes' switched on alone, and prints a table (PASS, or FAIL \
      with the first failing invariant or line) and, for each mistake, the scenarios that catch \
      it. The runs go side by side on JOBS threads; the table is the same bytes whatever JOBS \
      is. Exits with 1 when the recommended design fails a scenario or a mistake goes uncaught. \
      With '--app NAME' the columns are that app and each mistake (variant) it declares; an \
      app that declares none has one column, and the matrix exits with 1 when it fails a \
      scenario. With '--tag TAG' only the scenarios with that tag run. With '--versions LIST' \
      the matrix runs once per listed iOS release, over the scenarios meant for it (as 'run \
      --versions' decides), each under an 'iOS <version>' heading, and exits with 1 when any \
      release's matrix is not clean.
      """,
    usage:
      "matrix [PATH ...] [--app NAME] [--tag TAG] [--versions LIST] [--jobs N] "
      + IsolationOptions.usage,
    arguments: [
      .init(
        "PATH", help: "A scenario file, or a folder searched for them (default: Scenarios).",
        isRepeating: true, isRequired: false)
    ],
    options: [
      .init(
        "--app", valueName: "NAME", help: "Run this app and its mistakes (default: recommended)."),
      .init("--tag", valueName: "TAG", help: "Run only the scenarios with this tag."),
      .init(
        "--versions", valueName: "LIST",
        help: "Run the matrix on each of these iOS releases ('all', or versions and ranges)."),
      .init(
        "--jobs", valueName: "N",
        help: "Run N at a time (default: one per processor)."),
    ] + IsolationOptions.options)

  var paths: [FileSystemPath]
  /// The tag a scenario must have to run (`--tag`).
  var tag: String?
  var jobs: Int
  var catalog: PolicyCatalog
  /// The app whose columns the matrix shows.
  var app: PolicyEntry
  /// Where the app's code runs, and its limits.
  var isolation: IsolationOptions
  /// `--versions`: the releases to run the matrix on.
  var versions: SystemVersionSet?

  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError) {
    self.catalog = catalog
    app = try LoadedInput.app(named: arguments.value("--app") ?? "recommended", catalog: catalog)
    paths =
      arguments.rawPositionals.isEmpty ? [FileSystemPath("Scenarios")] : arguments.positionalPaths
    tag = arguments.value("--tag")
    versions = try OptionValue.versions(arguments.value("--versions"))
    jobs =
      try OptionValue.count(
        arguments.value("--jobs"), option: "--jobs", maximum: RunCommand.maximumJobs)
      ?? ParallelWork.defaultJobs
    isolation = try IsolationOptions(arguments: arguments)
  }

  func run(console: Console) -> ExitCode {
    run(console: console, workers: .none)
  }

  func run(console: Console, workers: WorkerContext) -> ExitCode {
    var scenarios: [Scenario]
    var texts: [String: String] = [:]
    let loader = ScenarioLoader(catalog: catalog)
    switch LoadedInput.scenarios(at: paths, loader: loader, console: console) {
    case .scenarios(let loaded, let loadedTexts):
      scenarios = loaded
      for (scenario, text) in zip(loaded, loadedTexts) { texts[scenario.path] = text }
    case .exit(let status): return status
    }
    guard let isolation = isolation.isolation(workers, console: console) else { return .usage }
    if let tag {
      let tagged = scenarios.filter { $0.tags.contains(tag) }
      guard !tagged.isEmpty else {
        let tags = Set(scenarios.flatMap(\.tags)).sorted()
        let error = UsageError.noScenarioWithTag(
          tag, suggestion: Suggestion.closest(to: tag, among: tags))
        return Stsim.report(error, command: Self.self, console: console)
      }
      scenarios = tagged
    }
    guard let versions else {
      let (report, deaths) = matrix(
        of: scenarios, texts: texts, isolation: isolation,
        options: RunOptions(catalog: catalog, keepsTrace: false), console: console)
      console.writeOutput(report.text() + deaths)
      return report.isClean ? .success : .failure
    }
    var clean = true
    var text: [String] = []
    for version in versions.representatives() {
      var options = RunOptions(catalog: catalog, keepsTrace: false)
      options.systemVersion = version
      // The scenarios meant for the release: by their header, then by whether the app's own
      // run (the matrix's first column) finds a step the release lacks.
      let meant = scenarios.filter { $0.reasonNotMeant(for: version) == nil }
      let (report, deaths) = matrix(
        of: meant, texts: texts, isolation: isolation, options: options, console: console,
        keepsOnlyPlayable: true)
      text.append(
        "iOS \(version): \(report.rows.count) of \(scenarios.count) scenarios meant for it\n")
      guard !report.rows.isEmpty else { continue }
      clean = clean && report.isClean
      text.append(report.text() + deaths)
    }
    console.writeOutput(text.joined(separator: "\n"))
    return clean ? .success : .failure
  }

  /// The matrix of `scenarios`, whose files are `texts`, under the app and each of its
  /// mistakes, run with `options` where `isolation` says; and the lines that list the app's
  /// processes that died, empty when none did.
  ///
  /// With `keepsOnlyPlayable`, a scenario without a `versions` line whose run under the app
  /// finds a step the release lacks is left out.
  private func matrix(
    of scenarios: [Scenario], texts: [String: String], isolation: ScenarioIsolation,
    options: RunOptions, console: Console, keepsOnlyPlayable: Bool = false
  ) -> (report: MatrixReport, deaths: String) {
    let mistakes = app.mistakes.map(\.name)
    let runs = MatrixReport.runs(
      of: scenarios, policy: app.name, mistakes: mistakes, options: options)
    let progress = ProgressReporter(unit: "runs", total: runs.count, console: console)
    let cells = ParallelWork.map(
      runs, jobs: jobs, finished: { progress.finished(failed: !$0.cell.passed) }
    ) {
      [texts] (run: MatrixReport.Run) -> (
        cell: MatrixReport.Cell, deaths: [AppProcessDeath], lacksStep: Bool
      ) in
      let play = isolation.run(
        run.scenario, text: texts[run.scenario.path] ?? "", options: run.options,
        keepsPassingDetail: false)
      let lacksStep =
        play.result.unavailableStep != nil && run.scenario.declaredVersions == nil
      return (cell: MatrixReport.Cell(play.result), deaths: play.deaths, lacksStep: lacksStep)
    }
    progress.finish()
    var report = MatrixReport(
      scenarios: scenarios, policy: app.name, mistakes: mistakes, cells: cells.map(\.cell))
    var kept = Array(zip(runs, cells.map(\.deaths)))
    if keepsOnlyPlayable {
      // The first column of each row is the app as designed.
      let width = mistakes.count + 1
      let unplayable = Set(
        stride(from: 0, to: runs.count, by: width).filter { cells[$0].lacksStep }.map {
          runs[$0].scenario.path
        })
      report.rows.removeAll { unplayable.contains($0.path) }
      kept.removeAll { unplayable.contains($0.0.scenario.path) }
    }
    return (
      report, Self.deathsText(runs: kept.map(\.0), deaths: kept.map(\.1), app: app.name)
    )
  }

  /// `processes of the app that died, ...` and a line per death, with the scenario's line and
  /// the matrix column it died in; empty when no process died.
  static func deathsText(runs: [MatrixReport.Run], deaths: [[AppProcessDeath]], app: String)
    -> String
  {
    let lines = zip(runs, deaths).flatMap { run, deaths in
      deaths.map { death in
        let column = run.options.mistakes?.first ?? app
        return "  \(run.scenario.path):\(death.line) (\(column)): the \(death.process.rawValue) "
          + "process crashed: \(death.reason)"
      }
    }
    guard !lines.isEmpty else { return "" }
    return "\nprocesses of the app that died, each run going on as on a device:\n"
      + lines.joined(separator: "\n") + "\n"
  }
}
