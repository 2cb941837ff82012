import ScenarioLanguage
import ScenarioRunner

/// Samples expectations at the start of every step, as an exploration compares two runs: for
/// each step, whether each held just before the step acted.
///
/// Whether items are shielded or blocked changes only with the settings, far less often than
/// steps come, so those answers are reused for as long as the probe's settings revision stays
/// the same; only the others are checked at every step.
final class ProbeSampler: ScenarioRunObserver {
  private let probes: [Expectation]
  /// The positions in `probes` of the expectations the settings alone do not decide.
  private let otherProbes: [Int]
  /// The expectations at `otherProbes`, in their order.
  private let others: [Expectation]
  /// The settings revision of the last sample taken, if known, and that sample.
  private var last: (revision: UInt64, sample: [Bool])?
  private(set) var samples: [[Bool]] = []

  init(probes: [Expectation]) {
    self.probes = probes
    otherProbes = probes.indices.filter { index in
      switch probes[index] {
      case .shielded, .blocked: false
      default: true
      }
    }
    others = otherProbes.map { probes[$0] }
  }

  func stepWillAct(_ index: Int, probe: ExpectationProbe) {
    guard !probes.isEmpty else { return }
    let sample: [Bool]
    if let last, let revision = probe.settingsRevision, revision == last.revision {
      var reused = last.sample
      for (position, holds) in zip(otherProbes, probe.holds(every: others)) {
        reused[position] = holds
      }
      sample = reused
    } else {
      sample = probe.holds(every: probes)
    }
    last = probe.settingsRevision.map { ($0, sample) }
    samples.append(sample)
  }
}
