import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting
import ScreenTimeModel
import SimulationEngine

/// Runs typed scenarios on a simulated device and reports what failed.
///
/// Each step runs at its instant after every event due up to then; expectations are checked
/// where they stand; invariants are checked throughout, and a violation fails the scenario at
/// the step during which it happened unless the scenario expects it. A failure never stops the
/// run: every later failure is reported too.
public enum ScenarioRunner {
  /// Runs `scenario` under its policy (or the options' overrides).
  public static func run(_ scenario: Scenario, options: RunOptions) -> ScenarioResult {
    let policyName = options.policy ?? scenario.policy.name
    let mistakes = options.mistakes ?? scenario.policy.mistakes
    let member: FamilyControlsMember = scenario.member == .child ? .child : .individual
    guard
      let bundle = options.catalog.bundle(
        named: policyName, mistakes: Set(mistakes), member: member,
        options: Set(scenario.policy.options))
    else {
      return ScenarioResult(
        path: scenario.path, title: scenario.title, tags: scenario.tags, policy: policyName,
        seed: options.seed ?? scenario.seed,
        failures: [
          ScenarioFailure(
            line: 1,
            message:
              "expected a known policy (\(options.catalog.names.joined(separator: ", "))), "
              + "got '\(policyName)'")
        ], simulatedDuration: .zero, events: 0, trace: [], digest: "")
    }
    return run(scenario, app: bundle, options: options)
  }

  /// Runs `scenario` against `app`, ignoring the scenario's policy line.
  ///
  /// This is how a team runs its own app's code through a scenario. A scenario that uses a step
  /// the app declares unsupported (``AppBundle/unsupportedSteps``) is not run: its result is
  /// skipped, with the reason.
  ///
  /// `observers` watch the run step by step; they change nothing in it.
  public static func run(
    _ scenario: Scenario, app: AppBundle,
    options: RunOptions = RunOptions(catalog: PolicyCatalog()),
    observers: [any ScenarioRunObserver] = []
  ) -> ScenarioResult {
    if let reason = scenario.skipReason(for: app) {
      return ScenarioResult(
        path: scenario.path, title: scenario.title, tags: scenario.tags, policy: app.name,
        seed: options.seed ?? scenario.seed, failures: [], simulatedDuration: .zero, events: 0,
        trace: [], digest: "", skipReason: reason)
    }
    var scenario = scenario
    if let version = options.systemVersion, version != scenario.systemVersion {
      scenario.systemVersion = version
      scenario.build = version.derivedBuild
    }
    let execution = ScenarioExecution(
      scenario: scenario, app: app, options: options, observers: observers)
    return execution.run()
  }
}
