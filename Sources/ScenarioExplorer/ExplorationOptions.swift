import ScenarioLanguage
import ScenarioRunner
import ScenarioWorkers
import ScreenTimeModel

/// What to explore and for how long: the app under test, the app it is compared with, how many
/// runs, which seed, which slice of the runs.
public struct ExplorationOptions: Sendable {
  /// How long an exploration goes on.
  public enum Limit: Sendable, Equatable {
    /// This many runs (before sharding).
    case runs(Int)
    /// Runs until this much wall-clock time has passed.
    case time(Duration)
  }

  /// One of `count` disjoint slices of the runs: run `i` belongs to slice `i % count + 1`.
  ///
  /// The slices of one seed together are exactly the unsharded runs, so `count` machines can
  /// each run one slice and the results be merged.
  public struct Shard: Sendable, Equatable {
    /// Which slice, from 1 through ``count``.
    public var index: Int
    /// How many slices.
    public var count: Int

    /// The slice `index` of `count`; `index` must be in `1...count`.
    public init(index: Int, count: Int) {
      precondition(count >= 1 && (1...count).contains(index), "a shard is I/N with 1 ≤ I ≤ N")
      self.index = index
      self.count = count
    }

    /// All the runs.
    public static let whole = Shard(index: 1, count: 1)

    /// Whether run `runIndex` (from 0) belongs to this slice.
    public func contains(runIndex: Int) -> Bool { runIndex % count == index - 1 }
  }

  /// The policy of the catalog to explore (`--policy`).
  public var policy: String
  /// The mistakes switched on in it (`--with`).
  public var mistakes: [String]
  /// The policy to compare what the user sees with (`--against`), if any.
  public var against: String?
  public var limit: Limit
  /// The seed every run's seed is derived from (`--seed`).
  public var seed: UInt64
  public var shard: Shard
  /// How many simulated days each story spans (`--days`).
  public var days: Int
  /// The iOS releases stories run on (`--versions`), drawn evenly; `nil` draws from every
  /// release the explorer knows, weighted toward the common ones.
  public var versions: [SystemVersion]?
  /// The apps policies name; a team adds its own app here.
  public var catalog: PolicyCatalog
  /// Whether each failure also gets the HTML timeline of its failing run.
  public var recordsTimeline: Bool
  /// The command the written files' replay lines name: `stsim`, or a team's `my-stsim`.
  public var program = "stsim"
  /// Where the app's code runs: in this process, or in worker processes, where a trap, a
  /// runaway loop or a hog in one story ends only its simulated process.
  public var isolation = ScenarioIsolation.inProcess
  /// Whether stories that reach new behaviour coverage points are kept and most later stories
  /// derived from them (`--unguided` turns it off).
  ///
  /// A guided exploration is the same for one seed whatever the jobs; its shards each guide on
  /// their own runs, so together they are not the unguided runs of the seed.
  public var guided = true

  /// How many simulated days a story spans unless `--days` says otherwise.
  public static let defaultDays = 3

  public init(
    policy: String = "recommended", mistakes: [String] = [], against: String? = nil,
    limit: Limit = .runs(200), seed: UInt64 = 1, shard: Shard = .whole, days: Int = defaultDays,
    catalog: PolicyCatalog, recordsTimeline: Bool = true
  ) {
    self.policy = policy
    self.mistakes = mistakes
    self.against = against
    self.limit = limit
    self.seed = seed
    self.shard = shard
    self.days = days
    self.catalog = catalog
    self.recordsTimeline = recordsTimeline
  }
}
