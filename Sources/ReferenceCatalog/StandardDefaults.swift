import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel

// The scenario language's entry points with the standard catalog filled in, so that a test of
// the reference app (or of an app whose scenarios use only the reference app's vocabulary) loads
// and runs scenarios without building a catalog:
//
// ```swift
// import ReferenceCatalog
// import ScenarioLanguage
//
// let scenario = try ScenarioLoader().scenario(from: text)
// let result = ScenarioRunner.run(scenario)
// ```

extension ScenarioLoader {
  /// A loader for the standard catalog: the reference app's policy, mistakes, choices and codes,
  /// plus `extraDiagnosticCodes` and `extraErrorCodes` (a team's own app may log and show
  /// others).
  public init(extraDiagnosticCodes: [String] = [], extraErrorCodes: [String] = []) {
    self.init(
      catalog: .standard, extraDiagnosticCodes: extraDiagnosticCodes,
      extraErrorCodes: extraErrorCodes)
  }
}

extension RunOptions {
  /// Options that run scenarios with the standard catalog.
  public init(
    policy: String? = nil, mistakes: [String]? = nil, seed: UInt64? = nil,
    eventBudget: Int = RunOptions.defaultEventBudget, removedFaults: Set<FaultID> = [],
    recordsTimeline: Bool = false, keepsTrace: Bool = true
  ) {
    self.init(
      policy: policy, mistakes: mistakes, seed: seed, eventBudget: eventBudget,
      catalog: .standard, removedFaults: removedFaults, recordsTimeline: recordsTimeline,
      keepsTrace: keepsTrace)
  }
}

extension ScenarioRunner {
  /// Runs `scenario` under its policy from the standard catalog: `recommended`, with the
  /// mistakes and options its `policy` and `policy-option` lines name.
  public static func run(_ scenario: Scenario) -> ScenarioResult {
    run(scenario, options: RunOptions())
  }
}

extension ExplorationOptions {
  /// Options that explore a policy of the standard catalog.
  public init(
    policy: String = "recommended", mistakes: [String] = [], against: String? = nil,
    limit: Limit = .runs(200), seed: UInt64 = 1, shard: Shard = .whole,
    days: Int = ExplorationOptions.defaultDays, recordsTimeline: Bool = true
  ) {
    self.init(
      policy: policy, mistakes: mistakes, against: against, limit: limit, seed: seed,
      shard: shard, days: days, catalog: .standard, recordsTimeline: recordsTimeline)
  }
}

extension LanguageReference {
  /// The reference as Markdown, with the reference app's mistakes, choices and codes: the text
  /// of `Docs/scenario-language-reference.md`.
  public static func markdown() -> String {
    markdown(catalog: .standard)
  }
}

extension ListTopic {
  /// The listing, with the reference app's mistakes.
  public var listing: String { listing(catalog: .standard) }
}

extension AppFacingReference {
  /// `Docs/your-app.md`, with the standard catalog's words in its sample lines.
  public static func markdown() -> String { markdown(catalog: .standard) }
}
