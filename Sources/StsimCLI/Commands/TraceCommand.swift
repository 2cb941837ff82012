import ScenarioLanguage
import ScenarioReports
import ScenarioRunner
import ScenarioWorkers

/// `stsim trace FILE`: runs one scenario and prints its whole timeline.
struct TraceCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "trace",
    abstract: "Run one scenario and print its whole timeline.",
    discussion: """
      Prints one line per event, 'day D HH:MM:SS.mmm  PROCESS  WHAT', and ends with \
      'digest <sha256>'. The same file and seed print the same bytes on every run and machine. \
      With '--format html' it writes one self-contained page that draws the run on a time axis \
      (the device, each activity, item and process, every fault and expectation); with \
      '--format chrome-trace' the Trace Event Format JSON that Perfetto and chrome://tracing \
      open. Failures go to standard error; the exit status is the scenario's, as for \
      'stsim run', or 74 when the output cannot be written.
      """,
    usage:
      "trace FILE [--app NAME] [--with MISTAKE,...] [--seed N] "
      + "[--format text|html|chrome-trace] [--output FILE] " + IsolationOptions.usage,
    arguments: [.init("FILE", help: "The scenario file.")],
    options: [
      .init("--app", valueName: "NAME", help: "Run this app instead of the file's policy."),
      .init(
        "--with", valueName: "MISTAKE,...",
        help: "Run with these mistakes instead of the file's."),
      .init("--seed", valueName: "N", help: "Run with this seed instead of the file's."),
      .init(
        "--format", valueName: "text|html|chrome-trace",
        help: "The text trace (default), a timeline page, or Chrome trace JSON."),
      .init("--output", valueName: "FILE", help: "Write to FILE instead of stdout."),
    ] + IsolationOptions.options)

  enum Format: String, CaseIterable {
    case text
    case html
    case chromeTrace = "chrome-trace"
  }

  var path: FileSystemPath
  var catalog: PolicyCatalog
  var app: String?
  /// The mistakes to run instead of the file's (`--with`).
  var mistakes: [String]?
  var seed: UInt64?
  var format: Format
  var output: ReportFile?
  /// Where the app's code runs, and its limits.
  var isolation: IsolationOptions

  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError) {
    path = arguments.positionalPaths[0]
    self.catalog = catalog
    let chosen = try LoadedInput.chosenPolicy(arguments, catalog: catalog)
    app = chosen.policy
    mistakes = try LoadedInput.mistakes(arguments.value("--with"), among: chosen.mistakes)
    seed = try OptionValue.seed(arguments.value("--seed"))
    format = try OptionValue.choice(arguments.value("--format"), option: "--format") ?? .text
    output = arguments.path("--output").map { ReportFile(path: $0) }
    try output?.checkTarget()
    isolation = try IsolationOptions(arguments: arguments)
  }

  func run(console: Console) -> ExitCode {
    run(console: console, workers: .none)
  }

  func run(console: Console, workers: WorkerContext) -> ExitCode {
    do {
      try output?.checkNotAmong([path])
    } catch {
      return Stsim.report(error, command: Self.self, console: console)
    }
    let scenarios: [Scenario]
    let texts: [String]
    let loader = ScenarioLoader(catalog: catalog)
    switch LoadedInput.scenarios(at: [path], loader: loader, console: console) {
    case .scenarios(let loaded, let loadedTexts): (scenarios, texts) = (loaded, loadedTexts)
    case .exit(let status): return status
    }
    guard let isolation = isolation.isolation(workers, console: console) else { return .usage }
    guard scenarios.count == 1, let scenario = scenarios.first, let source = texts.first else {
      console.printProblem(
        "'trace' takes one scenario file; '\(path)' holds \(scenarios.count)")
      return .usage
    }
    let options = RunOptions(
      policy: app, mistakes: mistakes, seed: seed, catalog: catalog,
      recordsTimeline: format != .text)
    let result = isolation.run(scenario, text: source, options: options).result
    let text: String
    switch format {
    case .text: text = (result.trace + ["digest \(result.digest)"]).joined(separator: "\n") + "\n"
    case .html: text = result.timelineHTML ?? ""
    case .chromeTrace: text = result.chromeTrace ?? ""
    }
    if let output {
      do {
        try output.write(text)
      } catch {
        console.printProblem("\(error.message)")
        return .ioError
      }
    } else {
      console.writeOutput(text)
    }
    for line in result.failureLines { console.printError(line) }
    return result.passed ? .success : .failure
  }
}
