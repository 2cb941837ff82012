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

  public init(runs: Int, runSeeds: [UInt64], failures: [ExploredFailure], elapsedSeconds: Double) {
    self.runs = runs
    self.runSeeds = runSeeds
    self.failures = failures
    self.elapsedSeconds = elapsedSeconds
  }
}
