import SimulationEngine

/// What the user has had in front of them, and the usage events it makes reach their
/// thresholds.
///
/// Models the usage accounting of DeviceActivity: stretches of time an item was in front of an
/// unlocked device without a shield over it, each registered usage event's use within the
/// interval in progress, and the pending crossings of warnings and thresholds, which it puts on
/// the queue and takes off again as what is in front changes.
struct UsageTracker: Sendable {
  /// The stretches kept, in time order; the last may still be open.
  private(set) var segments: [UsageSegment] = []
  /// The pending crossings, with the handles that cancel them.
  private var crossings: [CrossingKey: EventHandle] = [:]
  /// Every item that was ever in front and usable, for `FamilyActivityData` and reports.
  private(set) var usedItems: Set<Item> = []

  /// The item of the stretch in progress, if any.
  var openItem: Item? { segments.last.flatMap { $0.end == nil ? $0.item : nil } }

  /// The crossings on the queue now.
  var pendingCrossings: Set<CrossingKey> { Set(crossings.keys) }

  // MARK: - What is in front

  /// What accrues usage now is `accruing` (the item in front of an unlocked device, unshielded):
  /// the stretch in progress ends and one starts for it, and usage is evaluated again.
  ///
  /// Stretches older than any interval can reach (eight days) are forgotten.
  mutating func follow(
    _ accruing: Item?, in scheduler: inout DeviceActivityScheduler, since start: SimulationInstant,
    context: ActivityContext
  ) -> [DeviceEffect] {
    guard openItem != accruing else { return [] }
    let now = context.now
    if openItem != nil, let last = segments.indices.last { segments[last].end = now }
    if let accruing {
      segments.append(UsageSegment(item: accruing, start: now))
      usedItems.insert(accruing)
    }
    // An interval lasts at most a week and usage never counts from before its start.
    if now - .days(8) > start { forget(before: now - .days(8)) }
    return evaluate(in: &scheduler, accruing: accruing, context: context)
  }

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
  private mutating func forget(before instant: SimulationInstant) {
    let keep = firstSegment(endingAfter: instant)
    if keep > 256, keep * 2 > segments.count { segments.removeFirst(keep) }
  }

  // MARK: - Thresholds

  /// Fires the usage events of the intervals in progress that have reached their warning or
  /// threshold, and schedules the next crossings of those that `accruing` counts toward.
  ///
  /// An interval excludes its end: at that instant only `option threshold-at-end fire` counts.
  ///
  /// - Complexity: O(a × e × (log n + k)) for a activities with e events each, over the n
  ///   stretches kept and the k of them in the interval.
  mutating func evaluate(
    in scheduler: inout DeviceActivityScheduler, accruing: Item?, context: ActivityContext
  ) -> [DeviceEffect] {
    let now = context.now
    var effects: [DeviceEffect] = []
    for name in scheduler.activityNames {
      guard let registration = scheduler.registrations[name], var active = registration.current
      else { continue }
      let end = active.interval.end
      guard now < end || (now == end && context.options.thresholdAtEnd == .fire) else {
        continue
      }
      cancelCrossings(of: registration.id, into: &effects)
      // Most evaluations change no interval's marks: only a change is written back.
      var isChanged = false
      func crossing(_ event: String, isWarning: Bool, after delay: SimulationDuration)
        -> DeviceEffect
      {
        .scheduleCrossing(
          CrossingKey(registration: registration.id, event: event, isWarning: isWarning),
          at: now + max(delay, .zero))
      }
      for event in registration.events {
        let from = active.countFrom[event.name] ?? active.interval.start
        let used = usage(of: event.matchedItems, from: from, to: now)
        let isAccruing = accruing.map { event.matchedItems?.contains($0) ?? true } ?? false
        let threshold = event.specification.threshold
        guard !active.reached.contains(event.name) else { continue }
        if let warning = registration.schedule.warningTime, warning > .zero,
          !active.warned.contains(event.name)
        {
          let warnAt = threshold - warning
          if used >= warnAt {
            active.warned.insert(event.name)
            isChanged = true
            // With `option passed-warning skip`, a warning whose point the usage counted up to
            // the registration had already passed is not delivered.
            let passedAtRegistration =
              context.options.passedWarning == .skip
              && usage(of: event.matchedItems, from: from, to: max(from, registration.registeredAt))
                >= warnAt
            effects.append(
              passedAtRegistration
                ? .emit(.thresholdWarningSkipped(activity: name, event: event.name))
                : .callbackFallsDue(
                  ScheduledCallback(
                    callback: .eventWillReachThresholdWarning, activity: name, event: event.name,
                    subject: registration.subject)))
          } else if isAccruing {
            effects.append(crossing(event.name, isWarning: true, after: warnAt - used))
          }
        }
        if used >= threshold {
          active.reached.insert(event.name)
          isChanged = true
          effects.append(
            .emit(.thresholdReached(activity: name, event: event.name, threshold: threshold)))
          effects.append(
            .callbackFallsDue(
              ScheduledCallback(
                callback: .eventDidReachThreshold, activity: name, event: event.name,
                subject: registration.subject)))
        } else if isAccruing {
          effects.append(crossing(event.name, isWarning: false, after: threshold - used))
        }
      }
      if isChanged { scheduler.update(active, of: name) }
    }
    return effects
  }

  /// A crossing the tracker scheduled falls due: usage is evaluated again.
  mutating func crossingDue(
    _ key: CrossingKey, in scheduler: inout DeviceActivityScheduler, accruing: Item?,
    context: ActivityContext
  ) -> [DeviceEffect] {
    crossings[key] = nil
    return evaluate(in: &scheduler, accruing: accruing, context: context)
  }

  /// The kernel put the crossing `key` on the queue with `handle`.
  mutating func track(_ key: CrossingKey, _ handle: EventHandle) {
    crossings[key] = handle
  }

  /// Takes the pending crossings of the registration with id `registration` off the queue.
  mutating func cancelCrossings(of registration: Int) -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    cancelCrossings(of: registration, into: &effects)
    return effects
  }

  private mutating func cancelCrossings(
    of registration: Int, into effects: inout [DeviceEffect]
  ) {
    guard !crossings.isEmpty else { return }
    // The order of cancellations reaches nothing: each only marks its event as cancelled.
    for key in crossings.keys.filter({ $0.registration == registration }) {
      if let handle = crossings.removeValue(forKey: key) { effects.append(.cancel(handle)) }
    }
  }
}
