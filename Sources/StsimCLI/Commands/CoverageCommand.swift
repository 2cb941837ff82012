import BehaviourCoverage
import ScenarioLanguage
import ScenarioReports
import ScenarioRunner
import ScenarioWorkers

/// `stsim coverage`: which device situations the scenarios reach.
///
/// It runs the scenarios as `stsim run` selects and runs them, with each run's behaviour
/// coverage recorded, and reports the points reached, those no scenario reaches, and those the
/// model cannot reach with why.
struct CoverageCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "coverage",
    abstract: "Show which device situations the scenarios reach.",
    discussion: """
      Runs every scenario under PATH (default: Scenarios) as 'stsim run' does, recording the \
      behaviour coverage points each run reaches: faults taking effect, callbacks on time, late, \
      after their interval, repeated, held, dropped or delivered to a killed monitor, shield \
      requests by token kind, match and answer, actions, authorization transitions, store \
      operations and caps, version gates, App Group problems by process. Prints each family's \
      count, the reachable points no scenario reaches, and the points the model cannot reach \
      with why. With '--scenarios' each covered point lists the scenarios that reach it; \
      '--format json' gives every point with the scenarios that reach it, '--format html' a \
      page of tables. Scenario failures do not change the exit status: it is 0 when every \
      reachable point is covered, 1 when one is not, 64 for a bad command line, 65 when a file \
      does not parse and 74 when the report cannot be written (Docs/coverage.md).
      """,
    usage:
      "coverage [PATH ...] [--app NAME | --policy NAME] [--with MISTAKE,...] [--tag TAG] "
      + "[--format text|json|html] [--output FILE] [--scenarios] [--jobs N] "
      + IsolationOptions.usage,
    // The runs are chosen and run as `stsim run` chooses and runs them, so its arguments and
    // options are `run`'s own.
    arguments: RunCommand.specification.arguments,
    options: RunCommand.options(["--app", "--policy", "--with", "--tag"])
      + [
        .init(
          "--format", valueName: "text|json|html", help: "The report's format (default: text).")
      ]
      + RunCommand.options(["--output"])
      + [.init("--scenarios", help: "List the scenarios that reach each covered point.")]
      + RunCommand.options(["--jobs"]) + IsolationOptions.options)

  enum Format: String, CaseIterable {
    case text
    case json
    case html
  }

  /// The runs, chosen and run as `stsim run` chooses and runs them.
  var runs: RunCommand
  var format: Format
  var listsScenarios: Bool

  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError) {
    format = try OptionValue.choice(arguments.value("--format"), option: "--format") ?? .text
    runs = try RunCommand(arguments: arguments, catalog: catalog)
    runs.options.recordsTimeline = false
    runs.options.recordsCoverage = true
    listsScenarios = arguments.has("--scenarios")
  }

  func run(console: Console) -> ExitCode {
    run(console: console, workers: .none)
  }

  func run(console: Console, workers: WorkerContext) -> ExitCode {
    let (selected, isolation): ([(Scenario, String)], ScenarioIsolation)
    switch runs.selection(console: console, workers: workers, command: Self.self) {
    case .selected(let scenarios, let chosen): (selected, isolation) = (scenarios, chosen)
    case .exit(let status): return status
    }
    let report = CoverageReport(
      runs.run(selected, isolation: isolation, console: console).results,
      catalog: runs.options.catalog)
    let text: String
    switch format {
    case .text: text = report.text(listsScenarios: listsScenarios)
    case .json: text = report.json()
    case .html: text = report.html()
    }
    return runs.write(text, summary: report.summaryLine, failed: !report.isComplete, console)
  }
}
