import SimulationEngine

/// The DeviceActivity side of the system: its scheduler, its callback dispatcher and its
/// usage tracker, the three parts `deviceactivityd` plays for one app.
public struct DeviceActivityDaemon: Sendable {
  /// Registrations and their boundaries.
  var scheduler = DeviceActivityScheduler()
  /// Callbacks on their way to the monitor extension.
  var dispatcher = MonitorCallbackDispatcher()
  /// What the user has had in front of them.
  var usage = UsageTracker()

  init() {}

  /// The number of activities monitored now.
  public var activityCount: Int { scheduler.registrations.count }
}

/// The activities the app and its extensions monitor, with their schedules and intervals.
///
/// Models the registry of `DeviceActivityCenter`: one registration per activity name (a new
/// registration replaces the old), at most 20, each with the interval ahead or in progress.
struct DeviceActivityScheduler: Sendable {
  var registrations: [String: ActivityRegistration] = [:]
  /// The name of each live registration, by id, for boundary events.
  var names: [Int: String] = [:]
  var nextRegistrationID = 1
  /// The subject each activity name was last registered for, kept across refusals and stops so
  /// that a later registration from no subject keeps its attribution.
  var subjects: [String: String] = [:]

  /// The monitored names, sorted.
  var activityNames: [String] { registrations.keys.sorted() }

  /// The registration a boundary event refers to, if it is still live at that generation.
  func registration(id: Int, generation: Int) -> ActivityRegistration? {
    guard let name = names[id], let registration = registrations[name],
      registration.generation == generation
    else { return nil }
    return registration
  }

  /// Adds or replaces the registration of its name.
  mutating func insert(_ registration: ActivityRegistration) {
    if let old = registrations[registration.name] { names[old.id] = nil }
    registrations[registration.name] = registration
    names[registration.id] = registration.name
  }

  /// Removes the registration of `name`.
  mutating func remove(_ name: String) {
    if let old = registrations.removeValue(forKey: name) { names[old.id] = nil }
  }

  /// Removes every registration and what was remembered for its names (the app was deleted);
  /// identifiers keep counting, so boundaries already queued match nothing.
  mutating func removeAll() {
    registrations = [:]
    names = [:]
    subjects = [:]
  }
}

/// Monitor callbacks between falling due and reaching the extension.
///
/// Models how `deviceactivityd` delivers: callbacks wait while the device is locked and are
/// delivered in order at the next unlock; an `os holds threshold events` fault keeps event
/// callbacks back until it is released. The last delivered callback of each kind and subject
/// is kept for `os repeats`.
struct MonitorCallbackDispatcher: Sendable {
  /// Held until the next unlock, in order.
  var heldWhileLocked: [ScheduledCallback] = []
  /// Held by `os holds threshold events`, in order.
  var heldByFault: [ScheduledCallback] = []
  /// The most recent delivery of each callback kind for each subject.
  var lastDelivered: [RepeatKey: ScheduledCallback] = [:]
  /// Counts the app's installations; a callback that fell due for an earlier one is dropped.
  var installation = 0

  struct RepeatKey: Hashable, Sendable {
    var callback: MonitorCallback
    var subject: String?
  }
}

/// What the user has had in front of them, for usage events.
///
/// Models the usage accounting of DeviceActivity: stretches of time an item was in front of
/// an unlocked device without a shield over it, and the pending crossings of thresholds.
struct UsageTracker: Sendable {
  var segments: [UsageSegment] = []
  var crossings: [CrossingKey: EventHandle] = [:]

  /// The item of the stretch in progress, if any.
  var openItem: Item? { segments.last.flatMap { $0.end == nil ? $0.item : nil } }

  /// Time in front of the user for the matched items between two instants.
  ///
  /// - Complexity: O(log n + k) for n stretches kept and the k that overlap the span.
  func usage(of items: Set<Item>?, from start: SimulationInstant, to end: SimulationInstant)
    -> SimulationDuration
  {
    var total = SimulationDuration.zero
    var index = firstSegment(endingAfter: start)
    while index < segments.count, segments[index].start < end {
      let segment = segments[index]
      index += 1
      guard items?.contains(segment.item) ?? true else { continue }
      let from = max(segment.start, start)
      let to = min(segment.end ?? end, end)
      if to > from { total = total + (to - from) }
    }
    return total
  }

  /// The index of the first stretch that ends after `instant` (or has not ended).
  ///
  /// Stretches follow each other in time, so their ends are in order too.
  private func firstSegment(endingAfter instant: SimulationInstant) -> Int {
    var low = 0
    var high = segments.count
    while low < high {
      let middle = (low + high) / 2
      if let end = segments[middle].end, end <= instant {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Forgets stretches that ended before `instant`: no interval reaches back that far.
  mutating func forget(before instant: SimulationInstant) {
    let keep = firstSegment(endingAfter: instant)
    if keep > 256, keep * 2 > segments.count { segments.removeFirst(keep) }
  }

  /// Ends the stretch in progress and starts one for `item`, as of `now`.
  mutating func switchTo(_ item: Item?, at now: SimulationInstant) {
    if openItem != nil, let last = segments.indices.last { segments[last].end = now }
    if let item { segments.append(UsageSegment(item: item, start: now)) }
  }
}
