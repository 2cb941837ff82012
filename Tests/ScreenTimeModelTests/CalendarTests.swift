import ScreenTimeModel
import SimulationEngine
import Testing

struct CalendarTests {
  @Test func civilDatesRoundTripThroughDayCounts() {
    for days in stride(from: -800_000, through: 800_000, by: 997) {
      let date = CivilDate(daysSinceEpoch: days)
      #expect(date.daysSinceEpoch == days)
      #expect(CivilDate.isValid(year: date.year, month: date.month, day: date.day))
    }
  }

  @Test(arguments: [
    (CivilDate(year: 1970, month: 1, day: 1), Weekday.thursday),
    (CivilDate(year: 2026, month: 1, day: 5), .monday),
    (CivilDate(year: 2000, month: 2, day: 29), .tuesday),
    (CivilDate(year: 2026, month: 11, day: 30), .monday),
  ])
  func weekdaysFollowTheGregorianCalendar(date: CivilDate, weekday: Weekday) {
    #expect(date.weekday == weekday)
  }

  @Test func leapYearsFollowTheGregorianRule() {
    #expect(CivilDate.isLeapYear(2024))
    #expect(!CivilDate.isLeapYear(1900))
    #expect(CivilDate.isLeapYear(2000))
    #expect(!CivilDate.isValid(year: 2026, month: 2, day: 29))
  }

  @Test func weekdayNumbersMatchFoundation() {
    #expect(Weekday.sunday.gregorianNumber == 1)
    #expect(Weekday.saturday.gregorianNumber == 7)
    #expect(Weekday(gregorianNumber: 2) == .monday)
    #expect(Weekday(gregorianNumber: 8) == nil)
  }

  @Test func localTimesConvertInUTC() throws {
    let zone = DeviceTimeZone.utc
    let local = LocalDateTime(
      date: CivilDate(year: 2026, month: 1, day: 5), clock: Clock(hour: 8, minute: 0))
    let instant = zone.instant(at: local)
    #expect(instant.millisecondsSinceOrigin == 1_767_600_000_000)
    #expect(zone.localDateTime(at: instant) == local)
  }

  @Test func aSkippedLocalTimeMovesForwardByTheGap() throws {
    // New York springs forward on 2026-03-08 at 02:00 to 03:00.
    let zone = try #require(DeviceTimeZone(identifier: "America/New_York"))
    let date = CivilDate(year: 2026, month: 3, day: 8)
    let skipped = zone.instant(at: LocalDateTime(date: date, clock: Clock(hour: 2, minute: 30)))
    #expect(zone.localDateTime(at: skipped).clock == Clock(hour: 3, minute: 30))
    let before = zone.instant(at: LocalDateTime(date: date, clock: Clock(hour: 1, minute: 0)))
    let after = zone.instant(at: LocalDateTime(date: date, clock: Clock(hour: 4, minute: 0)))
    #expect(after - before == .hours(2))
  }

  @Test func aRepeatedLocalTimeResolvesToItsFirstOccurrence() throws {
    // New York falls back on 2026-11-01 at 02:00 to 01:00.
    let zone = try #require(DeviceTimeZone(identifier: "America/New_York"))
    let date = CivilDate(year: 2026, month: 11, day: 1)
    let repeated = zone.instant(at: LocalDateTime(date: date, clock: Clock(hour: 1, minute: 30)))
    #expect(zone.secondsFromUTC(at: repeated) == -4 * 3_600)
    let midnight = zone.instant(at: LocalDateTime(date: date, clock: .midnight))
    let three = zone.instant(at: LocalDateTime(date: date, clock: Clock(hour: 3, minute: 0)))
    #expect(three - midnight == .hours(4))
  }

  @Test func unknownZonesAreRejectedAndUTCAliasesAccepted() {
    #expect(DeviceTimeZone(identifier: "Mars/Olympus") == nil)
    #expect(DeviceTimeZone(identifier: "GMT+2") == nil)
    #expect(DeviceTimeZone(identifier: "UTC") != nil)
    #expect(DeviceTimeZone(identifier: "Europe/Berlin") != nil)
    #expect(DeviceTimeZone.knownIdentifiers == DeviceTimeZone.knownIdentifiers.sorted())
  }

  @Test(arguments: [("Etc/GMT+12", -12), ("Etc/GMT-14", 14), ("Etc/GMT+0", 0), ("Asia/Kolkata", 5)])
  func ianaNamesOutsideFoundationsListAreAccepted(identifier: String, hours: Int) throws {
    let zone = try #require(DeviceTimeZone(identifier: identifier))
    let offset = zone.secondsFromUTC(at: SimulationInstant(millisecondsSinceOrigin: 0))
    #expect(offset / 3_600 == hours)
  }

  @Test(arguments: ["PST", "GMT+5", "UTC+3", "Etc/GMT+13", "asia/kolkata", "Asia/Kolkata "])
  func abbreviationsOffsetsAndMisspellingsAreRefused(identifier: String) {
    #expect(DeviceTimeZone(identifier: identifier) == nil)
  }

  @Test func clocksAndDatesPrintInScenarioNotation() {
    #expect(Clock(hour: 9, minute: 5).description == "09:05")
    #expect(Clock(hour: 23, minute: 59, second: 7).description == "23:59:07")
    #expect(CivilDate(year: 2026, month: 3, day: 8).description == "2026-03-08")
  }
}
