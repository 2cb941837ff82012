/// A date on the proleptic Gregorian calendar, with no time of day and no time zone.
///
/// The conversions to and from a day count use Howard Hinnant's `days_from_civil` and
/// `civil_from_days` algorithms, which are exact for every date in range.
public struct CivilDate: Hashable, Comparable, Sendable {
  /// The year, for example 2026.
  public var year: Int
  /// The month, 1 through 12.
  public var month: Int
  /// The day of the month, 1 through 31.
  public var day: Int

  /// Creates a date; the fields must name a real day (see ``isValid(year:month:day:)``).
  public init(year: Int, month: Int, day: Int) {
    precondition(Self.isValid(year: year, month: month, day: day), "no such date")
    self.year = year
    self.month = month
    self.day = day
  }

  /// Whether the fields name a real day of the Gregorian calendar.
  public static func isValid(year: Int, month: Int, day: Int) -> Bool {
    guard (1...12).contains(month), day >= 1 else { return false }
    return day <= daysInMonth(year: year, month: month)
  }

  /// The number of days in `month` of `year`.
  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Whether `year` has a 29th of February.
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// The number of days from 1970-01-01 to this date (negative before it).
  public var daysSinceEpoch: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthFromMarch = month > 2 ? month - 3 : month + 9
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date `days` days after 1970-01-01.
  public init(daysSinceEpoch days: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    self.month = month
    self.day = day
  }

  /// The date `count` days later (earlier for a negative count).
  public func adding(days count: Int) -> CivilDate {
    CivilDate(daysSinceEpoch: daysSinceEpoch + count)
  }

  /// The day of the week this date falls on.
  public var weekday: Weekday {
    // 1970-01-01 was a Thursday.
    let index = ((daysSinceEpoch % 7) + 7 + 3) % 7  // 0 = Monday
    return Weekday.allCases[index]
  }

  public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

extension CivilDate: CustomStringConvertible {
  /// The date as `YYYY-MM-DD`.
  public var description: String {
    "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
  }
}

/// `value` in decimal, left-padded with zeros to `width` digits.
func digits(_ value: Int, _ width: Int) -> String {
  let text = String(value.magnitude)
  let padded = text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
  return value < 0 ? "-" + padded : padded
}
