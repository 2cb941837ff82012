import Foundation
import ScreenTimeModel
import SimulationEngine

/// When an activity's intervals happen: `DeviceActivity.DeviceActivitySchedule`.
///
/// The components decide the repetition: hour and minute alone match every day, a weekday makes
/// the schedule weekly, a full date makes it happen once. Start and end must set the same
/// fields; a schedule whose start and end differ is accepted and never fires, as on a device.
public struct DeviceActivitySchedule: Hashable, Sendable {
  /// When each interval starts, as wall-clock fields of the device's calendar.
  ///
  /// Hour and minute alone make a daily schedule, with a weekday a weekly one, and with a full date
  /// one that happens once.
  public let intervalStart: DateComponents
  /// When each interval ends, with the same fields as the start.
  ///
  /// A daily interval whose end is at or before its start ends the next day; a weekly one ends on
  /// the end's weekday, a week later when that is the start's own day at or before its time.
  public let intervalEnd: DateComponents
  /// Whether the schedule has further intervals after the first; one that does not repeat has
  /// one interval.
  public let repeats: Bool
  /// How long before each boundary and threshold the warning callbacks come.
  public let warningTime: DateComponents?

  /// A schedule of intervals from `intervalStart` to `intervalEnd`, repeated if `repeats`, with
  /// warnings `warningTime` before each boundary.
  public init(
    intervalStart: DateComponents, intervalEnd: DateComponents, repeats: Bool,
    warningTime: DateComponents? = nil
  ) {
    self.intervalStart = intervalStart
    self.intervalEnd = intervalEnd
    self.repeats = repeats
    self.warningTime = warningTime
  }

  /// The interval in progress now, else the next one; `nil` when none will ever come.
  ///
  /// Evaluated on the simulated device's calendar and clock.
  public var nextInterval: DateInterval? {
    Simulator.device.nextInterval(of: model).map { interval in
      DateInterval(start: interval.start.date, end: interval.end.date)
    }
  }

  /// The simulated system's view of this schedule.
  package var model: ActivitySchedule {
    ActivitySchedule(
      start: ScheduleComponents(intervalStart), end: ScheduleComponents(intervalEnd),
      repeats: repeats, warningTime: warningTime.map(SimulationDuration.init(components:)))
  }

  package init(model: ActivitySchedule) {
    intervalStart = model.start.dateComponents
    intervalEnd = model.end.dateComponents
    repeats = model.repeats
    warningTime = model.warningTime.map(\.dateComponents)
  }
}

extension ScheduleComponents {
  init(_ components: DateComponents) {
    self.init(
      year: components.year, month: components.month, day: components.day,
      weekday: components.weekday, hour: components.hour, minute: components.minute,
      second: components.second)
  }

  var dateComponents: DateComponents {
    DateComponents(
      year: year, month: month, day: day, hour: hour, minute: minute, second: second,
      weekday: weekday)
  }
}

extension SimulationDuration {
  /// The span the day, hour, minute and second fields of `components` add up to.
  init(components: DateComponents) {
    let seconds =
      (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3_600
      + (components.minute ?? 0) * 60 + (components.second ?? 0)
    self.init(milliseconds: Int64(seconds) * 1_000)
  }

  /// The span as hour, minute and second fields (whole seconds).
  package var dateComponents: DateComponents {
    let seconds = Int(milliseconds / 1_000)
    return DateComponents(hour: seconds / 3_600, minute: seconds / 60 % 60, second: seconds % 60)
  }
}
