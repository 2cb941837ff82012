import ScreenTimeModel
import SimulationEngine

/// `daily|once|weekly <days> <clock>-<clock> [until day <n>] [warning <duration>]
/// [limit <duration> [on <list>] [past-activity]] [event <name> <duration> ...]...`.
public struct ScheduleRequest: Sendable, Equatable {
  /// How the schedule repeats.
  public enum Repetition: Sendable, Equatable {
    /// Every day: hour and minute components.
    case daily
    /// Once, on the step's day: full date components, not repeating.
    case once
    /// On the given weekdays: weekday, hour and minute components (one activity per weekday).
    case weekly([Weekday])
  }

  public var repetition: Repetition
  /// The interval's start, local time.
  public var start: Clock
  /// The interval's end, local time; earlier than the start means the next day.
  public var end: Clock
  /// `warning <duration>`: the schedule's `warningTime`.
  public var warning: SimulationDuration?
  /// `limit <duration> [on <list>] [past-activity]`: a usage event named `limit`.
  public var limit: UsageLimit?
  /// `event <name> <duration> [on <list>] [past-activity]`, each a usage event of its own.
  public var events: [UsageEvent]
  /// `once ... until day <n>`: the day the interval ends on, for an interval of several days.
  public var endDay: Int?

  public init(
    repetition: Repetition, start: Clock, end: Clock, warning: SimulationDuration? = nil,
    limit: UsageLimit? = nil, events: [UsageEvent] = [], endDay: Int? = nil
  ) {
    self.repetition = repetition
    self.start = start
    self.end = end
    self.warning = warning
    self.limit = limit
    self.events = events
    self.endDay = endDay
  }
}
