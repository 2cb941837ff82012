import SimulationEngine

/// A schedule as the DeviceActivity daemon evaluates it: boundaries, repetition and warning.
///
/// Models `DeviceActivitySchedule`. Intervals are computed on the Gregorian calendar in a
/// device time zone: the zone in force when an interval starts governs that whole interval, and
/// its end is a wall-clock reading, as Apple documents.
public struct ActivitySchedule: Hashable, Sendable {
  /// `intervalStart`.
  public var start: ScheduleComponents
  /// `intervalEnd`.
  public var end: ScheduleComponents
  /// `repeats`.
  public var repeats: Bool
  /// `warningTime`, as a duration.
  public var warningTime: SimulationDuration?

  public init(
    start: ScheduleComponents, end: ScheduleComponents, repeats: Bool,
    warningTime: SimulationDuration?
  ) {
    self.start = start
    self.end = end
    self.repeats = repeats
    self.warningTime = warningTime
  }

  /// One occurrence of the schedule.
  public struct Interval: Hashable, Sendable {
    public var start: SimulationInstant
    public var end: SimulationInstant

    public init(start: SimulationInstant, end: SimulationInstant) {
      self.start = start
      self.end = end
    }

    /// Whether `instant` falls inside the interval (start included, end excluded).
    public func contains(_ instant: SimulationInstant) -> Bool {
      start <= instant && instant < end
    }

    /// The interval's length.
    public var duration: SimulationDuration { end - start }
  }

  /// How the schedule's fields repeat.
  enum Shape {
    case daily(Clock, Clock)
    case weekly(Weekday, Clock, Weekday, Clock)
    case once(LocalDateTime, LocalDateTime)
    /// Start and end use different sets of fields: accepted, but it never matches (fo/729841).
    case mismatched
    /// A field is out of range or a full date does not exist.
    case invalid
  }

  var shape: Shape {
    guard start.fieldMask == end.fieldMask else { return .mismatched }
    guard let startClock = start.clock, let endClock = end.clock else { return .invalid }
    if start.year != nil || start.month != nil || start.day != nil {
      guard let startDate = start.date, let endDate = end.date else { return .invalid }
      return .once(
        LocalDateTime(date: startDate, clock: startClock),
        LocalDateTime(date: endDate, clock: endClock))
    }
    if let number = start.weekday {
      guard let startDay = Weekday(gregorianNumber: number),
        let endNumber = end.weekday, let endDay = Weekday(gregorianNumber: endNumber)
      else { return .invalid }
      return .weekly(startDay, startClock, endDay, endClock)
    }
    return .daily(startClock, endClock)
  }

  /// Whether the components can never match (`invalidDateComponents`).
  public var isInvalid: Bool {
    if case .invalid = shape { return true }
    return false
  }

  /// Whether start and end use different sets of fields, so the schedule never fires.
  public var isMismatched: Bool {
    if case .mismatched = shape { return true }
    return false
  }

  /// The interval in progress at `instant`, else the next one to start after it.
  ///
  /// This is `nextInterval` evaluated at `instant`. It is `nil` when the schedule can never
  /// match again (a past one-off, mismatched or invalid fields).
  ///
  /// - Complexity: O(1); a weekly schedule looks at most a fortnight around `instant`.
  public func interval(atOrAfter instant: SimulationInstant, in zone: DeviceTimeZone)
    -> Interval?
  {
    let today = zone.localDateTime(at: instant).date
    switch shape {
    case .mismatched, .invalid:
      return nil
    case .once(let startReading, let endReading):
      let interval = Interval(
        start: zone.instant(at: startReading), end: zone.instant(at: endReading))
      return interval.end > instant && interval.end > interval.start ? interval : nil
    case .daily(let startClock, let endClock):
      for offset in -1...1 {
        let date = today.adding(days: offset)
        let interval = dailyInterval(on: date, startClock, endClock, zone)
        if interval.end > instant { return interval }
      }
      return nil
    case .weekly(let startDay, let startClock, let endDay, let endClock):
      for offset in -8...8 {
        let date = today.adding(days: offset)
        guard date.weekday == startDay else { continue }
        let interval = weeklyInterval(on: date, startClock, endDay, endClock, zone)
        if interval.end > instant { return interval }
      }
      return nil
    }
  }

  /// The occurrence after `interval`, for a repeating schedule.
  public func interval(after interval: Interval, in zone: DeviceTimeZone) -> Interval? {
    guard repeats else { return nil }
    var probe = interval.end
    // The next occurrence starts at or after the end of this one.
    while let next = self.interval(atOrAfter: probe, in: zone) {
      if next.start >= interval.end { return next }
      probe = next.end
    }
    return nil
  }

  private func dailyInterval(
    on date: CivilDate, _ startClock: Clock, _ endClock: Clock, _ zone: DeviceTimeZone
  ) -> Interval {
    let start = zone.instant(at: LocalDateTime(date: date, clock: startClock))
    let endDate = endClock > startClock ? date : date.adding(days: 1)
    return Interval(
      start: start, end: zone.instant(at: LocalDateTime(date: endDate, clock: endClock)))
  }

  private func weeklyInterval(
    on date: CivilDate, _ startClock: Clock, _ endDay: Weekday, _ endClock: Clock,
    _ zone: DeviceTimeZone
  ) -> Interval {
    let start = zone.instant(at: LocalDateTime(date: date, clock: startClock))
    // The first day on or after the start whose weekday is the end's, and a week on when the
    // end falls on the start's day at or before the start's time.
    var days = 0
    while date.adding(days: days).weekday != endDay { days += 1 }
    if days == 0, endClock <= startClock { days = 7 }
    let endDate = date.adding(days: days)
    return Interval(
      start: start, end: zone.instant(at: LocalDateTime(date: endDate, clock: endClock)))
  }
}
