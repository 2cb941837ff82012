/// The outcome of running a set of scenarios, as the one page that shows it.
public struct RunPage: Sendable, Equatable {
  /// The page heading, for example `stsim run Scenarios`.
  public var title: String
  /// The scenarios in the order they ran.
  public var scenarios: [ScenarioSummary]

  /// A report of `scenarios`.
  public init(title: String, scenarios: [ScenarioSummary]) {
    self.title = title
    self.scenarios = scenarios
  }

  /// The number of scenarios that passed.
  public var passedCount: Int { scenarios.count { $0.passed } }

  /// The number of scenarios that failed.
  public var failedCount: Int { scenarios.count { $0.failed } }

  /// The number of scenarios skipped instead of run.
  public var skippedCount: Int { scenarios.count { $0.skipReason != nil } }
}
