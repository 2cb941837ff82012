import BehaviourCoverage
import InvariantChecking
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

/// Explores an app with random stories: each run writes a story from a random swarm of step and
/// fault kinds, runs it, and checks every invariant (and, with an app to compare against, what
/// the user sees); each new failure is shrunk to a small scenario file that replays it.
///
/// Every run's randomness comes from its own seed, derived from the exploration's seed and the
/// run's number (`SplitMix64.derive(seed, path: [4, run])`, 4 being the exploration stream), so
/// the same seed gives the same runs, failures and files on every machine, and slices of the
/// runs (``ExplorationOptions/Shard``) can run on different machines.
///
/// From a test of a team's own app, with its app added to the catalog:
///
/// ```swift
/// let explorer = try Explorer(options: ExplorationOptions(
///   policy: "focus", limit: .runs(300), catalog: .standard.adding("focus", makeFocusApp)))
/// let report = explorer.explore()
/// #expect(report.failures.isEmpty, "\(report.failures.map(\.scenarioText))")
/// ```
public struct Explorer: Sendable {
  /// A problem with the options, found before anything runs.
  public enum OptionsError: Error, Equatable, Sendable {
    /// A policy that the catalog does not have.
    case unknownPolicy(String, known: [String])
    /// A number of days outside 1 through ``Explorer/maximumDays``.
    case daysOutOfRange(Int)
    /// A limit of no runs or no time.
    case emptyLimit

    /// The message, lower case, user text in single quotes.
    public var message: String {
      switch self {
      case .unknownPolicy(let name, let known):
        "unknown policy '\(name)'; expected one of \(known.map { "'\($0)'" }.joined(separator: ", "))"
      case .daysOutOfRange(let days):
        "a story spans 1 to \(Explorer.maximumDays) days, not \(days)"
      case .emptyLimit:
        "an exploration needs at least one run or some time"
      }
    }
  }

  /// Where an exploration is after a run, for a progress display.
  public struct Progress: Sendable {
    /// Runs done.
    public var runs: Int
    /// Runs this exploration will do, when it is limited by runs.
    public var totalRuns: Int?
    /// Distinct failures found.
    public var failures: Int
    /// Runs that failed, a failure seen before included.
    public var failingRuns: Int
    /// Wall-clock seconds so far.
    public var elapsedSeconds: Double
    /// Wall-clock seconds allowed, when it is limited by time.
    public var budgetSeconds: Double?

    public init(
      runs: Int, totalRuns: Int?, failures: Int, failingRuns: Int, elapsedSeconds: Double,
      budgetSeconds: Double?
    ) {
      self.runs = runs
      self.totalRuns = totalRuns
      self.failures = failures
      self.failingRuns = failingRuns
      self.elapsedSeconds = elapsedSeconds
      self.budgetSeconds = budgetSeconds
    }
  }

  /// How many runs with one failure are shrunk, at most, until one replays cleanly.
  static let shrinkAttempts = 5

  /// The longest story, in simulated days.
  public static let maximumDays = 30

  public let options: ExplorationOptions
  let trial: StoryTrial
  /// The generator of every run but for its swarm, worked out once: each run draws its own.
  let generator: StoryGenerator

  /// An explorer with `options`.
  ///
  /// - Throws: ``OptionsError`` when a policy is not in the catalog, the days are out of range,
  ///   or the limit allows nothing.
  public init(options: ExplorationOptions) throws(OptionsError) {
    let known = options.catalog.names
    for name in [options.policy] + (options.against.map { [$0] } ?? []) where !known.contains(name)
    {
      throw .unknownPolicy(name, known: known)
    }
    guard (1...Self.maximumDays).contains(options.days) else {
      throw .daysOutOfRange(options.days)
    }
    switch options.limit {
    case .runs(let count) where count < 1: throw .emptyLimit
    case .time(let duration) where duration <= .zero: throw .emptyLimit
    default: break
    }
    self.options = options
    trial = StoryTrial(
      catalog: options.catalog,
      target: ExploredApp(policy: options.policy, mistakes: options.mistakes),
      against: options.against.map { ExploredApp(policy: $0, mistakes: []) },
      isolation: options.isolation)
    generator = StoryGenerator(options: options, swarm: .everything)
  }

