import SimulationBenchmarks
import SimulationEngine
import Testing

struct HoldModelTests {
  @Test func simulatedTimeAdvancesAtTheMeanDelayPerProcess() {
    // 200 processes firing 100,000 events: each fires about 500 times, one second apart on average.
    let result = HoldModel(pending: 200, events: 100_000, seed: 9).run()
    let seconds = Double(result.finalInstant.millisecondsSinceOrigin) / 1_000
    #expect(seconds > 450 && seconds < 550)
  }

  @Test func theSameSeedReachesTheSameInstant() {
    let a = HoldModel(pending: 50, events: 10_000, seed: 4).run()
    let b = HoldModel(pending: 50, events: 10_000, seed: 4).run()
    #expect(a.finalInstant == b.finalInstant)
  }
}
