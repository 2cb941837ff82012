import ScenarioLanguage
import ScenarioRunner
import SimulationEngine

/// Where the app's code of a scenario runs: in this process, or in worker processes, so that
/// code that traps, loops or hogs memory ends only its own simulated process.
///
/// With a pool, the scenarios of the apps in ``isolatedApps`` (all, when it is `nil`) run in
/// workers; the others, such as the reference app, which is the simulator's own code, run
/// here. In a worker a trap, a watchdog's kill or a memory kill in one run of app code becomes
/// that process's crash: the scenario is played again with that run ended as it begins, the
/// trace says `crashed:` with the cause, and `no-crash` fails at its step.
public struct ScenarioIsolation: Sendable {
  /// The workers, or `nil` to run everything here.
  public var pool: WorkerPool?
  /// The apps (policies) whose scenarios run in workers; `nil` for every app.
  public var isolatedApps: Set<String>?

  public init(pool: WorkerPool?, isolatedApps: Set<String>? = nil) {
    self.pool = pool
    self.isolatedApps = isolatedApps
  }

  /// Everything in this process.
  public static let inProcess = ScenarioIsolation(pool: nil)

  /// What a play of a scenario gave: its result and, for each step, whether each probe held as
  /// the step began.
  public struct Play: Sendable {
    public var result: ScenarioResult
    public var samples: [[Bool]]
    /// The processes of the app that died in a worker, in the order they died.
    public var deaths: [AppProcessDeath] = []
  }

  /// Whether a scenario run with `options` runs in a worker.
  public func isolates(_ scenario: Scenario, options: RunOptions) -> Bool {
    guard pool != nil else { return false }
    guard let isolatedApps else { return true }
    return isolatedApps.contains(options.policy ?? scenario.policy.name)
  }

  /// Runs `scenario`, whose file is `text`, with `options`, sampling `probes` at each step;
  /// without `keepsPassingDetail`, a scenario that passes comes back without its trace and
  /// timeline, which then need not travel from a worker.
  public func run(
    _ scenario: Scenario, text: String, options: RunOptions, probes: [Expectation] = [],
    keepsPassingDetail: Bool = true
  ) -> Play {
    guard let pool, isolates(scenario, options: options) else {
      let sampler = ProbeSampler(probes: probes)
      let result = ScenarioRunner.run(scenario, options: options, observers: [sampler])
      return Play(result: result, samples: sampler.samples)
    }
    var job = WorkerJob(
      path: scenario.path, text: text, options: options, probes: probes, limits: pool.limits)
    job.keepsPassingDetail = keepsPassingDetail
    switch pool.run(job) {
    case .finished(let reply, let deaths):
      let noted = deaths.compactMap { death -> AppProcessDeath? in
        guard let process = death.process else { return nil }
        return AppProcessDeath(
          line: line(ofStep: death.step, in: scenario), process: process,
          reason: death.reason(limits: pool.limits))
      }
      return Play(result: reply.result.result, samples: reply.samples, deaths: noted)
    case .failed(let reason, let step):
      let line = line(ofStep: step, in: scenario)
      let result = ScenarioResult(
        path: scenario.path, title: scenario.title, tags: scenario.tags,
        policy: options.policy ?? scenario.policy.name, seed: options.seed ?? scenario.seed,
        failures: [ScenarioFailure(line: line, message: reason)], simulatedDuration: .zero,
        events: 0, trace: [], digest: "")
      return Play(result: result, samples: [])
    }
  }

  /// The line of step `step` of `scenario` (its first step's when it is not known).
  private func line(ofStep step: Int?, in scenario: Scenario) -> Int {
    step.flatMap { scenario.steps.indices.contains($0) ? scenario.steps[$0].location.line : nil }
      ?? scenario.steps.first?.location.line ?? 1
  }
}
