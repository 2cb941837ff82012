/// A wall-clock reading: a date and a time of day to the millisecond, in no particular zone.
public struct LocalDateTime: Hashable, Comparable, Sendable {
  /// The date.
  public var date: CivilDate
  /// Milliseconds since the date's midnight, 0 up to (not including) a day.
  public var millisecondsSinceMidnight: Int64

  /// Creates a reading from a date and a time of day.
  public init(date: CivilDate, clock: Clock) {
    self.date = date
    self.millisecondsSinceMidnight = Int64(clock.secondsSinceMidnight) * 1_000
  }

  /// Creates a reading from a date and milliseconds since its midnight (less than a day).
  public init(date: CivilDate, millisecondsSinceMidnight: Int64) {
    precondition((0..<86_400_000).contains(millisecondsSinceMidnight), "not a time of day")
    self.date = date
    self.millisecondsSinceMidnight = millisecondsSinceMidnight
  }

  /// The reading as if the zone were UTC: milliseconds since 1970-01-01 00:00.
  public var millisecondsSinceEpochAsUTC: Int64 {
    Int64(date.daysSinceEpoch) * 86_400_000 + millisecondsSinceMidnight
  }

  /// The reading `milliseconds` since 1970-01-01 00:00 on a clock that reads UTC.
  public init(millisecondsSinceEpochAsUTC milliseconds: Int64) {
    let days =
      milliseconds >= 0 ? milliseconds / 86_400_000 : (milliseconds - 86_399_999) / 86_400_000
    self.date = CivilDate(daysSinceEpoch: Int(days))
    self.millisecondsSinceMidnight = milliseconds - days * 86_400_000
  }

  /// The time of day, to the second.
  public var clock: Clock { Clock(secondsSinceMidnight: Int(millisecondsSinceMidnight / 1_000)) }

  public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
    lhs.millisecondsSinceEpochAsUTC < rhs.millisecondsSinceEpochAsUTC
  }
}

extension LocalDateTime: CustomStringConvertible {
  /// The reading as `YYYY-MM-DD HH:MM:SS.mmm`.
  public var description: String {
    let ms = millisecondsSinceMidnight
    let hours = Int(ms / 3_600_000)
    let minutes = Int(ms / 60_000 % 60)
    let seconds = Int(ms / 1_000 % 60)
    let millis = Int(ms % 1_000)
    return
      "\(date) \(digits(hours, 2)):\(digits(minutes, 2)):\(digits(seconds, 2)).\(digits(millis, 3))"
  }
}