  /// The generator of a run with `swarm`.
  func generator(for swarm: Swarm) -> StoryGenerator {
    var generator = generator
    generator.swarm = swarm
    return generator
  }

  /// How many runs this shard does when the exploration is limited by runs; `nil` when it is
  /// limited by time.
  public var plannedRuns: Int? {
    guard case .runs(let count) = options.limit else { return nil }
    let shard = options.shard
    return count / shard.count + (shard.index - 1 < count % shard.count ? 1 : 0)
  }

  /// The seed of run `index` of an exploration with `seed`.
  public static func runSeed(_ seed: UInt64, run index: Int) -> UInt64 {
    SplitMix64.derive(seed, path: [RandomStreamNumber.exploration, UInt64(index)])
  }

  /// How many runs of a guided exploration are written from the same corpus: the corpus grows
  /// between these generations, never within one, so that the runs are the same whatever
  /// the number of jobs.
  static let generationSize = 32

  /// Of a hundred guided runs once the corpus holds a story, how many derive their story from
  /// it; the others write a fresh one, as an unguided run does.
  static let derivedPercent: UInt64 = 35

  /// The swarm and story of run `index`, and whether the story was derived from the corpus.
  ///
  /// Without guidance (or with an empty corpus) it is ``draft(ofRun:)``; with it, most runs
  /// derive their story from a story of the corpus, with randomness of the run's own.
  func guidedDraft(ofRun index: Int, corpus: CoverageCorpus?) -> (
    swarm: Swarm, story: Story, isDerived: Bool
  ) {
    // The swarm comes first from the run's stream, as in an unguided run; the fresh story,
    // which follows it in that stream, is written only when the run does not derive one.
    var stream = Xoshiro256StarStar(seed: Self.runSeed(options.seed, run: index))
    let swarm = Swarm.random(using: &stream)
    let generator = self.generator(for: swarm)
    func fresh() -> (swarm: Swarm, story: Story, isDerived: Bool) {
      (swarm, generator.story(using: &stream), false)
    }
    guard let corpus, !corpus.entries.isEmpty else { return fresh() }
    var random = Xoshiro256StarStar(
      seed: SplitMix64.derive(Self.runSeed(options.seed, run: index), path: [1]))
    guard random.next(below: 100) < Self.derivedPercent,
      let parent = corpus.parent(using: &random)
    else { return fresh() }
    let mate = corpus.parent(using: &random)
    guard
      let derived = StoryMutator(generator: generator).derive(
        from: parent, mate: mate, using: &random)
    else { return fresh() }
    return (swarm, derived, true)
  }

  /// The swarm and story of run `index`, as an unguided run writes it.
  func draft(ofRun index: Int) -> (swarm: Swarm, story: Story) {
    var random = Xoshiro256StarStar(seed: Self.runSeed(options.seed, run: index))
    let swarm = Swarm.random(using: &random)
    let generator = self.generator(for: swarm)
    let story = generator.story(using: &random)
    return (swarm, story)
  }

  /// The swarm of run `index`: the kinds of steps and faults it mixes, with their weights.
  public func swarm(ofRun index: Int) -> Swarm { draft(ofRun: index).swarm }

  /// The story of run `index`, as a scenario file, as an unguided exploration writes it (a
  /// guided one derives most of its stories from the stories before).
  public func story(ofRun index: Int) -> String {
    draft(ofRun: index).story.scenarioText(
      title: "explore seed \(options.seed) run \(index)", about: [], closing: [])
  }

