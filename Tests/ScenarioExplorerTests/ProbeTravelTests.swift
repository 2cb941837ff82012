import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing

@testable import ScenarioExplorer
@testable import ScenarioWorkers

/// Every expectation an exploration samples at each step travels to a worker process and back
/// unchanged: a probe a worker could not sample would leave its transcript a sample short.
struct ProbeTravelTests {
  @Test func everyProbeOfAStoryTravelsToAWorkerAndBack() {
    let stories = StoryGeneratorTests.stories(40)
    let probes = stories.flatMap { Divergence.probes(for: $0) }
    #expect(probes.contains { if case .blocked = $0 { true } else { false } })
    for probe in probes {
      #expect(ProbeRecord(probe)?.expectation == probe, "\(probe)")
    }
  }

  /// Takes every sample afresh, asking every probe at every step.
  final class FreshSampler: ScenarioRunObserver {
    let probes: [ScenarioLanguage.Expectation]
    var samples: [[Bool]] = []
    init(probes: [ScenarioLanguage.Expectation]) { self.probes = probes }
    func stepWillAct(_ index: Int, probe: ExpectationProbe) {
      samples.append(probe.holds(every: probes))
    }
  }

  /// The sampler reuses its shields and blocks while the settings revision stays the same; its
  /// samples are the ones taken afresh at every step, for stories with every kind of step and
  /// fault (`os ignores store` among them).
  @Test func samplesReusedWhileTheSettingsStayTheSameAreTheOnesTakenAfresh() throws {
    let loader = ScenarioLoader()
    var steps = 0
    for (index, story) in StoryGeneratorTests.stories(60).enumerated() {
      let scenario = try #require(
        story.compiled(
          title: "story \(index)", about: [], closing: ["wait"], path: "story.scenario",
          loader: loader)?.scenario)
      let probes = Divergence.probes(for: story)
      let sampler = ProbeSampler(probes: probes)
      let fresh = FreshSampler(probes: probes)
      var options = RunOptions()
      options.recordsTrace = false
      _ = ScenarioRunner.run(scenario, options: options, observers: [sampler, fresh])
      #expect(sampler.samples == fresh.samples, "story \(index)")
      steps += fresh.samples.count
    }
    #expect(steps > 600)
  }
}
