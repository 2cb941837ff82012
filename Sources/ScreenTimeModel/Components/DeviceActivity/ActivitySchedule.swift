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
  /// match again (a past one-off, mismatched or invalid fields). An occurrence that the hour
  /// skipped when daylight saving starts swallows (its start, moved past the gap, comes at or
  /// after its end) is left out or kept at its usual length, as `gap` says.
  ///
  /// - Complexity: O(1); a weekly schedule looks at most a fortnight around `instant`.
  public func interval(
    atOrAfter instant: SimulationInstant, in zone: DeviceTimeZone,
    gap: ModelOptions.DaylightGap = .skip
  ) -> Interval? {
    let today = zone.localDateTime(at: instant).date
    switch shape {
    case .mismatched, .invalid:
      return nil
    case .once(let startReading, let endReading):
      guard let interval = occurrence(startReading, endReading, zone, gap) else { return nil }
      return interval.end > instant ? interval : nil
    case .daily(let startClock, let endClock):
      // Two days ahead: the next day's occurrence may be one the skipped hour swallows.
      for offset in -1...2 {
        let date = today.adding(days: offset)
        let endDate = endClock > startClock ? date : date.adding(days: 1)
        guard
          let interval = occurrence(
            LocalDateTime(date: date, clock: startClock),
            LocalDateTime(date: endDate, clock: endClock), zone, gap)
        else { continue }
        if interval.end > instant { return interval }
      }
      return nil
    case .weekly(let startDay, let startClock, let endDay, let endClock):
      for offset in -8...15 {
        let date = today.adding(days: offset)
        guard date.weekday == startDay else { continue }
        // The first day on or after the start whose weekday is the end's, and a week on when
        // the end falls on the start's day at or before the start's time.
        var days = 0
        while date.adding(days: days).weekday != endDay { days += 1 }
        if days == 0, endClock <= startClock { days = 7 }
        guard
          let interval = occurrence(
            LocalDateTime(date: date, clock: startClock),
            LocalDateTime(date: date.adding(days: days), clock: endClock), zone, gap)
        else { continue }
        if interval.end > instant { return interval }
      }
      return nil
    }
  }

  /// The occurrence after `interval`, for a repeating schedule.
  public func interval(
    after interval: Interval, in zone: DeviceTimeZone, gap: ModelOptions.DaylightGap = .skip
  ) -> Interval? {
    guard repeats else { return nil }
    var probe = interval.end
    // The next occurrence starts at or after the end of this one.
    while let next = self.interval(atOrAfter: probe, in: zone, gap: gap) {
      if next.start >= interval.end { return next }
      probe = next.end
    }
    return nil
  }

  /// The occurrence from one local reading to another, or `nil` when there is none.
  ///
  /// A reading the clock skips resolves past the gap (`.nextTimePreservingSmallerComponents`),
  /// so a start inside the skipped hour can land at or after an end just past it: the
  /// occurrence is then left out (`skip`) or keeps its usual length from that start
  /// (`keep-length`). Readings whose end is not after their start have no occurrence.
  private func occurrence(
    _ startReading: LocalDateTime, _ endReading: LocalDateTime, _ zone: DeviceTimeZone,
    _ gap: ModelOptions.DaylightGap
  ) -> Interval? {
    let usualLength =
      DeviceTimeZone.utc.instant(at: endReading) - DeviceTimeZone.utc.instant(at: startReading)
    guard usualLength > .zero else { return nil }
    let start = zone.instant(at: startReading)
    let end = zone.instant(at: endReading)
    if end > start { return Interval(start: start, end: end) }
    switch gap {
    case .skip: return nil
    case .keepLength: return Interval(start: start, end: start + usualLength)
    }
  }
}
