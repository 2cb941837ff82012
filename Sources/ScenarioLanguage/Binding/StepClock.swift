import ScreenTimeModel
import SimulationEngine

/// Resolves steps' time prefixes to instants (spec section 3).
///
/// Local times are read in the zone in force, which `user changes timezone` changes for the
/// steps after it. Day 1 is the `start` date; a bare clock is on the local day of the previous
/// step's end (so after `user uses ... for` past midnight, it is on the new day).
struct StepClock: Sendable {
  /// The zone local times are read in.
  var zone: DeviceTimeZone
  /// Day 1.
  let startDate: CivilDate
  /// When the previous step ended; the start instant before the first step.
  var previousEnd: SimulationInstant

  /// A clock for a scenario whose header is complete.
  init(zone: DeviceTimeZone, start: LocalDateTime) {
    self.zone = zone
    self.startDate = start.date
    self.previousEnd = zone.instant(at: start)
  }

  /// The instant a step with `prefix` runs at.
  func instant(for prefix: TimePrefix) -> SimulationInstant {
    switch prefix {
    case .none:
      previousEnd
    case .clock(let clock):
      zone.instant(at: LocalDateTime(date: zone.localDateTime(at: previousEnd).date, clock: clock))
    case .day(let day, let clock):
      zone.instant(at: LocalDateTime(date: startDate.adding(days: day - 1), clock: clock))
    case .after(let duration):
      previousEnd + duration
    }
  }

  /// `instant` as its day number and local time, for messages.
  func stepTime(_ instant: SimulationInstant) -> StepTime {
    let local = zone.localDateTime(at: instant)
    return StepTime(
      day: local.date.daysSinceEpoch - startDate.daysSinceEpoch + 1,
      millisecondsSinceMidnight: local.millisecondsSinceMidnight)
  }
}