  /// Runs the exploration: every run of the shard, until the limit; `progress` is called after
  /// each run.
  ///
  /// With more than one job, the stories of consecutive runs are written and run side by side,
  /// `jobs` at a time, and judged in run order, where each new failure is shrunk; the report
  /// and the files are the same as with one job. A limit of time is checked between such
  /// batches, so that with several jobs it may be passed by one batch.
  ///
  /// `found` is called with each failure as soon as it is shrunk, and again with a failure that
  /// replaces an earlier one of the same kind (a later run that shrinks to a clean replay),
  /// with the one it replaces; a caller writes the files there, so that an exploration that
  /// stops early has written what it found. `shouldStop` is asked before each run is judged;
  /// once it says so, the exploration ends with the runs judged so far.
  public func explore(
    jobs: Int = 1, shouldStop: () -> Bool = { false },
    found: (_ failure: ExploredFailure, _ replacing: ExploredFailure?) -> Void = { _, _ in },
    progress: (Progress) -> Void = { _ in }
  ) -> ExplorationReport {
    let clock = ContinuousClock()
    let start = clock.now
    func elapsed() -> Duration { start.duration(to: clock.now) }
    var runSeeds: [UInt64] = []
    var failures: [ExploredFailure] = []
    var known: [FailureSignature: Int] = [:]
    var runIndex = options.shard.index - 1
    var failingRuns = 0
    let total = plannedRuns
    var budget: Duration?
    if case .time(let duration) = options.limit { budget = duration }
    var corpus = options.guided ? CoverageCorpus() : nil
    var reached = CoverageSet()
    var firstReached: [Int: Int] = [:]
    var derivedRuns = 0
    let batchSize = options.guided ? Self.generationSize : jobs > 1 ? jobs * 4 : 1
    exploring: while true {
      if let budget, elapsed() >= budget { break }
      if shouldStop() { break }
      var batch: [Int] = []
      while batch.count < batchSize {
        if case .runs(let count) = options.limit, runIndex >= count { break }
        batch.append(runIndex)
        runIndex += options.shard.count
      }
      if batch.isEmpty { break }
      let generation = corpus
      let trials = ParallelWork.map(batch, jobs: jobs) { index in
        let (swarm, story, isDerived) = guidedDraft(ofRun: index, corpus: generation)
        return (index, swarm, story, isDerived, trial.evaluate(story, runsBaseline: false))
      }
      for (index, swarm, story, isDerived, outcome) in trials {
        if shouldStop() { break exploring }
        let runSeed = Self.runSeed(options.seed, run: index)
        runSeeds.append(runSeed)
        if isDerived { derivedRuns += 1 }
        if let coverage = outcome?.coverage {
          for point in coverage.subtracting(reached).indices { firstReached[point] = index }
          reached.formUnion(coverage)
          corpus?.record(story, coverage: coverage)
        }
        if let (signature, _) = outcome?.firstFailure {
          failingRuns += 1
          if let known = known[signature] {
            // A failure that did not shrink to a clean replay is tried again on a later run.
            if !failures[known].reproduces, failures[known].occurrences < Self.shrinkAttempts {
              var again = shrunkFailure(
                story, signature, run: index, runSeed: runSeed, swarm: swarm)
              again.occurrences = failures[known].occurrences + 1
              if again.reproduces {
                found(again, failures[known])
                failures[known] = again
              } else {
                failures[known].occurrences += 1
              }
            } else {
              failures[known].occurrences += 1
            }
          } else {
            known[signature] = failures.count
            let failure = shrunkFailure(
              story, signature, run: index, runSeed: runSeed, swarm: swarm)
            found(failure, nil)
            failures.append(failure)
          }
        }
        progress(
          Progress(
            runs: runSeeds.count, totalRuns: total, failures: failures.count,
            failingRuns: failingRuns, elapsedSeconds: Self.seconds(elapsed()),
            budgetSeconds: budget.map(Self.seconds)))
      }
    }
    var report = ExplorationReport(
      runs: runSeeds.count, runSeeds: runSeeds, failures: failures,
      elapsedSeconds: Self.seconds(elapsed()))
    report.coverage = reached
    report.firstReached = firstReached
    report.derivedRuns = options.guided ? derivedRuns : nil
    report.universe = options.catalog.coverageUniverse(
      policies: [options.policy] + (options.against.map { [$0] } ?? []))
    return report
  }

  static func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

/// The random stream numbers of the model that exploration draws on.
enum RandomStreamNumber {
  /// The stream of exploration runs; the model keeps 1 to 3 for tokens, app code and faults.
  static let exploration: UInt64 = 4
}
