import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing

/// A run that leaves its invariants unjudged (`RunOptions.judgesInvariants`, the app an
/// exploration compares against) goes as a judged run does: the user sees the same at every
/// step, and only the invariant failures are missing.
struct UnjudgedRunTests {
  /// What the user sees at the start of every step: shields, blocks, the shield shown, the last
  /// tap's answer.
  final class Sampler: ScenarioRunObserver {
    let expectations: [ScenarioLanguage.Expectation]
    var samples: [[Bool]] = []

    init(_ scenario: Scenario) {
      expectations = ScreenExpectations.of(scenario)
    }

    func stepWillAct(_ index: Int, probe: ExpectationProbe) {
      samples.append(probe.holds(every: expectations))
    }
  }

  /// Every sixth library scenario under mistakes that break invariants in many of them.
  @Test(arguments: ["log-tokens", "defer-unknown"])
  func anUnjudgedRunSeesWhatAJudgedOneSeesAndReportsNoBrokenInvariant(mistake: String) throws {
    let scenarios = try ScenarioLibrary.loaded().enumerated().filter { $0.offset % 6 == 0 }
    var brokenInJudged = 0
    for (_, scenario) in scenarios {
      var options = ScenarioLibrary.untraced
      options.mistakes = [mistake]
      let judgedSampler = Sampler(scenario)
      let judged = ScenarioRunner.run(scenario, options: options, observers: [judgedSampler])
      options.judgesInvariants = false
      let unjudgedSampler = Sampler(scenario)
      let unjudged = ScenarioRunner.run(scenario, options: options, observers: [unjudgedSampler])
      #expect(unjudgedSampler.samples == judgedSampler.samples, "\(scenario.path)")
      #expect(!unjudged.failures.contains { $0.invariant != nil }, "\(scenario.path)")
      // Only `expect violation` and `expect logs redacted` read what the invariants found.
      let readsJudgement = Set(
        scenario.steps.compactMap { step -> Int? in
          switch step.action {
          case .expect(.violation), .expect(.logsRedacted): step.location.line
          default: nil
          }
        })
      let reported = unjudged.failures.filter { !readsJudgement.contains($0.line) }
      let stepFailures = judged.failures.filter {
        $0.invariant == nil && !readsJudgement.contains($0.line)
      }
      #expect(
        reported.map(\.line) == stepFailures.map(\.line)
          && reported.map(\.message) == stepFailures.map(\.message),
        "\(scenario.path): \(reported) against \(stepFailures)")
      #expect(unjudged.events == judged.events, "\(scenario.path)")
      if judged.failures.contains(where: { $0.invariant != nil }) { brokenInJudged += 1 }
    }
    // The mistake broke an invariant in many of the scenarios, each left unreported unjudged.
    #expect(brokenInJudged >= 3, "\(brokenInJudged) of \(scenarios.count)")
  }
}
