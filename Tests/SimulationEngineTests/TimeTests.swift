import SimulationEngine
import Testing

struct TimeTests {
  @Test(arguments: [
    (SimulationDuration.zero, "0s"),
    (.milliseconds(250), "250ms"),
    (.seconds(90), "1m30s"),
    (.minutes(90), "1h30m"),
    (.days(2) + .milliseconds(1), "2d1ms"),
    (.seconds(-5), "-5s"),
  ])
  func durationsPrintInScenarioNotation(duration: SimulationDuration, text: String) {
    #expect(duration.description == text)
  }

  @Test func instantsPrintAsDaysAndTimeOfDay() {
    let instant = SimulationInstant.origin + .days(2) + .hours(3) + .minutes(4) + .seconds(5)
    #expect((instant + .milliseconds(6)).description == "+2d 03:04:05.006")
    #expect((SimulationInstant.origin - .seconds(1)).description == "-0d 00:00:01.000")
  }

  @Test func instantArithmeticIsExact() {
    let start = SimulationInstant(millisecondsSinceOrigin: 1_000)
    let end = start + .minutes(15)
    #expect(end - start == .minutes(15))
    #expect(end - .minutes(15) == start)
    #expect(start < end)
  }
}
