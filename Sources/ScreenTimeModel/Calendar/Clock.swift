/// A time of day on a 24-hour clock, to the second.
public struct Clock: Hashable, Comparable, Sendable {
  /// The hour, 0 through 23.
  public var hour: Int
  /// The minute, 0 through 59.
  public var minute: Int
  /// The second, 0 through 59.
  public var second: Int

  /// Creates a time of day; the fields must be in range.
  public init(hour: Int, minute: Int, second: Int = 0) {
    precondition(
      (0..<24).contains(hour) && (0..<60).contains(minute) && (0..<60).contains(second),
      "no such time of day")
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// Midnight, 00:00:00.
  public static let midnight = Clock(hour: 0, minute: 0)

  /// Seconds since midnight.
  public var secondsSinceMidnight: Int { hour * 3_600 + minute * 60 + second }

  /// The time of day `seconds` seconds after midnight, which must be less than a day.
  public init(secondsSinceMidnight seconds: Int) {
    self.init(hour: seconds / 3_600, minute: seconds / 60 % 60, second: seconds % 60)
  }

  public static func < (lhs: Clock, rhs: Clock) -> Bool {
    lhs.secondsSinceMidnight < rhs.secondsSinceMidnight
  }
}

extension Clock: CustomStringConvertible {
  /// The time as `HH:MM`, or `HH:MM:SS` when the seconds are not zero.
  public var description: String {
    let base = "\(digits(hour, 2)):\(digits(minute, 2))"
    return second == 0 ? base : base + ":\(digits(second, 2))"
  }
}
