import Foundation
import ScenarioExplorer
import ScenarioLanguage
import ScenarioReports
import ScenarioRunner
import ScenarioWorkers

/// `stsim explore`: random stories over every action and fault, each failure shrunk to a small
/// scenario file.
struct ExploreCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "explore",
    abstract: "Run random stories and shrink each failure to a scenario file.",
    discussion: """
      Each run writes a random story from a random subset (a swarm) of the language's steps \
      and faults, with random weights, runs it, and checks every invariant; with --against, \
      the same story also runs under a second policy, and any difference in what the user \
      sees (each item's shield state and whether it is blocked, the shield shown, the answer \
      to a tap, the app closed) is a failure. Each run's behaviour coverage is recorded (Docs/coverage.md): a story that \
      reaches a point no earlier story reached is kept, and most later stories are derived \
      from the kept ones (extended, spliced, changed a step, thinned), unless --unguided; the report \
      says how many points the runs reached. Each new failure is shrunk (delta debugging over the steps, fault \
      ablation, simpler values) to a scenario file in --output, with its trace and timeline: \
      'stsim run FILE' replays it; it fails with the mistakes and passes without them. The \
      same --seed gives the same runs and files on every machine; --shard I/N runs the I-th \
      of N disjoint slices of the runs. Each failure's files are written as soon as it is \
      shrunk; SIGINT or SIGTERM stops the exploration after the run in progress and prints \
      the report of the runs done. Exits with 0 when nothing failed, 1 when a failure was \
      found, 64 for a bad command line, 74 when the files cannot be written.
      """,
    usage:
      "explore [--app NAME | --policy NAME] [--with MISTAKE,...] [--against POLICY] "
      + "[--runs N | --time BUDGET] [--seed S] [--shard I/N] [--days D] [--versions LIST] "
      + "[--unguided] [--output DIR] [--format text|json] [--quiet] [--jobs N] "
      + IsolationOptions.usage,
    options: [
      .init("--app", valueName: "NAME", help: "Explore this app (default: recommended)."),
      .init("--policy", valueName: "NAME", help: "The same as --app."),
      .init("--with", valueName: "MISTAKE,...", help: "Switch these mistakes on in it."),
      .init(
        "--against", valueName: "POLICY",
        help: "Also run each story under POLICY; a difference the user sees fails."),
      .init("--runs", valueName: "N", help: "How many runs (default: 200)."),
      .init(
        "--time", valueName: "BUDGET", help: "Run until this much time has passed: 90s, 10m, 1h."),
      .init("--seed", valueName: "S", help: "The seed all runs derive from (default: 1)."),
      .init("--shard", valueName: "I/N", help: "Run the I-th of N slices of the runs."),
      .init("--days", valueName: "D", help: "Simulated days each story spans (default: 3)."),
      .init(
        "--versions", valueName: "LIST",
        help: "Run stories on these iOS releases ('all', or versions and ranges)."),
      .init(
        "--unguided",
        help: "Write every story afresh, none derived from those that reached new coverage."),
      .init(
        "--output", valueName: "DIR",
        help: "Where failures are written (default: explore-failures)."),
      .init("--format", valueName: "text|json", help: "The report's format (default: text)."),
      .init("--quiet", help: "Print no report in text format and no progress line."),
      .init(
        "--jobs", valueName: "N",
        help: "Run N stories at a time (default: one per processor); the same report and files."),
    ] + IsolationOptions.options)

  enum Format: String, CaseIterable {
    case text
    case json
  }

  var explorer: Explorer
  var format: Format
  var outputDirectory: String
  var isQuiet: Bool
  /// How many stories run side by side (`--jobs`).
  var jobs: Int
  /// The clock of the progress line, in seconds; tests replace it.
  var now: @Sendable () -> Double = ProgressReporter.monotonicSeconds
  /// Where the stories' app code runs, and its limits.
  var isolation: IsolationOptions

  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError) {
    var options = ExplorationOptions(catalog: catalog)
    let chosen = try LoadedInput.chosenPolicy(arguments, catalog: catalog)
    options.policy = chosen.policy ?? options.policy
    options.mistakes =
      try LoadedInput.mistakes(arguments.value("--with"), among: chosen.mistakes) ?? []
    options.against = try LoadedInput.policy(
      arguments.value("--against"), option: "--against", catalog: catalog)
    options.seed = try OptionValue.seed(arguments.value("--seed")) ?? options.seed
    switch (arguments.value("--runs"), arguments.value("--time")) {
    case (.some, .some):
      throw .invalidValue(
        arguments.value("--time") ?? "", option: "--time", expected: "either --runs or --time")
    case (let runs?, nil):
      options.limit = .runs(try OptionValue.count(runs, option: "--runs") ?? 1)
    case (nil, let time?):
      options.limit = .time(try Self.budget(time))
    case (nil, nil):
      break
    }
    if let shard = arguments.value("--shard") { options.shard = try Self.shard(shard) }
    options.guided = !arguments.has("--unguided")
    options.versions = try OptionValue.versions(arguments.value("--versions"))?.representatives()
    if let days = arguments.value("--days") {
      options.days =
        try OptionValue.count(days, option: "--days", maximum: Explorer.maximumDays) ?? 1
    }
    do {
      explorer = try Explorer(options: options)
    } catch {
      throw Self.usageError(error, options)
    }
    format = try OptionValue.choice(arguments.value("--format"), option: "--format") ?? .text
    outputDirectory = arguments.value("--output") ?? "explore-failures"
    isQuiet = arguments.has("--quiet")
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
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: outputDirectory, isDirectory: &isFolder),
      !isFolder.boolValue
    {
      console.printProblem("--output '\(outputDirectory)' is a file; explore writes a folder")
      return .usage
    }
    var progressConsole = console
    if isQuiet { progressConsole.isErrorTerminal = false }
    let budget: Double?
    guard let isolation = isolation.isolation(workers, console: console) else { return .usage }
    var named = explorer.options
    named.program = console.programName
    named.isolation = isolation
    // The options were checked when the command was built; only the program's name and where
    // the code runs are new.
    let explorer = (try? Explorer(options: named)) ?? self.explorer
    if case .time(let duration) = explorer.options.limit {
      budget = Double(duration.components.seconds)
    } else {
      budget = nil
    }
    let progress = ProgressReporter(
      unit: "runs", total: explorer.plannedRuns, budget: budget, console: progressConsole,
      now: now)
    var failingRuns = 0
    var writeFailure: String?
    let report = ProcessSignals.interruptions {
      explorer.explore(
        jobs: jobs, shouldStop: { ProcessSignals.wasInterrupted || writeFailure != nil },
        found: { failure, replaced in
          guard writeFailure == nil else { return }
          do throws(ReportFile.WriteError) {
            try write(failure, replacing: replaced)
          } catch {
            writeFailure = error.message
          }
        },
        progress: { step in
          progress.finished(failed: step.failingRuns > failingRuns)
          failingRuns = step.failingRuns
        })
    }
    progress.finish()
    switch format {
    case .json:
      console.writeOutput(report.json(directory: outputDirectory))
    case .text:
      if !isQuiet { console.writeOutput(text(report)) }
    }
    if let writeFailure {
      console.printProblem(
        "the failures could not be written to '\(outputDirectory)': \(writeFailure)")
      return .ioError
    }
    if ProcessSignals.wasInterrupted {
      console.printError(
        "interrupted after \(report.runs) runs; the report and the files are of those runs")
    }
    return report.failures.isEmpty ? .success : .failure
  }

  // MARK: - Output

  /// Writes a failure's scenario, trace and timeline into the output folder, each whole or not
  /// at all, and removes the files of the failure it replaces.
  private func write(_ failure: ExploredFailure, replacing replaced: ExploredFailure?)
    throws(ReportFile.WriteError)
  {
    do {
      try FileManager.default.createDirectory(
        atPath: outputDirectory, withIntermediateDirectories: true)
    } catch {
      throw ReportFile.WriteError(
        path: FileSystemPath(outputDirectory), error: SystemError(code: EIO))
    }
    try save(failure.scenarioText, as: failure.fileName)
    try save(failure.trace, as: failure.traceFileName)
    if let html = failure.timelineHTML { try save(html, as: failure.timelineFileName) }
    guard let replaced, replaced.fileName != failure.fileName else { return }
    for name in [replaced.fileName, replaced.traceFileName, replaced.timelineFileName] {
      try? FileManager.default.removeItem(atPath: path(of: name))
    }
  }

  private func save(_ text: String, as name: String) throws(ReportFile.WriteError) {
    try ReportFile(path: FileSystemPath(path(of: name))).write(text)
  }

  private func path(of name: String) -> String {
    outputDirectory.hasSuffix("/") ? outputDirectory + name : outputDirectory + "/" + name
  }

  /// The text report: each failure with its file, then a count with the behaviour coverage the
  /// runs reached.
  private func text(_ report: ExplorationReport) -> String {
    var lines: [String] = []
    for failure in report.failures {
      let seen = failure.occurrences == 1 ? "" : ", in \(failure.occurrences) runs"
      lines.append(
        "FAIL run \(failure.runIndex) (run seed \(failure.runSeed)): \(failure.failure)\(seen)")
      lines.append(
        "  \(path(of: failure.fileName)): \(failure.steps) steps, shrunk from "
          + "\(failure.originalSteps) in \(failure.shrinkRuns) runs")
      if !failure.reproduces {
        lines.append("  the shrunk file does not replay this failure cleanly; see its trace")
      }
      if let line = failure.failureLine { lines.append("  \(path(of: failure.fileName)):\(line)") }
      lines.append("  swarm: \(failure.swarm.summary)")
    }
    let failures = report.failures.count
    let rate = report.elapsedSeconds > 0 ? Double(report.runs) / report.elapsedSeconds : 0
    lines.append(
      "\(report.runs) runs, \(failures) failure\(failures == 1 ? "" : "s"), "
        + "\(String(format: "%.1f", report.elapsedSeconds))s (\(String(format: "%.1f", rate)) runs/s); "
        + report.coverageLine)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: - Option values

  /// The command-line problem behind an explorer's refusal of its options.
  private static func usageError(_ error: Explorer.OptionsError, _ options: ExplorationOptions)
    -> UsageError
  {
    switch error {
    case .unknownPolicy(let name, _):
      .invalidValue(
        name, option: name == options.policy ? "--policy" : "--against", expected: error.message)
    case .daysOutOfRange(let days):
      .invalidValue(String(days), option: "--days", expected: error.message)
    case .emptyLimit:
      .invalidValue("", option: "--runs", expected: error.message)
    }
  }

  /// `I/N` with 1 ≤ I ≤ N.
  static func shard(_ text: String) throws(UsageError) -> ExplorationOptions.Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      count <= 1_000_000, (1...count).contains(index)
    else {
      throw .invalidValue(text, option: "--shard", expected: "I/N with 1 ≤ I ≤ N, such as 2/4")
    }
    return ExplorationOptions.Shard(index: index, count: count)
  }

  /// A wall-clock budget: `<integer><unit>` parts, units `h`, `m`, `s`, largest first.
  static func budget(_ text: String) throws(UsageError) -> Duration {
    let units: [(String, Int64)] = [("h", 3_600), ("m", 60), ("s", 1)]
    var seconds: Int64 = 0
    var rest = Substring(text)
    var nextUnit = 0
    while !rest.isEmpty {
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      rest = rest.dropFirst(digits.count)
      let unit = units.indices.first { $0 >= nextUnit && rest.hasPrefix(units[$0].0) }
      guard let unit, let value = Int64(digits), value <= 1_000_000 else {
        throw .invalidValue(
          text, option: "--time", expected: "a duration such as 90s, 10m or 1h30m")
      }
      rest = rest.dropFirst(units[unit].0.count)
      seconds += value * units[unit].1
      nextUnit = unit + 1
    }
    guard seconds > 0 else {
      throw .invalidValue(text, option: "--time", expected: "a duration such as 90s, 10m or 1h30m")
    }
    return .seconds(seconds)
  }
}
