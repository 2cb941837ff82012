import Foundation
import ScreenTimeAPI

/// What `app schedules` asks the app to monitor.
public struct MonitoringPlan: Sendable, Equatable {
  /// The schedules: one, or one per weekday for a weekly schedule on several days.
  public var schedules: [DeviceActivitySchedule]
  /// The usage limit, if any: an event named `limit`.
  public var limit: UsageLimitPlan?
  /// Further usage events, each with its own name, threshold and items, in the order given.
  public var events: [UsageEventPlan]

  /// A plan of `schedules`, with an optional usage limit and further events.
  public init(
    schedules: [DeviceActivitySchedule], limit: UsageLimitPlan? = nil,
    events: [UsageEventPlan] = []
  ) {
    self.schedules = schedules
    self.limit = limit
    self.events = events
  }
}
