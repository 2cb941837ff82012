import ScenarioLanguage
import ScreenTimeModel

/// How to run scenarios: which app, which seed, how many events at most.
public struct RunOptions: Sendable {
  /// The policy to run instead of the one each scenario names (`--policy`).
  public var policy: String?
  /// The mistakes to run instead of those each scenario names (`--with`).
  public var mistakes: [String]?
  /// The seed to run instead of each scenario's (`--seed`).
  public var seed: UInt64?
  /// The most engine events one scenario may process before it fails.
  public var eventBudget: Int
  /// The iOS release to run on instead of each scenario's `device` version (`--versions`); its
  /// build is derived from it.
  public var systemVersion: SystemVersion?

  /// The default event budget: 800,000 events.
  ///
  /// The most that schedules make in a scenario the language allows, 20 daily activities with a
  /// warning and a limit over 3,660 days (`Benchmarks/decade.scenario`), is 585,506 events; a
  /// runaway app that does real work on every event spends the budget in about 18 s of CPU.
  public static let defaultEventBudget = 800_000

  /// The apps policies name, with the mistakes and options each declares.
  public var catalog: PolicyCatalog
  /// The faults to leave out of the run: each scenario's fault statements are numbered `F1`,
  /// `F2`, … in order, and those listed here do nothing.
  public var removedFaults: Set<FaultID>
  /// Whether each result carries a picture of its run (`Timeline`), for HTML and Chrome trace
  /// output.
  public var recordsTimeline: Bool
  /// Whether each result carries its trace's lines (`ScenarioResult.trace`); without them a
  /// run still has its digest and holds constant memory for its trace, however long it runs.
  public var keepsTrace: Bool
  /// Whether the run renders its trace at all.
  ///
  /// Without it a result has no lines and an empty digest, and the run spends nothing on
  /// rendering, redacting and hashing lines. A search that only asks what failed (`stsim
  /// explore` between its finds) runs this way.
  public var recordsTrace = true
  /// Whether each result carries the behaviour coverage points its run reached
  /// (`ScenarioResult.coverage`; `stsim coverage`, `run --coverage`).
  public var recordsCoverage = false
  /// Whether broken invariants fail the run.
  ///
  /// A run that only compares what the user sees with another run's (`stsim explore` running
  /// the app it compares against, between its finds) leaves them unjudged: it reports no
  /// invariant failure, and `expect violation` finds none. Judging revocation-reselect asks the
  /// app's code, so that rule is still followed, unreported, and the run goes as a judged one
  /// does.
  public var judgesInvariants = true

  public init(
    policy: String? = nil, mistakes: [String]? = nil, seed: UInt64? = nil,
    eventBudget: Int = RunOptions.defaultEventBudget, catalog: PolicyCatalog,
    removedFaults: Set<FaultID> = [], recordsTimeline: Bool = false, keepsTrace: Bool = true
  ) {
    self.removedFaults = removedFaults
    self.recordsTimeline = recordsTimeline
    self.keepsTrace = keepsTrace
    self.policy = policy
    self.mistakes = mistakes
    self.seed = seed
    self.eventBudget = eventBudget
    self.catalog = catalog
  }
}
