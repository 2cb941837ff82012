import Foundation
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The worker side: a program started with ``argument`` reads jobs from descriptor 3, runs each
/// scenario under its own catalog, and writes each reply back, until `stsim` closes the socket.
///
/// `Stsim.main(apps:)` calls ``serveIfAsked(catalog:)`` first, so a team's own `my-stsim` is
/// its own worker, with the team's apps in it. The shared page is descriptor 4, standard error
/// goes to `stsim` (which keeps the last words of a crash), standard output is `stsim`'s own.
public enum WorkerServer {
  /// The hidden argument that makes a program a worker.
  public static let argument = "__stsim-worker"
  /// The socket to `stsim`.
  static let socketDescriptor: Int32 = 3
  /// The shared page.
  static let pageDescriptor: Int32 = 4

  /// Serves as a worker, and never returns, when the process was started with ``argument``;
  /// otherwise returns at once.
  public static func serveIfAsked(catalog: PolicyCatalog) {
    guard CommandLine.arguments.count == 2, CommandLine.arguments[1] == argument else { return }
    serve(catalog: catalog)
  }

  /// Serves jobs until the socket closes, then exits.
  static func serve(catalog: PolicyCatalog) -> Never {
    ForeignThreadUses.isolatesThreads = true
    ForeignThreadUses.settle = { HostThreads.waitUntilOthersIdle() }
    signal(SIGPIPE, SIG_IGN)
    signal(SIGXFSZ, SIG_IGN)
    guard let page = SharedPage.inherited(pageDescriptor) else { exit(70) }
    warmUp(catalog: catalog)
    CrashRecorder.install(recordingOn: page)
    let state = WatchState()
    Watchdog.start(state: state, page: page)
    let loader = ScenarioLoader(catalog: catalog)
    while let job = MessageFraming.receive(WorkerJob.self, from: socketDescriptor) {
      page.clear()
      let reply = run(job, loader: loader, catalog: catalog, page: page, state: state)
      guard let frame = MessageFraming.frame(reply),
        HostDescriptors.send(frame, to: socketDescriptor)
      else { exit(71) }
    }
    exit(0)
  }

  /// Runs one job.
  static func run(
    _ job: WorkerJob, loader: ScenarioLoader, catalog: PolicyCatalog, page: SharedPage,
    state: WatchState
  ) -> WorkerReply {
    let options = job.options(catalog: catalog)
    guard let scenario = loader.load(text: job.text, path: job.path).scenario else {
      let result = ScenarioResult(
        path: job.path, title: "", tags: [], policy: job.policy ?? "", seed: job.seed ?? 0,
        failures: [
          ScenarioFailure(
            line: 1,
            message: "expected the worker to read the scenario, got a file its catalog refuses")
        ], simulatedDuration: .zero, events: 0, trace: [], digest: "")
      return WorkerReply(result: ResultRecord(result), samples: [], isSpent: false)
    }
    let sampler = ProbeSampler(probes: job.probes.compactMap(\.expectation))
    let supervisor = WorkerSupervisor(job: job, page: page, state: state)
    var result = ScenarioRunner.run(
      scenario, options: options, observers: [sampler, supervisor], supervisor: supervisor)
    if result.passed, !job.keepsPassingDetail {
      result.trace = []
      result.timeline = nil
    }
    return WorkerReply(
      result: ResultRecord(result), samples: sampler.samples,
      isSpent: ForeignThreadUses.parkedThreads > 0)
  }

  /// Runs a short scenario and touches the parts of Foundation app code most often uses, so
  /// that their first use (caches, tables) is not charged to a run of a team's code.
  private static func warmUp(catalog: PolicyCatalog) {
    let text = """
      scenario "warm-up"
      app game com.example.game category games named "Game"
      user approves authorization
      user picks work apps game
      user blocks work now
      user opens game
      user taps primary
      app schedules work daily 09:00-10:00
      day 2 12:00 wait
      """
    if let scenario = ScenarioLoader(catalog: catalog).load(text: text, path: "warm-up").scenario {
      _ = ScenarioRunner.run(scenario, options: RunOptions(catalog: catalog, keepsTrace: false))
    }
    let encoded = try? JSONEncoder().encode(["warm": [1, 2, 3]])
    _ = encoded.flatMap { try? JSONDecoder().decode([String: [Int]].self, from: $0) }
    _ = try? PropertyListSerialization.data(
      fromPropertyList: ["warm": 1], format: .binary, options: 0)
    let formatter = DateFormatter()
    formatter.dateStyle = .medium
    _ = formatter.string(from: Date(timeIntervalSince1970: 0))
    _ = ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 0))
    _ = Calendar(identifier: .gregorian).dateComponents(
      [.hour], from: Date(timeIntervalSince1970: 0))
    _ = TimeZone(identifier: "America/New_York")
    _ = String(format: "%d %@", 1, "warm")
    _ = Data([1, 2, 3]).base64EncodedString()
  }
}
