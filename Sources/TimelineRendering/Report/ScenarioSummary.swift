/// One scenario's line in a run report, with its failures and, when it failed, its timeline.
public struct ScenarioSummary: Sendable, Equatable {
  /// The scenario file's path as the run named it.
  public var path: String
  /// The scenario's title.
  public var title: String
  /// Whether every expectation held.
  public var passed: Bool
  /// The number of simulated events processed.
  public var events: Int
  /// The digest of the scenario's trace.
  public var digest: String
  /// The expectations that failed, in the order they were checked.
  public var failures: [FailureNote]
  /// The run drawn as a timeline; shown for failing scenarios.
  public var timeline: Timeline?
  /// Why the scenario was skipped instead of run, if it was.
  public var skipReason: String?

  /// Whether the scenario ran and failed.
  public var failed: Bool { !passed && skipReason == nil }

  /// The summary of the scenario at `path`.
  public init(
    path: String, title: String, passed: Bool, events: Int, digest: String,
    failures: [FailureNote] = [], timeline: Timeline? = nil, skipReason: String? = nil
  ) {
    self.skipReason = skipReason
    self.path = path
    self.title = title
    self.passed = passed
    self.events = events
    self.digest = digest
    self.failures = failures
    self.timeline = timeline
  }
}
