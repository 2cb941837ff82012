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

/// A registered usage event with the items its tokens resolved to.
struct UsageEventRegistration {
  var specification: UsageEventSpecification
  /// The items whose use counts; `nil` counts all activity.
  var matchedItems: Set<Item>?
  var name: String { specification.name }
}

/// The interval of a registration that is in progress.
struct ActiveInterval {
  var interval: ActivitySchedule.Interval
  /// Per event, the instant usage starts to count from.
  var countFrom: [String: SimulationInstant]
  var reached: Set<String> = []
  var warned: Set<String> = []
}

/// A schedule boundary of a registration.
enum BoundaryKind: Equatable {
  case start
  case end
  case startWarning
  case endWarning
}

/// Names a scheduled crossing of a usage event.
struct CrossingKey: Hashable {
  var registration: Int
  var event: String
  var isWarning: Bool
}

/// A stretch of time an item was in front of the user, usable (no shield).
struct UsageSegment {
  var item: Item
  var start: SimulationInstant
  var end: SimulationInstant?
}
