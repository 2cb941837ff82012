import Testing
import TimelineRendering

/// Instants read as `day D HH:MM:SS.mmm` in the zone in force, as the text trace prints them.
struct TimelineClockTests {
  let clock = SampleTimelines.clock

  @Test func anInstantReadsInTheZoneInForce() {
    #expect(clock.label(at: SampleTimelines.at(day: 1, 8)) == "day 1 08:00:00.000")
    // The zone changes at 19:00 UTC; 18:59:59.999 UTC is still Berlin, 19:00 is Helsinki.
    let change = SampleTimelines.at(day: 1, 20)
    #expect(clock.label(at: change - 1) == "day 1 19:59:59.999")
    #expect(clock.label(at: change) == "day 1 21:00:00.000")
    #expect(clock.segment(at: change - 1).zoneName == "Europe/Berlin")
    #expect(clock.segment(at: change).zoneName == "Europe/Helsinki")
  }

  @Test func daysCountFromTheLocalDayTheRunStarts() {
    #expect(clock.label(at: SampleTimelines.at(day: 1, 0)) == "day 1 00:00:00.000")
    #expect(clock.label(at: SampleTimelines.at(day: 1, 0) - 1) == "day 0 23:59:59.999")
    #expect(
      clock.label(at: SampleTimelines.at(day: 15, 6, 7, offsetHours: 2) + 8_009)
        == "day 15 06:07:08.009")
  }

  @Test func theFirstSegmentAppliesBeforeItsStart() {
    let clock = TimelineClock(
      segments: [
        ZoneSegment(from: 1_000_000, utcOffsetSeconds: -18_000, zoneName: "America/New_York")
      ],
      dayOneLocalMidnight: 0)
    #expect(clock.label(at: 0) == "day 0 19:00:00.000")
    #expect(clock.localMilliseconds(at: 0) == -18_000_000)
  }
}
