import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel

/// One scenario for a worker to run: its text, how to run it, the limits of the app's
/// processes, and the runs of app code that died in earlier plays of it.
struct WorkerJob: Codable, Sendable {
  /// The file's path, as the result names it.
  var path: String
  /// The scenario file.
  var text: String
  var policy: String?
  var mistakes: [String]?
  var seed: UInt64?
  var eventBudget: Int
  /// The numbers of the faults left out (`RunOptions.removedFaults`).
  var removedFaults: [Int]
  var recordsTimeline: Bool
  var keepsTrace: Bool
  /// Whether the run renders its trace at all (`RunOptions.recordsTrace`).
  var recordsTrace = true
  /// Whether the result carries the behaviour coverage points of its run.
  var recordsCoverage = false
  /// Whether broken invariants fail the run (`RunOptions.judgesInvariants`).
  var judgesInvariants = true
  /// The release to run on instead of the scenario's (`RunOptions.systemVersion`), as
  /// `26.4`.
  var systemVersion: String?
  /// Whether a scenario that passes keeps its trace and timeline in the reply.
  var keepsPassingDetail = true
  /// The expectations sampled at the start of every step.
  var probes: [ProbeRecord]
  var limits: ProcessLimits
  /// The runs of app code to end as they begin, in the order they died.
  var deaths: [PlannedDeath]

  /// A job for `text` at `path` run with `options`.
  init(
    path: String, text: String, options: RunOptions, probes: [Expectation],
    limits: ProcessLimits
  ) {
    self.path = path
    self.text = text
    policy = options.policy
    mistakes = options.mistakes
    seed = options.seed
    eventBudget = options.eventBudget
    removedFaults = options.removedFaults.map(\.number).sorted()
    recordsTimeline = options.recordsTimeline
    keepsTrace = options.keepsTrace
    recordsTrace = options.recordsTrace
    recordsCoverage = options.recordsCoverage
    judgesInvariants = options.judgesInvariants
    systemVersion = options.systemVersion.map { "\($0)" }
    self.probes = probes.compactMap(ProbeRecord.init)
    self.limits = limits
    deaths = []
  }

  /// The run options the job stands for, with `catalog`, the worker's own.
  func options(catalog: PolicyCatalog) -> RunOptions {
    var options = RunOptions(
      policy: policy, mistakes: mistakes, seed: seed, eventBudget: eventBudget, catalog: catalog,
      removedFaults: Set(removedFaults.map(FaultID.init)), recordsTimeline: recordsTimeline,
      keepsTrace: keepsTrace)
    options.recordsCoverage = recordsCoverage
    options.recordsTrace = recordsTrace
    options.judgesInvariants = judgesInvariants
    options.systemVersion = systemVersion.flatMap(SystemVersion.init(parsing:))
    return options
  }
}

/// A run of app code that died in an earlier play of a scenario, to end as it begins.
struct PlannedDeath: Codable, Sendable, Equatable {
  /// Its number, as ``AppCodeRun`` numbers runs.
  var run: Int
  /// Its process, to check that the play is the same.
  var process: String
  /// What `crashed:` says.
  var reason: String
  /// Why the scenario stops after the step in which this death comes, when it is the last
  /// death the scenario is allowed.
  var stopsScenario: String?
}
