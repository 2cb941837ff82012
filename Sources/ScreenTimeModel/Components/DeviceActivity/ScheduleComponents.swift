/// The date components a `DeviceActivitySchedule` boundary is built from.
///
/// Models the fields of Foundation's `DateComponents` that schedules use. Which fields are set
/// decides how the boundary repeats: hour and minute alone match every day, a weekday makes it
/// weekly, a full date makes it happen once.
public struct ScheduleComponents: Hashable, Sendable {
  public var year: Int?
  public var month: Int?
  public var day: Int?
  /// Foundation's Gregorian weekday number, Sunday 1 through Saturday 7.
  public var weekday: Int?
  public var hour: Int?
  public var minute: Int?
  public var second: Int?

  public init(
    year: Int? = nil, month: Int? = nil, day: Int? = nil, weekday: Int? = nil, hour: Int? = nil,
    minute: Int? = nil, second: Int? = nil
  ) {
    self.year = year
    self.month = month
    self.day = day
    self.weekday = weekday
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// Which fields are set, as a bit set, to compare the shapes of a start and an end.
  var fieldMask: Int {
    [year, month, day, weekday, hour, minute, second].enumerated().reduce(0) {
      $0 | ($1.element == nil ? 0 : 1 << $1.offset)
    }
  }

  /// The time of day the fields name (missing minute and second count as 0).
  var clock: Clock? {
    guard let hour, (0..<24).contains(hour) else { return nil }
    let minute = minute ?? 0
    let second = second ?? 0
    guard (0..<60).contains(minute), (0..<60).contains(second) else { return nil }
    return Clock(hour: hour, minute: minute, second: second)
  }

  /// The full date the fields name, if they name one.
  var date: CivilDate? {
    guard let year, let month, let day, CivilDate.isValid(year: year, month: month, day: day)
    else { return nil }
    return CivilDate(year: year, month: month, day: day)
  }
}
