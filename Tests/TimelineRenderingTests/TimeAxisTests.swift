import Testing

@testable import TimelineRendering

/// Ticks far enough apart for their labels, at whole local hours and days in the zone in force.
struct TimeAxisTests {
  static func axis(
    from start: Int64, lasting duration: Int64, clock: TimelineClock = SampleTimelines.clock
  )
    -> TimeAxis
  {
    TimeAxis(clock: clock, scale: TimeScale(range: TimeRange(start: start, end: start + duration)))
  }

  static let steps: [(duration: Int64, step: Int64)] = [
    (60_000, 10_000), (3_600_000, 600_000), (86_400_000, 10_800_000), (604_800_000, 86_400_000),
    (30 * 86_400_000, 604_800_000), (100 * 86_400_000, 2 * 604_800_000),
  ]

  @Test(arguments: steps)
  func theStepLeavesRoomForEveryLabel(duration: Int64, step: Int64) {
    let axis = Self.axis(from: SampleTimelines.at(day: 1, 8), lasting: duration)
    #expect(axis.step == step)
  }

  @Test func aRunThatTakesNoTimeGetsAMinuteOfAxis() {
    let start = SampleTimelines.at(day: 1, 8)
    let axis = Self.axis(from: start, lasting: 0)
    #expect(axis.scale.end == start + 60_000)
    #expect(axis.ticks.map(\.label).first == "day 1 08:00:00")
  }

  @Test func ticksFollowTheWallClockAcrossAChangeOfZone() {
    // 18:00 to 00:00 Berlin time; at 20:00 the clock jumps to 21:00 (Helsinki).
    let axis = Self.axis(from: SampleTimelines.at(day: 1, 18), lasting: 6 * SampleTimelines.hour)
    #expect(axis.step == 3_600_000)
    #expect(
      axis.ticks.map(\.label) == [
        "day 1 18:00", "day 1 19:00", "day 1 21:00", "day 1 22:00", "day 1 23:00", "day 2 00:00",
        "day 2 01:00",
      ])
    #expect(axis.ticks.filter(\.isMidnight).map(\.label) == ["day 2 00:00"])
    #expect(axis.ticks.first?.x == Geometry.timeLeft)
    #expect(axis.ticks.last?.x == Geometry.timeLeft + Geometry.timeWidth)
  }

  @Test func daysAreLocalDaysCutToTheView() {
    let clock = TimelineClock(
      zoneName: "UTC", utcOffsetSeconds: 0, dayOneLocalMidnight: SampleTimelines.dayOne)
    let axis = Self.axis(
      from: SampleTimelines.dayOne + 12 * SampleTimelines.hour, lasting: 2 * SampleTimelines.day,
      clock: clock)
    #expect(axis.days.map(\.number) == [1, 2, 3])
    #expect(axis.days.map(\.x) == [2_280, 2_280 + 2_610, 2_280 + 7_830])
    #expect(axis.days.last?.endX == 12_720)
  }
}
