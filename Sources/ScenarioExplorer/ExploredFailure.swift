import ScenarioLanguage
import ScenarioRunner

/// A failure an exploration found, shrunk to a scenario file.
public struct ExploredFailure: Sendable {
  /// The run that found it, from 0 (before sharding).
  public var runIndex: Int
  /// That run's seed, from which its swarm and story come.
  public var runSeed: UInt64
  /// What failed: the same invariant or the same kind of difference is the same failure.
  public var signature: FailureSignature
  /// The failure in a few words: `invariant profile-isolation`.
  public var failure: String
  /// The failure as the shrunk scenario shows it: the failure line, or what the user sees under
  /// each app.
  public var detail: String
  /// The kinds of steps and faults the run mixed, with their weights.
  public var swarm: Swarm
  /// How many steps the generated story had.
  public var originalSteps: Int
  /// How many steps the shrunk scenario has, expectations included.
  public var steps: Int
  /// The file name the scenario is meant for, such as `seed1-run17-profile-isolation.scenario`.
  public var fileName: String
  /// The shrunk scenario file.
  public var scenarioText: String
  /// The failing run of the scenario as `stsim trace` prints it, digest included.
  public var trace: String
  /// The failing run as an HTML timeline, when asked for.
  public var timelineHTML: String?
  /// Whether the written scenario was run again and failed under the app under test and passed
  /// under the baseline (when there is one).
  public var reproduces: Bool
  /// How many runs hit this failure.
  public var occurrences: Int
  /// How many stories the shrinker ran.
  public var shrinkRuns: Int
  /// The written scenario's failure line that shows it, `LINE: expected ..., got ...`, when its
  /// replay shows it: for a crash, the process, the cause and the step's line.
  public var failureLine: String?

  /// The trace's file name: the scenario's with `.trace`.
  public var traceFileName: String { baseName + ".trace" }
  /// The timeline's file name: the scenario's with `.html`.
  public var timelineFileName: String { baseName + ".html" }

  private var baseName: String {
    fileName.hasSuffix(".scenario") ? String(fileName.dropLast(".scenario".count)) : fileName
  }
}
