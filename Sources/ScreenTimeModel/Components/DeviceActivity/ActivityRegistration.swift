import SimulationEngine

/// One activity registered with `DeviceActivityCenter.startMonitoring`.
struct ActivityRegistration {
  /// Unique across the run; a replaced registration's pending boundaries carry the old id.
  let id: Int
  let name: String
  var schedule: ActivitySchedule
  /// The usage events, sorted by name.
  var events: [UsageEventRegistration]
  let registeredAt: SimulationInstant
  /// The subject of the cause that registered it.
  var subject: String?
  /// Bumped to invalidate scheduled boundaries (time zone change, replacement).
  var generation = 0
  /// The interval in progress, if any.
  var current: ActiveInterval?
  /// The interval whose boundaries are scheduled, if any.
  var upcoming: ActivitySchedule.Interval?
}
