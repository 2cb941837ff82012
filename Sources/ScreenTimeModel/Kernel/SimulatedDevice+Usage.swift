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
      guard let record = tokens.record(of: token), record.epoch == authority.epoch else {
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
    guard !screen.isLocked, screen.shownShield == nil else { return nil }
    return screen.frontItem
  }

  /// Opens or closes the usage stretch to match what is in front, then re-evaluates events.
  func updateUsageState() {
    let accruing = accruingItem
    guard deviceActivity.usage.openItem != accruing else { return }
    deviceActivity.usage.switchTo(accruing, at: now)
    // An interval lasts at most a week and usage never counts from before its start.
    if now - .days(8) > configuration.start {
      deviceActivity.usage.forget(before: now - .days(8))
    }
    reevaluateUsage()
  }

  /// Fires usage events that have reached their threshold or warning and schedules the next
  /// crossings for the item being used.
  func reevaluateUsage() {
    for name in deviceActivity.scheduler.activityNames {
      guard var registration = deviceActivity.scheduler.registrations[name],
        var active = registration.current
      else { continue }
      // An interval excludes its end: at that instant only `threshold-at-end fire` counts.
      let end = active.interval.end
      guard now < end || (now == end && options.thresholdAtEnd == .fire) else { continue }
      cancelCrossings(of: registration.id)
      for event in registration.events {
        let from = active.countFrom[event.name] ?? active.interval.start
        let used = deviceActivity.usage.usage(of: event.matchedItems, from: from, to: now)
        let isAccruing = accruingItem.map { event.matchedItems?.contains($0) ?? true } ?? false
        let threshold = event.specification.threshold
        guard !active.reached.contains(event.name) else { continue }
        if let warning = registration.schedule.warningTime, warning > .zero,
          !active.warned.contains(event.name)
        {
          let warnAt = threshold - warning
          if used >= warnAt {
            active.warned.insert(event.name)
            callbackFallsDue(
              ScheduledCallback(
                callback: .eventWillReachThresholdWarning, activity: name, event: event.name,
                subject: registration.subject))
          } else if isAccruing {
            scheduleCrossing(
              CrossingKey(registration: registration.id, event: event.name, isWarning: true),
              after: warnAt - used)
          }
        }
        if used >= threshold {
          active.reached.insert(event.name)
          emit(.thresholdReached(activity: name, event: event.name, threshold: threshold))
          callbackFallsDue(
            ScheduledCallback(
              callback: .eventDidReachThreshold, activity: name, event: event.name,
              subject: registration.subject))
        } else if isAccruing {
          scheduleCrossing(
            CrossingKey(registration: registration.id, event: event.name, isWarning: false),
            after: threshold - used)
        }
      }
      registration.current = active
      deviceActivity.scheduler.registrations[name] = registration
    }
  }

  private func scheduleCrossing(_ key: CrossingKey, after delay: SimulationDuration) {
    deviceActivity.usage.crossings[key] = simulation.schedule(
      .usageCrossing(key), after: max(delay, .zero))
  }

  func handleCrossing(_ key: CrossingKey) {
    deviceActivity.usage.crossings[key] = nil
    reevaluateUsage()
  }

  func cancelCrossings(of registration: Int) {
    let keys = deviceActivity.usage.crossings.keys.filter { $0.registration == registration }
    for key in keys {
      if let handle = deviceActivity.usage.crossings.removeValue(forKey: key) {
        simulation.cancel(handle)
      }
    }
  }
}
