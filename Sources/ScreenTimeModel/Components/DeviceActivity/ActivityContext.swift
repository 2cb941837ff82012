import SimulationEngine

/// What the DeviceActivity components read of the rest of the device at one transition: the
/// time, the OS with its calendar, and the model's options.
struct ActivityContext {
  var now: SimulationInstant
  var software: SystemSoftware
  var options: ModelOptions

  /// The time zone in force now.
  var timeZone: DeviceTimeZone { software.timeZone }

  /// The interval of `schedule` in progress now, else the next one.
  func interval(of schedule: ActivitySchedule) -> ActivitySchedule.Interval? {
    schedule.interval(atOrAfter: now, in: timeZone, gap: options.dstGap)
  }

  /// The length `startMonitoring` checks of `interval`: real elapsed time, or with
  /// `option interval-length wall-clock` the difference of the local clock at its two ends.
  func checkedLength(of interval: ActivitySchedule.Interval) -> SimulationDuration {
    guard options.intervalLength == .wallClock else { return interval.duration }
    let start = timeZone.localDateTime(at: interval.start).millisecondsSinceEpochAsUTC
    let end = timeZone.localDateTime(at: interval.end).millisecondsSinceEpochAsUTC
    return .milliseconds(end - start)
  }
}
