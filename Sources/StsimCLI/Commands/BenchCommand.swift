import Foundation
import ScenarioLanguage
import SimulationEngine

/// `stsim bench hold`: the engine benchmark, the hold model through the simulator's run loop.
struct BenchCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "bench",
    abstract: "Measure the simulation engine on a standard workload.",
    discussion: """
      'hold' is the classic hold model: PENDING processes each wait an exponential delay with a \
      mean of one simulated second and schedule their next wait, until EVENTS events have fired, \
      driven through the same event queue and run loop the simulator uses. It is the workload of \
      the SimPy peer baseline (Benchmarks/simpy_hold.py); compare them with \
      Benchmarks/compare-hold.sh.
      """,
    usage: "stsim bench hold [--pending N] [--events N] [--seed N]",
    arguments: [.init("WORKLOAD", help: "The workload to run: hold.")],
    options: [
      .init(
        "--pending", valueName: "N",
        help: "Pending events (default: 10000, at most \(HoldModel.maximumPending))."),
      .init(
        "--events", valueName: "N",
        help: "Events to fire (default: 1000000, at most \(maximumEvents))."),
      .init("--seed", valueName: "N", help: "Seed of the delays (default: 1)."),
    ])

  var model: HoldModel

  /// The most events a run fires: they cost time, not memory, and this many take about a minute.
  static let maximumEvents = 1_000_000_000

  /// Why `--pending` has its maximum, for the error message.
  static var pendingLimit: String {
    let megabytes = HoldModel.maximumPending * HoldModel.bytesPerPendingEvent / 1_000_000
    return "each pending event holds \(HoldModel.bytesPerPendingEvent) bytes; "
      + "\(HoldModel.maximumPending) take \(megabytes) MB"
  }

  init(arguments: ParsedArguments) throws(UsageError) {
    let workload = arguments.positionals[0]
    guard workload == "hold" else {
      throw .invalidArgument(
        workload, argument: "workload", allowed: ["hold"],
        suggestion: Suggestion.closest(to: workload, among: ["hold"]))
    }
    model = HoldModel(
      pending: try OptionValue.count(
        arguments.value("--pending"), option: "--pending", maximum: HoldModel.maximumPending,
        limit: Self.pendingLimit) ?? 10_000,
      events: try OptionValue.count(
        arguments.value("--events"), option: "--events", maximum: Self.maximumEvents) ?? 1_000_000,
      seed: try OptionValue.seed(arguments.value("--seed")) ?? 1)
  }

  func run(console: Console) -> ExitCode {
    let result = model.run()
    console.print(
      "hold-model engine=stsim pending=\(model.pending) events=\(result.events) "
        + "seconds=\(String(format: "%.3f", result.seconds)) "
        + "events_per_sec=\(String(format: "%.0f", result.eventsPerSecond))")
    return .success
  }
}
