import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import Testing

/// An exploration's probes ask whether an expectation holds without writing why not; the answer
/// must be the one the message gives, at every step of every library scenario.
struct ProbeAgreementTests {
  /// Asks every probe at every step, both ways, and keeps each disagreement.
  final class Agreement: ScenarioRunObserver {
    let expectations: [ScenarioLanguage.Expectation]
    var asked = 0
    var disagreements: [String] = []
    /// The settings revision of the last step and what the settings alone decided there.
    var last: (revision: UInt64, answers: [Bool])?
    /// How many steps had the revision of the step before.
    var unchangedRevisions = 0

    init(_ scenario: Scenario) {
      expectations = ScreenExpectations.of(scenario, expected: [true, false])
    }

    func stepWillAct(_ index: Int, probe: ExpectationProbe) {
      let together = probe.holds(every: expectations)
      // While the settings revision stays the same, so does every shield and block.
      let answers = zip(expectations, together).compactMap { expectation, holds -> Bool? in
        switch expectation {
        case .shielded, .blocked: holds
        default: nil
        }
      }
      if let last, let revision = probe.settingsRevision, revision == last.revision {
        unchangedRevisions += 1
        if answers != last.answers {
          disagreements.append(
            "step \(index): the shields and blocks changed at revision \(revision)")
        }
      }
      last = probe.settingsRevision.map { ($0, answers) }
      for (expectation, heldTogether) in zip(expectations, together) {
        asked += 1
        let holds = probe.holds(expectation)
        if holds != heldTogether {
          disagreements.append(
            "step \(index), \(expectation): holds \(holds) alone, \(heldTogether) together")
        }
        let failure = probe.failure(of: expectation)
        if holds != (failure == nil) {
          disagreements.append(
            "step \(index), \(expectation): holds \(holds), failure \(failure ?? "none")")
        }
      }
    }
  }

  /// Scenarios run side by side on every core; their disagreements are listed in library order.
  @Test func everyProbeAgreesWithTheMessageAtEveryStepOfTheLibrary() throws {
    let outcomes = ParallelWork.map(try ScenarioLibrary.loaded(), jobs: ParallelWork.defaultJobs) {
      scenario in
      let agreement = Agreement(scenario)
      _ = ScenarioRunner.run(scenario, options: ScenarioLibrary.untraced, observers: [agreement])
      return (
        scenario.path, agreement.asked, agreement.disagreements, agreement.unchangedRevisions
      )
    }
    for (path, _, disagreements, _) in outcomes {
      #expect(
        disagreements.isEmpty, "\(path): \(disagreements.prefix(3).joined(separator: "; "))")
    }
    // The probes were asked, across the library, far more than once per scenario.
    let asked = outcomes.reduce(0) { $0 + $1.1 }
    #expect(asked > 100 * outcomes.count)
    // Most steps change no setting, so the revision was the same as the step before's often.
    let unchanged = outcomes.reduce(0) { $0 + $1.3 }
    #expect(unchanged > 5 * outcomes.count)
  }
}
