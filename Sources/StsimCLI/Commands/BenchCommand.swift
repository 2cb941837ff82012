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
      .init("--pending", valueName: "N", help: "Events pending at any time (default: 10000)."),
      .init("--events", valueName: "N", help: "Events to fire in total (default: 1000000)."),
      .init("--seed", valueName: "N", help: "Seed of the delays (default: 1)."),
    ])

  var model: HoldModel

  init(arguments: ParsedArguments) throws(UsageError) {
    let workload = arguments.positionals[0]
    guard workload == "hold" else {
      throw .invalidArgument(
        workload, argument: "workload", allowed: ["hold"],
        suggestion: Suggestion.closest(to: workload, among: ["hold"]))
    }
    model = HoldModel(
      pending: try OptionValue.count(arguments.value("--pending"), option: "--pending") ?? 10_000,
      events: try OptionValue.count(arguments.value("--events"), option: "--events") ?? 1_000_000,
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
