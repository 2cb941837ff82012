import ScenarioLanguage

/// `stsim trace FILE`: runs one scenario and prints its whole timeline.
struct TraceCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "trace",
    abstract: "Run one scenario and print its whole timeline.",
    discussion: """
      Prints one line per event, 'day D HH:MM:SS.mmm  PROCESS  WHAT', and ends with \
      'digest <sha256>'. The same file and seed print the same bytes on every run and machine. \
      Failures go to standard error; the exit status is the scenario's, as for 'stsim run'.
      """,
    usage: "stsim trace FILE [--seed N]",
    arguments: [.init("FILE", help: "The scenario file.")],
    options: [.init("--seed", valueName: "N", help: "Run with this seed instead of the file's.")])

  var path: FileSystemPath
  var seed: UInt64?

  init(arguments: ParsedArguments) throws(UsageError) {
    path = arguments.positionalPaths[0]
    seed = try OptionValue.seed(arguments.value("--seed"))
  }

  func run(console: Console) -> ExitCode {
    let catalog = PolicyCatalog.standard
    let scenarios: [Scenario]
    switch LoadedInput.scenarios(at: [path], policies: catalog.names, console: console) {
    case .scenarios(let loaded): scenarios = loaded
    case .exit(let status): return status
    }
    guard scenarios.count == 1, let scenario = scenarios.first else {
      console.printError(
        "error: 'trace' takes one scenario file; '\(path)' holds \(scenarios.count)")
      return .usage
    }
    let result = ScenarioRunner.run(scenario, options: RunOptions(seed: seed, catalog: catalog))
    for line in result.trace { console.print(line) }
    console.print("digest \(result.digest)")
    for line in result.failureLines { console.printError(line) }
    return result.passed ? .success : .failure
  }
}
