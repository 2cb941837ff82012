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
}
