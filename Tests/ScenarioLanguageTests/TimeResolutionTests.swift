import ScenarioLanguage
import ScreenTimeModel
import SimulationEngine
import Testing

/// Steps run when their time prefix says (spec section 3).
struct TimeResolutionTests {
  private func times(_ header: String, _ steps: String) -> [String] {
    let scenario = Fixture.scenario(
      "scenario \"t\"\n" + header + Fixture.declarations + "\n" + steps)
    guard let scenario else { return [] }
    return scenario.steps.map { step in
      let start = scenario.timeZone.localDateTime(at: step.instant)
      let end = scenario.timeZone.localDateTime(at: step.end)
      return step.instant == step.end ? "\(start)" : "\(start) – \(end)"
    }
  }

  @Test func everyPrefixResolvesFromThePreviousStepsEnd() {
    let resolved = times(
      "",
      """
      wait
      09:30 wait
      09:30 wait
      day 2 07:00 wait
      +1h30m wait
      user uses social for 2h
      wait
      +250ms wait
      day 3 00:00:05 wait
      """)
    #expect(
      resolved == [
        "2026-01-05 08:00:00.000",
        "2026-01-05 09:30:00.000",
        "2026-01-05 09:30:00.000",
        "2026-01-06 07:00:00.000",
        "2026-01-06 08:30:00.000",
        "2026-01-06 08:30:00.000 – 2026-01-06 10:30:00.000",
        "2026-01-06 10:30:00.000",
        "2026-01-06 10:30:00.250",
        "2026-01-07 00:00:05.000",
      ])
  }

  @Test func aBareClockIsOnTheDayThePreviousStepEnded() {
    let resolved = times(
      "",
      """
      23:00 user uses chess for 2h
      02:00 wait
      """)
    #expect(
      resolved == [
        "2026-01-05 23:00:00.000 – 2026-01-06 01:00:00.000",
        "2026-01-06 02:00:00.000",
      ])
  }

  @Test func localTimesAreReadInTheZoneInForce() throws {
    let scenario = try #require(
      Fixture.scenario(
        "scenario \"t\"\ntimezone Europe/Berlin\nstart 2026-07-01 09:00\n"
          + """
          wait
          10:00 user changes timezone America/New_York
          11:00 wait
          day 2 09:00 wait
          """))
    #expect(
      scenario.steps.map(\.instant) == [
        Fixture.instant(2026, 7, 1, 7, 0),
        Fixture.instant(2026, 7, 1, 8, 0),
        Fixture.instant(2026, 7, 1, 15, 0),
        Fixture.instant(2026, 7, 2, 13, 0),
      ])
    #expect(scenario.startInstant == Fixture.instant(2026, 7, 1, 7, 0))
  }

  @Test func aSkippedLocalTimeResolvesPastTheJump() throws {
    let berlin = Fixture.zone("Europe/Berlin")
    let scenario = try #require(
      Fixture.scenario(
        "scenario \"t\"\ntimezone Europe/Berlin\nstart 2026-03-29 01:00\n02:30 wait\n"))
    #expect(scenario.steps.map(\.instant) == [Fixture.instant(2026, 3, 29, 1, 30)])
    #expect("\(berlin.localDateTime(at: scenario.steps[0].instant))" == "2026-03-29 03:30:00.000")
  }

  @Test func theStartOfTheHeaderIsDayOne() throws {
    let scenario = try #require(
      Fixture.scenario("scenario \"t\"\nstart 2026-02-27 12:00\nday 3 08:00 wait\n"))
    #expect(scenario.steps.map(\.instant) == [Fixture.instant(2026, 3, 1, 8, 0)])
  }
}
