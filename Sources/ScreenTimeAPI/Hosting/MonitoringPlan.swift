import Foundation

/// What `app schedules` asks the app to monitor.
public struct MonitoringPlan: Sendable, Equatable {
  /// The schedules: one, or one per weekday for a weekly schedule on several days.
  public var schedules: [DeviceActivitySchedule]
  /// The usage limit, if any: an event named `limit`.
  public var limit: UsageLimitPlan?

  public init(schedules: [DeviceActivitySchedule], limit: UsageLimitPlan? = nil) {
    self.schedules = schedules
    self.limit = limit
  }
}
