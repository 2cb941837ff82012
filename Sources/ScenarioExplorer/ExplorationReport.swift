import BehaviourCoverage
import ScenarioLanguage
import ScenarioRunner

/// What an exploration did: its runs, and the failures it found and shrank.
public struct ExplorationReport: Sendable {
  /// How many runs ran.
  public var runs: Int
  /// Their seeds, in run order.
  public var runSeeds: [UInt64]
  /// One entry per distinct failure, in the order found.
  public var failures: [ExploredFailure]
  /// Wall-clock seconds the exploration took.
  public var elapsedSeconds: Double
  /// The behaviour coverage points the runs reached, under the app explored.
  public var coverage = CoverageSet()
  /// The run (its index) that first reached each point of ``coverage``, by the point's
  /// position in the universe.
  public var firstReached: [Int: Int] = [:]
  /// The universe those points belong to: the explored app's.
  public var universe = CoverageUniverse.standard
  /// How many runs derived their story from the corpus of a guided exploration; `nil` for an
  /// unguided one.
  public var derivedRuns: Int?

  /// `212 of 229 reachable behaviour points reached`.
  public var coverageLine: String {
    "\(coverage.intersection(universe.reachable).count) of \(universe.reachable.count) reachable "
      + "behaviour points reached"
      + (derivedRuns.map { ", \($0) of \(runs) stories derived from earlier ones" } ?? "")
  }

  public init(runs: Int, runSeeds: [UInt64], failures: [ExploredFailure], elapsedSeconds: Double) {
    self.runs = runs
    self.runSeeds = runSeeds
    self.failures = failures
    self.elapsedSeconds = elapsedSeconds
  }
}
