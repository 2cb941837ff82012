import ScreenTimeModel
import SimulationEngine
import Testing

struct ActivityScheduleTests {
  let zone = DeviceTimeZone.utc
  let day1 = CivilDate(year: 2026, month: 1, day: 5)

  func instant(_ date: CivilDate, _ hour: Int, _ minute: Int = 0, zone: DeviceTimeZone? = nil)
    -> SimulationInstant
  {
    (zone ?? self.zone).instant(
      at: LocalDateTime(date: date, clock: Clock(hour: hour, minute: minute)))
  }

  func daily(_ start: (Int, Int), _ end: (Int, Int), repeats: Bool = true) -> ActivitySchedule {
    ActivitySchedule(
      start: ScheduleComponents(hour: start.0, minute: start.1),
      end: ScheduleComponents(hour: end.0, minute: end.1), repeats: repeats, warningTime: nil)
  }

  @Test func theNextIntervalIsTheOneInProgressElseTheNextToStart() throws {
    let schedule = daily((9, 0), (17, 0))
    let inside = try #require(schedule.interval(atOrAfter: instant(day1, 12), in: zone))
    #expect(inside.start == instant(day1, 9))
    #expect(inside.end == instant(day1, 17))
    let after = try #require(schedule.interval(atOrAfter: instant(day1, 17), in: zone))
    #expect(after.start == instant(day1.adding(days: 1), 9))
  }

  @Test func anEndBeforeTheStartCrossesMidnight() throws {
    let schedule = daily((22, 0), (6, 0))
    let interval = try #require(schedule.interval(atOrAfter: instant(day1, 23), in: zone))
    #expect(interval.start == instant(day1, 22))
    #expect(interval.end == instant(day1.adding(days: 1), 6))
    let early = try #require(schedule.interval(atOrAfter: instant(day1, 3), in: zone))
    #expect(early.start == instant(day1.adding(days: -1), 22))
  }

  @Test func repetitionsFollowEachOtherAndAOneOffDoesNot() throws {
    let schedule = daily((9, 0), (10, 0))
    let first = try #require(schedule.interval(atOrAfter: instant(day1, 8), in: zone))
    let second = try #require(schedule.interval(after: first, in: zone))
    #expect(second.start == instant(day1.adding(days: 1), 9))
    #expect(daily((9, 0), (10, 0), repeats: false).interval(after: first, in: zone) == nil)
  }

  @Test func weeklySchedulesMatchTheirWeekday() throws {
    // Day 1 (2026-01-05) is a Monday; Wednesday is two days later.
    let schedule = ActivitySchedule(
      start: ScheduleComponents(weekday: Weekday.wednesday.gregorianNumber, hour: 18, minute: 0),
      end: ScheduleComponents(weekday: Weekday.wednesday.gregorianNumber, hour: 20, minute: 0),
      repeats: true, warningTime: nil)
    let interval = try #require(schedule.interval(atOrAfter: instant(day1, 8), in: zone))
    #expect(interval.start == instant(day1.adding(days: 2), 18))
    let next = try #require(schedule.interval(after: interval, in: zone))
    #expect(next.start == instant(day1.adding(days: 9), 18))
  }

  @Test func aOneOffInThePastHasNoNextInterval() {
    let schedule = ActivitySchedule(
      start: ScheduleComponents(year: 2026, month: 1, day: 5, hour: 6, minute: 0),
      end: ScheduleComponents(year: 2026, month: 1, day: 5, hour: 7, minute: 0),
      repeats: false, warningTime: nil)
    #expect(schedule.interval(atOrAfter: instant(day1, 8), in: zone) == nil)
    #expect(!schedule.isInvalid)
  }

  @Test func startAndEndWithDifferentFieldsNeverMatch() {
    let schedule = ActivitySchedule(
      start: ScheduleComponents(hour: 9, minute: 0), end: ScheduleComponents(hour: 10),
      repeats: true, warningTime: nil)
    #expect(schedule.isMismatched)
    #expect(schedule.interval(atOrAfter: instant(day1, 8), in: zone) == nil)
  }

