import SimulationEngine

extension SimulatedDevice {
  /// The items a usage event counts, resolved from its tokens; `nil` counts all activity.
  ///
  /// Tokens the system cannot resolve under the current epoch match nothing; a category token
  /// matches every app and web domain of the category.
  func matchedItems(of event: UsageEventSpecification) -> Set<Item>? {
    if event.applications.isEmpty, event.categories.isEmpty, event.webDomains.isEmpty { return nil }
    var items = Set<Item>()
    for token in event.applications.union(event.webDomains).union(event.categories) {
      guard let record = tokens.record(of: token), record.epoch == authorization.epoch else {
        continue
      }
      if case .category(let index) = record.item {
        items.formUnion(inventory.members(of: index))
      } else {
        items.insert(record.item)
      }
    }
    return items
  }

  /// The item whose use counts now: in front, usable, the device unlocked.
  var accruingItem: Item? {
    guard !isLocked, shownShield == nil, case .item(let item) = frontmost else { return nil }
    return item
  }

  /// Opens or closes the usage segment to match what is in front, then re-evaluates events.
  func updateUsageState() {
    let open = usageSegments.last.flatMap { $0.end == nil ? $0.item : nil }
    let accruing = accruingItem
    guard open != accruing else { return }
    if open != nil, let last = usageSegments.indices.last { usageSegments[last].end = now }
    if let accruing { usageSegments.append(UsageSegment(item: accruing, start: now)) }
    reevaluateUsage()
  }

  /// Time in front of the user for the matched items between two instants.
  func usage(of items: Set<Item>?, from start: SimulationInstant, to end: SimulationInstant)
    -> SimulationDuration
  {
    var total = SimulationDuration.zero
    for segment in usageSegments where items?.contains(segment.item) ?? true {
      let from = max(segment.start, start)
      let to = min(segment.end ?? end, end)
      if to > from { total = total + (to - from) }
    }
    return total
  }

  /// Fires usage events that have reached their threshold or warning and schedules the next
  /// crossings for the item being used.
  func reevaluateUsage() {
    for name in registrations.keys.sorted() {
      guard var registration = registrations[name], var active = registration.current else {
        continue
      }
      cancelCrossings(of: registration.id)
      for event in registration.events {
        let from = active.countFrom[event.name] ?? active.interval.start
        let used = usage(of: event.matchedItems, from: from, to: now)
        let isAccruing = accruingItem.map { event.matchedItems?.contains($0) ?? true } ?? false
        let threshold = event.specification.threshold
        if !active.reached.contains(event.name) {
          if let warning = registration.schedule.warningTime, warning > .zero,
            !active.warned.contains(event.name)
          {
            let warnAt = threshold - warning
            if used >= warnAt {
              active.warned.insert(event.name)
              callbackFallsDue(
                PendingCallback(
                  callback: .eventWillReachThresholdWarning, activity: name, event: event.name,
                  profile: registration.profile))
            } else if isAccruing {
              scheduleCrossing(
                CrossingKey(registration: registration.id, event: event.name, isWarning: true),
                after: warnAt - used)
            }
          }
          if used >= threshold {
            active.reached.insert(event.name)
            record("system", "usage event \(event.name) of \(name) reaches \(threshold)")
            callbackFallsDue(
              PendingCallback(
                callback: .eventDidReachThreshold, activity: name, event: event.name,
                profile: registration.profile))
          } else if isAccruing {
            scheduleCrossing(
              CrossingKey(registration: registration.id, event: event.name, isWarning: false),
              after: threshold - used)
          }
        }
      }
      registration.current = active
      registrations[name] = registration
    }
  }

  private func scheduleCrossing(_ key: CrossingKey, after delay: SimulationDuration) {
    crossingHandles[key] = simulation.schedule(
      .usageCrossing(key, isWarning: key.isWarning), after: max(delay, .zero))
  }

  func handleCrossing(_ key: CrossingKey, isWarning: Bool) {
    crossingHandles[key] = nil
    reevaluateUsage()
  }

  func cancelCrossings(of registration: Int) {
    for key in crossingHandles.keys.sorted(by: {
      ($0.event, $0.isWarning ? 1 : 0) < ($1.event, $1.isWarning ? 1 : 0)
    })
    where key.registration == registration {
      if let handle = crossingHandles.removeValue(forKey: key) { simulation.cancel(handle) }
    }
  }
}
