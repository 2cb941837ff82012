import Foundation
import ScenarioLanguage

/// `stsim run`: runs scenarios and reports which pass.
struct RunCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "run",
    abstract: "Run scenario files and report which pass.",
    discussion: """
      Runs every scenario under PATH (default: Scenarios) on a simulated device and checks its \
      expectations and the simulator's invariants. Prints one line per scenario, the failures \
      of each failing one as 'PATH:LINE: expected ..., got ...', and a count. Exits with 0 when \
      every scenario passed, 1 when any failed, 64 for a bad command line and 65 when a file \
      does not parse (then nothing runs).
      """,
    usage:
      "stsim run [PATH ...] [--policy NAME] [--with MISTAKE,...] [--seed N] [--tag TAG] "
      + "[--format text|json|junit] [--output FILE] [--trace]",
    arguments: [
      .init(
        "PATH", help: "A scenario file, or a folder searched for them (default: Scenarios).",
        isRepeating: true, isRequired: false)
    ],
    options: [
      .init("--policy", valueName: "NAME", help: "Run this app instead of each scenario's policy."),
      .init(
        "--with", valueName: "MISTAKE,...",
        help: "Run with these mistakes instead of each scenario's."),
      .init("--seed", valueName: "N", help: "Run with this seed instead of each scenario's."),
      .init("--tag", valueName: "TAG", help: "Run only the scenarios with this tag."),
      .init("--format", valueName: "text|json|junit", help: "The report's format (default: text)."),
      .init("--output", valueName: "FILE", help: "Write the report to FILE instead of stdout."),
      .init("--trace", help: "Print each failing scenario's trace after its failures."),
    ])

  enum Format: String, CaseIterable {
    case text
    case json
    case junit
  }

  var paths: [String]
  var options: RunOptions
  var tag: String?
  var format: Format
  var output: String?
  var includesTraces: Bool

  init(arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionals.isEmpty ? ["Scenarios"] : arguments.positionals
    let catalog = PolicyCatalog.standard
    options = RunOptions(
      policy: try LoadedInput.policy(arguments.value("--policy"), catalog: catalog),
      mistakes: try LoadedInput.mistakes(arguments.value("--with")),
      seed: try OptionValue.seed(arguments.value("--seed")), catalog: catalog)
    tag = arguments.value("--tag")
    let formatText = arguments.value("--format") ?? "text"
    guard let format = Format(rawValue: formatText) else {
      throw .invalidValue(
        formatText, option: "--format",
        expected: "text, json or junit"
          + (Suggestion.closest(to: formatText, among: Format.allCases.map(\.rawValue)).map {
            "; did you mean '\($0)'?"
          } ?? ""))
    }
    self.format = format
    output = arguments.value("--output")
    includesTraces = arguments.has("--trace")
  }

  func run(console: Console) -> ExitCode {
    let scenarios: [Scenario]
    switch LoadedInput.scenarios(at: paths, policies: options.catalog.names, console: console) {
    case .scenarios(let loaded): scenarios = loaded
    case .exit(let status): return status
    }
    let selected = tag.map { tag in scenarios.filter { $0.tags.contains(tag) } } ?? scenarios
    let clock = ContinuousClock()
    var results: [ScenarioResult] = []
    var seconds: [Double] = []
    for scenario in selected {
      let start = clock.now
      results.append(ScenarioRunner.run(scenario, options: options))
      let elapsed = start.duration(to: clock.now).components
      seconds.append(Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18)
    }
    let report = RunReport(results: results, wallSeconds: seconds)
    let text: String
    switch format {
    case .text: text = report.text(includeTraces: includesTraces)
    case .json: text = report.json()
    case .junit: text = report.junit()
    }
    if let output {
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output))
      } catch {
        console.printError("error: cannot write '\(output)': \(error.localizedDescription)")
        return .usage
      }
      console.print("\(report.passedCount) passed, \(report.failedCount) failed")
    } else {
      console.writeOutput(text)
    }
    return report.failedCount == 0 ? .success : .failure
  }
}
