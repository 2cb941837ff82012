import Foundation
import ScenarioLanguage
import ScenarioRunner
import SimulationBenchmarks
import SimulationEngine

/// `stsim bench hold` and `stsim bench scenario`: the engine's benchmark, the hold model through
/// the simulator's run loop, and whole scenarios run end to end.
struct BenchCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "bench",
    abstract: "Measure the simulator on a standard workload.",
    discussion: """
      'hold' is the classic hold model: PENDING processes each wait an exponential delay with a \
      mean of one simulated second and schedule their next wait, until EVENTS events have fired, \
      driven through the same event queue and run loop the simulator uses. It is the workload of \
      the SimPy peer baseline (Benchmarks/simpy_hold.py). 'scenario' runs every scenario under \
      PATH (for example Benchmarks/week.scenario) REPEAT times, end to end, and prints the \
      processor time, wall time, events, events per second (of wall time, as 'hold' counts \
      them, and of processor time) and peak memory. Benchmarks/run-all.sh prints both \
      side by side with their peers.
      """,
    usage:
      "bench hold [--pending N] [--events N] [--seed N]\n"
      + "bench scenario PATH ... [--repeat N]",
    arguments: [
      .init("WORKLOAD", help: "The workload to run: hold or scenario."),
      .init(
        "PATH", help: "For 'scenario': a scenario file, or a folder searched for them.",
        isRepeating: true, isRequired: false),
    ],
    options: [
      .init(
        "--pending", valueName: "N",
        help: "Pending events (default: 10000, at most \(HoldModel.maximumPending))."),
      .init(
        "--events", valueName: "N",
        help: "Events to fire (default: 1000000, at most \(maximumEvents))."),
      .init("--seed", valueName: "N", help: "Seed of the delays (default: 1)."),
      .init(
        "--repeat", valueName: "N",
        help: "For 'scenario': run the scenarios this many times (default: 1)."),
    ])

  /// What to measure.
  enum Workload {
    case hold(HoldModel)
    case scenarios([FileSystemPath], repeats: Int)
  }

  var workload: Workload
  /// The apps scenario files may name.
  var catalog: PolicyCatalog

  /// The most repetitions `--repeat` accepts.
  static let maximumRepeats = 10_000

  /// The most events a run fires: they cost time, not memory, and this many take about a minute.
  static let maximumEvents = 1_000_000_000

  /// Why `--pending` has its maximum, for the error message.
  static var pendingLimit: String {
    let megabytes = HoldModel.maximumPending * HoldModel.bytesPerPendingEvent / 1_000_000
    return "each pending event holds \(HoldModel.bytesPerPendingEvent) bytes; "
      + "\(HoldModel.maximumPending) take \(megabytes) MB"
  }

  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError) {
    self.catalog = catalog
    let name = arguments.positionals[0]
    let workloads = ["hold", "scenario"]
    guard workloads.contains(name) else {
      throw .invalidArgument(
        name, argument: "workload", allowed: workloads,
        suggestion: Suggestion.closest(to: name, among: workloads))
    }
    if name == "scenario" {
      let paths = Array(arguments.positionalPaths.dropFirst())
      guard !paths.isEmpty else { throw .missingArgument("PATH", command: "bench scenario") }
      workload = .scenarios(
        paths,
        repeats: try OptionValue.count(
          arguments.value("--repeat"), option: "--repeat", maximum: Self.maximumRepeats) ?? 1)
      return
    }
    if arguments.positionals.count > 1 {
      throw .unexpectedArgument(arguments.positionals[1], command: "bench")
    }
    let model = HoldModel(
      pending: try OptionValue.count(
        arguments.value("--pending"), option: "--pending", maximum: HoldModel.maximumPending,
        limit: Self.pendingLimit) ?? 10_000,
      events: try OptionValue.count(
        arguments.value("--events"), option: "--events", maximum: Self.maximumEvents) ?? 1_000_000,
      seed: try OptionValue.seed(arguments.value("--seed")) ?? 1)
    workload = .hold(model)
  }

  func run(console: Console) -> ExitCode {
    switch workload {
    case .hold(let model):
      let result = model.run()
      console.print(
        "hold-model engine=stsim pending=\(model.pending) events=\(result.events) "
          + "seconds=\(String(format: "%.3f", result.seconds)) "
          + "events_per_sec=\(String(format: "%.0f", result.eventsPerSecond))")
      return .success
    case .scenarios(let paths, let repeats):
      return runScenarios(paths, repeats: repeats, console: console)
    }
  }

  /// Runs the scenarios `repeats` times and prints what it cost, from loading to the last
  /// result, in this process.
  private func runScenarios(_ paths: [FileSystemPath], repeats: Int, console: Console)
    -> ExitCode
  {
    let cpuStart = Self.processorSeconds()
    let clock = ContinuousClock()
    let start = clock.now
    let scenarios: [Scenario]
    switch LoadedInput.scenarios(
      at: paths, loader: ScenarioLoader(catalog: catalog), console: console)
    {
    case .scenarios(let loaded, _): scenarios = loaded
    case .exit(let status): return status
    }
    var events = 0
    var failed = 0
    for _ in 0..<repeats {
      for scenario in scenarios {
        let result = ScenarioRunner.run(
          scenario, options: RunOptions(catalog: catalog, keepsTrace: false))
        events += result.events
        if !result.passed { failed += 1 }
      }
    }
    let cpu = Self.processorSeconds() - cpuStart
    let wall = start.duration(to: clock.now).components
    let wallSeconds = Double(wall.seconds) + Double(wall.attoseconds) * 1e-18
    let perSecond = wallSeconds > 0 ? Double(events) / wallSeconds : 0
    console.print(
      "scenario-run engine=stsim scenarios=\(scenarios.count) runs=\(scenarios.count * repeats) "
        + "failed=\(failed) events=\(events) cpu_seconds=\(String(format: "%.3f", cpu)) "
        + "wall_seconds=\(String(format: "%.3f", wallSeconds)) "
        + "events_per_sec=\(String(format: "%.0f", perSecond)) "
        + "events_per_cpu_sec=\(String(format: "%.0f", cpu > 0 ? Double(events) / cpu : 0)) "
        + "max_rss_kb=\(Self.peakResidentKilobytes())")
    return failed == 0 ? .success : .failure
  }

  /// What the operating system counted for this process so far.
  private static func usage() -> rusage {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return usage
  }

  /// The processor time this process has used, user and system.
  private static func processorSeconds() -> Double {
    let usage = usage()
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
  }

  /// The most memory this process has held resident, in kilobytes.
  private static func peakResidentKilobytes() -> Int {
    #if canImport(Darwin)
      let countsBytes = true
    #else
      let countsBytes = false
    #endif
    return kilobytes(maximumResidentSetSize: Int(usage().ru_maxrss), countsBytes: countsBytes)
  }

  /// `getrusage`'s `ru_maxrss` in kilobytes: Linux counts it in kilobytes, Darwin in bytes.
  static func kilobytes(maximumResidentSetSize value: Int, countsBytes: Bool) -> Int {
    countsBytes ? value / 1_024 : value
  }
}
