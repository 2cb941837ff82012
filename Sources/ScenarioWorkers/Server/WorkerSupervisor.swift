import ScenarioRunner
import ScreenTimeModel
import Synchronization

/// A worker's supervisor of one scenario: it keeps the shared page and the watchdog told which
/// run of app code is in progress, checks each run's memory when it returns, ends as they begin
/// the runs that died in earlier plays, and follows the steps for the page.
final class WorkerSupervisor: ScenarioSupervisor, ScenarioRunObserver {
  private let limits: ProcessLimits
  private let page: SharedPage
  private let state: WatchState
  private var planned: [Int: PlannedDeath]
  /// The runs of app code in progress, innermost last; an ended one has no baseline.
  private var runs: [(run: AppCodeRun, baseline: UInt64?)] = []
  private(set) var stopReason: String?

  init(job: WorkerJob, page: SharedPage, state: WatchState) {
    limits = job.limits
    self.page = page
    self.state = state
    planned = Dictionary(job.deaths.map { ($0.run, $0) }, uniquingKeysWith: { first, _ in first })
  }

  func runWillBegin(_ run: AppCodeRun) -> String? {
    if let death = planned.removeValue(forKey: run.number) {
      if death.process == run.process.rawValue {
        runs.append((run, nil))
        if let stop = death.stopsScenario { stopReason = stop }
        return death.reason
      }
      // A run that died before in another process: this play is not the one that died.
      stopReason =
        "expected the same runs of app code each time the scenario is played, got run "
        + "\(run.number) in the \(run.process.rawValue) process, where an earlier play died in "
        + "the \(death.process) process; the app's code depends on something outside the "
        + "simulation"
    }
    runs.append((run, HostMemory.footprint ?? 0))
    activate()
    return nil
  }

  func runDidEnd(_ run: AppCodeRun) {
    guard let ended = runs.popLast() else { return }
    if let baseline = ended.baseline, let footprint = HostMemory.footprint,
      footprint > baseline &+ limits.memoryLimit(of: ended.run.process)
    {
      Watchdog.die(.memory, page: page)
    }
    activate()
  }

  func stepDidBegin(_ index: Int, cause: Cause) {
    page[.step] = UInt64(index + 1)
  }

  /// Tells the page and the watchdog about the innermost run that runs code, if any.
  private func activate() {
    guard let (run, baseline) = runs.last(where: { $0.baseline != nil }), let baseline else {
      state.processorLimit.store(0, ordering: .releasing)
      state.memoryLimit.store(0, ordering: .releasing)
      let activation = state.activation.wrappingAdd(1, ordering: .releasing).newValue
      page[.run] = 0
      page[.process] = 0
      page[.activation] = activation
      return
    }
    let milliseconds = UInt64(limits.processorLimit(of: run.process))
    state.memoryBaseline.store(baseline, ordering: .releasing)
    state.memoryLimit.store(limits.memoryLimit(of: run.process), ordering: .releasing)
    state.processorLimit.store(milliseconds * 1_000_000, ordering: .releasing)
    let activation = state.activation.wrappingAdd(1, ordering: .releasing).newValue
    page[.run] = UInt64(run.number)
    page[.process] = ProcessLimits.code(of: run.process)
    page[.wallLimit] = UInt64(limits.waitLimit(of: run.process)) * 1_000_000
    page[.startedAt] = HostClock.monotonicNanoseconds
    page[.activation] = activation
  }
}
