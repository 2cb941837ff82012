import ScenarioLanguage
import ScenarioReports
import ScenarioRunner
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
    usage: "matrix [PATH ...] [--app NAME] [--tag TAG] [--versions LIST] [--jobs N]",
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
    ])

  var paths: [FileSystemPath]
  /// The tag a scenario must have to run (`--tag`).
  var tag: String?
  var jobs: Int
  var catalog: PolicyCatalog
  /// The app whose columns the matrix shows.
  var app: PolicyEntry
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
  }

  func run(console: Console) -> ExitCode {
    var scenarios: [Scenario]
    let loader = ScenarioLoader(catalog: catalog)
    switch LoadedInput.scenarios(at: paths, loader: loader, console: console) {
    case .scenarios(let loaded): scenarios = loaded
    case .exit(let status): return status
    }
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
      let report = matrix(
        of: scenarios, options: RunOptions(catalog: catalog, keepsTrace: false),
        console: console)
      console.writeOutput(report.text())
      return report.isClean ? .success : .failure
    }
    var clean = true
    var text: [String] = []
    for version in versions.representatives() {
      var options = RunOptions(catalog: catalog, keepsTrace: false)
      options.systemVersion = version
      // The scenarios meant for the release: by their header, then by whether the app's own
      // run finds a step the release lacks.
      let meant = scenarios.filter { $0.reasonNotMeant(for: version) == nil }
      let appOptions = options
      let appName = app.name
      let playable = ParallelWork.map(meant, jobs: jobs, finished: { _ in }) { scenario in
        var own = appOptions
        own.policy = appName
        own.mistakes = []
        let result = ScenarioRunner.run(scenario, options: own)
        return result.unavailableStep == nil || scenario.declaredVersions != nil
      }
      let chosen = zip(meant, playable).filter(\.1).map(\.0)
      text.append("iOS \(version): \(chosen.count) of \(scenarios.count) scenarios meant for it\n")
      guard !chosen.isEmpty else { continue }
      let report = matrix(of: chosen, options: options, console: console)
      clean = clean && report.isClean
      text.append(report.text())
    }
    console.writeOutput(text.joined(separator: "\n"))
    return clean ? .success : .failure
  }

  /// The matrix of `scenarios` under the app and each of its mistakes, run with `options`.
  private func matrix(of scenarios: [Scenario], options: RunOptions, console: Console)
    -> MatrixReport
  {
    let mistakes = app.mistakes.map(\.name)
    let runs = MatrixReport.runs(
      of: scenarios, policy: app.name, mistakes: mistakes, options: options)
    let progress = ProgressReporter(unit: "runs", total: runs.count, console: console)
    let cells = ParallelWork.map(
      runs, jobs: jobs, finished: { progress.finished(failed: !$0.passed) }
    ) { run in
      MatrixReport.Cell(ScenarioRunner.run(run.scenario, options: run.options))
    }
    progress.finish()
    return MatrixReport(scenarios: scenarios, policy: app.name, mistakes: mistakes, cells: cells)
  }
}
