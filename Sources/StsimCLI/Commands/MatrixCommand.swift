import ScenarioLanguage

/// `stsim matrix`: every scenario under `recommended` and under each mistake alone.
struct MatrixCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "matrix",
    abstract: "Show which scenarios catch which mistakes of the reference app.",
    discussion: """
      Runs every scenario under PATH (default: Scenarios) with the recommended design and with \
      each mistake of 'stsim list mistakes' switched on alone, and prints a table (PASS, or FAIL \
      with the first failing invariant or line) and, for each mistake, the scenarios that catch \
      it. The runs go side by side on JOBS threads; the table is the same bytes whatever JOBS \
      is. Exits with 1 when the recommended design fails a scenario or a mistake goes uncaught.
      """,
    usage: "stsim matrix [PATH ...] [--jobs N]",
    arguments: [
      .init(
        "PATH", help: "A scenario file, or a folder searched for them (default: Scenarios).",
        isRepeating: true, isRequired: false)
    ],
    options: [
      .init(
        "--jobs", valueName: "N",
        help: "Run N at a time (default: one per processor).")
    ])

  var paths: [FileSystemPath]
  var jobs: Int

  init(arguments: ParsedArguments) throws(UsageError) {
    paths =
      arguments.rawPositionals.isEmpty ? [FileSystemPath("Scenarios")] : arguments.positionalPaths
    jobs =
      try OptionValue.count(
        arguments.value("--jobs"), option: "--jobs", maximum: RunCommand.maximumJobs)
      ?? ParallelWork.defaultJobs
  }

  func run(console: Console) -> ExitCode {
    let catalog = PolicyCatalog.standard
    let scenarios: [Scenario]
    switch LoadedInput.scenarios(at: paths, policies: catalog.names, console: console) {
    case .scenarios(let loaded): scenarios = loaded
    case .exit(let status): return status
    }
    let runs = MatrixReport.runs(of: scenarios, options: RunOptions(catalog: catalog))
    let progress = ProgressReporter(unit: "runs", total: runs.count, console: console)
    let cells = ParallelWork.map(
      runs, jobs: jobs, finished: { progress.finished(failed: !$0.passed) }
    ) { run in
      MatrixReport.Cell(ScenarioRunner.run(run.scenario, options: run.options))
    }
    progress.finish()
    let report = MatrixReport(scenarios: scenarios, cells: cells)
    console.writeOutput(report.text())
    return report.isClean ? .success : .failure
  }
}
