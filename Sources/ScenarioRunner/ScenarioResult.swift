import BehaviourCoverage
import InvariantChecking
import ScenarioLanguage
import ScreenTimeModel
import SimulationEngine
import TimelineRendering

/// One failure of a scenario: a failed expectation, a broken invariant or a step that could
/// not run.
public struct ScenarioFailure: Sendable, Equatable {
  /// The line of the step it belongs to.
  public var line: Int
  /// `expected ..., got ...`.
  public var message: String
  /// The invariant, for a violation.
  public var invariant: Invariant?

  public init(line: Int, message: String, invariant: Invariant? = nil) {
    self.line = line
    self.message = message
    self.invariant = invariant
  }
}

/// What running one scenario produced.
public struct ScenarioResult: Sendable {
  /// The file's path.
  public var path: String
  public var title: String
  public var tags: [String]
  /// The policy the scenario ran under, for example `recommended with defer-unknown`.
  public var policy: String
  /// The seed it ran with.
  public var seed: UInt64
  /// Every failure, in step order.
  public var failures: [ScenarioFailure]
  /// Simulated time from the start to the last step's end.
  public var simulatedDuration: SimulationDuration
  /// Engine events processed.
  public var events: Int
  /// The rendered trace, one line per record (without the digest line).
  public var trace: [String]
  /// The SHA-256 of the trace.
  public var digest: String
  /// The picture of the run, when it was asked for (`RunOptions.recordsTimeline`).
  public var timeline: Timeline?

  /// Why the scenario was not run, when the app declares a step it uses unsupported
  /// (``AppBundle/unsupportedSteps``); `nil` for a scenario that ran.
  public var skipReason: String?
  /// The first step that failed because the running release lacks what it needs (a step the
  /// device refuses as `unavailable` without an `expect refused`): on that release the scenario
  /// cannot be played, and `--versions` reports it so rather than as a failure of the app.
  public var unavailableStep: ScenarioFailure?
  /// The behaviour coverage points the run reached, when they were asked for
  /// (`RunOptions.recordsCoverage`).
  public var coverage: CoverageSet?

  /// Whether the scenario ran and passed: no failure at all.
  public var passed: Bool { failures.isEmpty && skipReason == nil }
  /// Whether the scenario ran and failed.
  public var failed: Bool { !failures.isEmpty }
  /// Whether the scenario was skipped: neither passed nor failed.
  public var isSkipped: Bool { skipReason != nil }

  public init(
    path: String, title: String, tags: [String], policy: String, seed: UInt64,
    failures: [ScenarioFailure], simulatedDuration: SimulationDuration, events: Int,
    trace: [String], digest: String, timeline: Timeline? = nil, skipReason: String? = nil,
    unavailableStep: ScenarioFailure? = nil, coverage: CoverageSet? = nil
  ) {
    self.coverage = coverage
    self.unavailableStep = unavailableStep
    self.skipReason = skipReason
    self.timeline = timeline
    self.path = path
    self.title = title
    self.tags = tags
    self.policy = policy
    self.seed = seed
    self.failures = failures
    self.simulatedDuration = simulatedDuration
    self.events = events
    self.trace = trace
    self.digest = digest
  }

  /// The failure lines of spec section 9: `PATH:LINE: expected ..., got ...`.
  public var failureLines: [String] {
    failures.map { "\(path):\($0.line): \($0.message)" }
  }
}
