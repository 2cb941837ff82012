import ScenarioLanguage
import ScenarioRunner

/// Samples expectations at the start of every step, as an exploration compares two runs: for
/// each step, whether each held just before the step acted.
final class ProbeSampler: ScenarioRunObserver {
  private let probes: [Expectation]
  private(set) var samples: [[Bool]] = []

  init(probes: [Expectation]) {
    self.probes = probes
  }

  func stepWillAct(_ index: Int, probe: ExpectationProbe) {
    guard !probes.isEmpty else { return }
    samples.append(probe.holds(every: probes))
  }
}