  @Test func outOfRangeFieldsAreInvalid() {
    let schedule = ActivitySchedule(
      start: ScheduleComponents(hour: 25, minute: 0), end: ScheduleComponents(hour: 26, minute: 0),
      repeats: true, warningTime: nil)
    #expect(schedule.isInvalid)
  }

  @Test func aDaylightSavingDayIntervalIsAnHourShorter() throws {
    let newYork = try #require(DeviceTimeZone(identifier: "America/New_York"))
    let springForward = CivilDate(year: 2026, month: 3, day: 8)
    let schedule = daily((1, 0), (4, 0))
    let interval = try #require(
      schedule.interval(atOrAfter: instant(springForward, 0, zone: newYork), in: newYork))
    #expect(interval.duration == .hours(2))
  }

  @Test func anIntervalTheSkippedHourSwallowsIsLeftOutAndTheScheduleRecurs() throws {
    let newYork = try #require(DeviceTimeZone(identifier: "America/New_York"))
    let saturday = CivilDate(year: 2026, month: 3, day: 7)
    let schedule = daily((2, 0), (3, 0))
    let first = try #require(
      schedule.interval(atOrAfter: instant(saturday, 1, zone: newYork), in: newYork))
    #expect(first.start == instant(saturday, 2, zone: newYork))
    // Sunday 02:00 resolves to 03:00 EDT, the end: no interval that night.
    let next = try #require(schedule.interval(after: first, in: newYork))
    #expect(next.start == instant(saturday.adding(days: 2), 2, zone: newYork))
    #expect(next.duration == .hours(1))
    let fromSunday = try #require(
      schedule.interval(atOrAfter: instant(saturday.adding(days: 1), 0, zone: newYork), in: newYork)
    )
    #expect(fromSunday == next)
  }

  @Test func keepLengthRunsTheSwallowedIntervalFromTheJump() throws {
    let newYork = try #require(DeviceTimeZone(identifier: "America/New_York"))
    let sunday = CivilDate(year: 2026, month: 3, day: 8)
    // 02:30 resolves to 03:30 EDT, after the 03:15 end.
    let schedule = daily((2, 30), (3, 15))
    let interval = try #require(
      schedule.interval(atOrAfter: instant(sunday, 0, zone: newYork), in: newYork, gap: .keepLength)
    )
    #expect(interval.start == instant(sunday, 3, 30, zone: newYork))
    #expect(interval.duration == .minutes(45))
    let skipped = try #require(
      schedule.interval(atOrAfter: instant(sunday, 0, zone: newYork), in: newYork, gap: .skip))
    #expect(skipped.start == instant(sunday.adding(days: 1), 2, 30, zone: newYork))
  }

  @Test func aWeeklyIntervalTheSkippedHourSwallowsWaitsAWeek() throws {
    let newYork = try #require(DeviceTimeZone(identifier: "America/New_York"))
    let sunday = CivilDate(year: 2026, month: 3, day: 8)
    let number = Weekday.sunday.gregorianNumber
    let schedule = ActivitySchedule(
      start: ScheduleComponents(weekday: number, hour: 2, minute: 0),
      end: ScheduleComponents(weekday: number, hour: 3, minute: 0), repeats: true,
      warningTime: nil)
    let interval = try #require(
      schedule.interval(atOrAfter: instant(sunday, 0, zone: newYork), in: newYork))
    #expect(interval.start == instant(sunday.adding(days: 7), 2, zone: newYork))
  }

  @Test func anIntervalInsideTheGapKeepsItsLength() throws {
    let newYork = try #require(DeviceTimeZone(identifier: "America/New_York"))
    let sunday = CivilDate(year: 2026, month: 3, day: 8)
    // Both ends are in the skipped hour: both move past the gap by its length.
    let schedule = daily((2, 0), (2, 30))
    let interval = try #require(
      schedule.interval(atOrAfter: instant(sunday, 0, zone: newYork), in: newYork))
    #expect(interval.start == instant(sunday, 3, zone: newYork))
    #expect(interval.duration == .minutes(30))
  }
}
