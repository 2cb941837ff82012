import ScenarioLanguage
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
}
