import SimulationEngine

extension SimulatedDevice {
  /// The most activities the app and its extensions may monitor at once.
  public static let activityLimit = 20
  /// The shortest interval `startMonitoring` accepts.
  public static let minimumInterval = SimulationDuration.minutes(15)
  /// The longest interval `startMonitoring` accepts.
  public static let maximumInterval = SimulationDuration.days(7)

  // MARK: - Registry

  /// `DeviceActivityCenter.startMonitoring(_:during:events:)`.
  ///
  /// Checks in the documented order: the schedule's shape, then the number of activities, then
  /// authorization. Registering an existing name replaces it, ending its interval if one is in
  /// progress; registering inside an interval starts it at once.
  package func startMonitoring(
    _ name: String, schedule: ActivitySchedule, events: [UsageEventSpecification]
  ) throws(MonitoringFailure) {
    let process = processes.currentProcess
    emit(.monitoringRequested(process, activity: name))
    if let subject = causes.current.subject { deviceActivity.scheduler.subjects[name] = subject }
    if schedule.isInvalid {
      return try refuse(.invalidDateComponents, name, process)
    }
    let first = schedule.interval(atOrAfter: now, in: timeZone, gap: options.dstGap)
    if !schedule.isMismatched {
      guard let first else { return try refuse(.invalidDateComponents, name, process) }
      if first.duration < Self.minimumInterval {
        return try refuse(.intervalTooShort, name, process)
      }
      if first.duration > Self.maximumInterval {
        return try refuse(.intervalTooLong, name, process)
      }
    }
    let scheduler = deviceActivity.scheduler
    if scheduler.registrations[name] == nil, scheduler.registrations.count >= Self.activityLimit {
      return try refuse(.excessiveActivities, name, process)
    }
    guard authority.isApproved else { return try refuse(.unauthorized, name, process) }

    if let old = scheduler.registrations[name] {
      cancelCrossings(of: old.id)
      if old.current != nil {
        emit(.activityReplacedDuringInterval(name))
        callbackFallsDue(
          ScheduledCallback(
            callback: .intervalDidEnd, activity: name, subject: old.subject,
            interval: old.current?.interval))
      }
    }
    let registration = ActivityRegistration(
      id: deviceActivity.scheduler.nextRegistrationID, name: name, schedule: schedule,
      events: events.sorted { $0.name < $1.name }.map {
        UsageEventRegistration(specification: $0, matchedItems: matchedItems(of: $0))
      },
      registeredAt: now, subject: deviceActivity.scheduler.subjects[name], upcoming: first)
    deviceActivity.scheduler.nextRegistrationID += 1
    deviceActivity.scheduler.insert(registration)
    emit(
      .monitoringStarted(
        process, activity: name, next: first, isMismatched: schedule.isMismatched,
        events: events.map(\.name).sorted()))
    scheduleBoundaries(of: name)
    if firesThresholdsEarlyNow { fireThresholdsEarly(trigger: "registration") }
  }

  private func refuse(_ failure: MonitoringFailure, _ name: String, _ process: ProcessKind)
    throws(MonitoringFailure)
  {
    emit(.monitoringRefused(process, activity: name, failure))
    throw failure
  }

  /// `DeviceActivityCenter.stopMonitoring(_:)`; an empty list stops every activity.
  package func stopMonitoring(_ names: [String]) {
    let targets = names.isEmpty ? deviceActivity.scheduler.activityNames : names
    for name in targets {
      guard let registration = deviceActivity.scheduler.registrations[name] else { continue }
      cancelCrossings(of: registration.id)
      deviceActivity.scheduler.remove(name)
      emit(.monitoringStopped(processes.currentProcess, activity: name))
      if registration.current != nil {
        callbackFallsDue(
          ScheduledCallback(
            callback: .intervalDidEnd, activity: name, subject: registration.subject,
            interval: registration.current?.interval))
      }
    }
    updateUsageState()
  }

  /// `DeviceActivityCenter.activities`: the monitored names, sorted.
  package var monitoredActivities: [String] { deviceActivity.scheduler.activityNames }

  /// `DeviceActivityCenter.schedule(for:)`.
  package func registeredSchedule(for name: String) -> ActivitySchedule? {
    deviceActivity.scheduler.registrations[name]?.schedule
  }

  /// `DeviceActivityCenter.events(for:)`.
  package func registeredEvents(for name: String) -> [UsageEventSpecification] {
    deviceActivity.scheduler.registrations[name]?.events.map(\.specification) ?? []
  }

  /// `DeviceActivitySchedule.nextInterval`, evaluated now on the device's calendar.
  package func nextInterval(of schedule: ActivitySchedule) -> ActivitySchedule.Interval? {
    schedule.interval(atOrAfter: now, in: timeZone, gap: options.dstGap)
  }

  // MARK: - Boundaries

  /// Schedules the boundaries of the registration's upcoming interval, or starts it at once
  /// when it is already in progress.
  func scheduleBoundaries(of name: String) {
    guard var registration = deviceActivity.scheduler.registrations[name],
      let interval = registration.upcoming
    else { return }
    registration.generation += 1
    deviceActivity.scheduler.registrations[name] = registration
    let id = registration.id
    let generation = registration.generation
    if let warning = registration.schedule.warningTime, warning > .zero {
      if interval.start > now {
        simulation.schedule(
          .boundary(registration: id, generation: generation, .startWarning),
          at: max(interval.start - warning, now))
      }
      let endWarning = max(interval.end - warning, interval.start)
      simulation.schedule(
        .boundary(registration: id, generation: generation, .endWarning), at: max(endWarning, now))
    }
    simulation.schedule(.boundary(registration: id, generation: generation, .end), at: interval.end)
    if interval.start > now {
      simulation.schedule(
        .boundary(registration: id, generation: generation, .start), at: interval.start)
    } else {
      beginInterval(of: name)
    }
  }

  func handleBoundary(registration id: Int, generation: Int, kind: BoundaryKind) {
    guard
      let registration = deviceActivity.scheduler.registration(id: id, generation: generation)
    else { return }
    if let idle = options.idleStop,
      now - (processes.lastForegroundAt ?? configuration.start) >= idle
    {
      lapseMonitoring(idle: idle)
      return
    }
    let name = registration.name
    switch kind {
    case .start:
      beginInterval(of: name)
    case .end:
      endInterval(of: name)
    case .startWarning:
      callbackFallsDue(
        ScheduledCallback(
          callback: .intervalWillStartWarning, activity: name, subject: registration.subject,
          interval: registration.upcoming))
    case .endWarning:
      callbackFallsDue(
        ScheduledCallback(
          callback: .intervalWillEndWarning, activity: name, subject: registration.subject,
          interval: registration.current?.interval ?? registration.upcoming))
    }
  }

  private func beginInterval(of name: String) {
    guard var registration = deviceActivity.scheduler.registrations[name],
      let interval = registration.upcoming, registration.current == nil
    else { return }
    var countFrom: [String: SimulationInstant] = [:]
    for event in registration.events {
      countFrom[event.name] = usageStart(
        of: event, in: interval, registeredAt: registration.registeredAt)
    }
    registration.current = ActiveInterval(interval: interval, countFrom: countFrom)
    deviceActivity.scheduler.registrations[name] = registration
    emit(.intervalStarted(name))
    callbackFallsDue(
      ScheduledCallback(
        callback: .intervalDidStart, activity: name, subject: registration.subject,
        interval: interval))
    reevaluateUsage()
  }

  /// Where usage starts to count for `event` in `interval`.
  ///
  /// By default from the interval's start, or from the registration when it came later. With
  /// `includesPastActivity` (17.4) from the start of the round hour at or before the interval's
  /// start, whenever the event was registered: Apple's example counts 1:00–1:30pm for a
  /// registration at 1:30pm on a 1:00–2:00pm schedule, and from 1:00pm for one starting at
  /// 1:15pm.
  private func usageStart(
    of event: UsageEventRegistration, in interval: ActivitySchedule.Interval,
    registeredAt: SimulationInstant
  ) -> SimulationInstant {
    guard event.specification.includesPastActivity, software.has(.includesPastActivity) else {
      return max(interval.start, registeredAt)
    }
    let zone = software.zone(at: interval.start)
    let start = zone.localDateTime(at: interval.start)
    return zone.instant(
      at: LocalDateTime(date: start.date, clock: Clock(hour: start.clock.hour, minute: 0)))
  }

  private func endInterval(of name: String) {
    guard deviceActivity.scheduler.registrations[name]?.current != nil else { return }
    // Usage that reaches a threshold at this very instant fires first under `fire`.
    if options.thresholdAtEnd == .fire { reevaluateUsage() }
    guard var registration = deviceActivity.scheduler.registrations[name] else { return }
    cancelCrossings(of: registration.id)
    let finished = registration.current?.interval
    registration.current = nil
    emit(.intervalEnded(name))
    callbackFallsDue(
      ScheduledCallback(
        callback: .intervalDidEnd, activity: name, subject: registration.subject,
        interval: finished))
    if let finished,
      let next = registration.schedule.interval(
        after: finished, in: timeZone, gap: options.dstGap)
    {
      registration.upcoming = next
      deviceActivity.scheduler.registrations[name] = registration
      scheduleBoundaries(of: name)
    } else {
      deviceActivity.scheduler.remove(name)
      emit(.activityFinished(name))
    }
    updateUsageState()
  }

  /// `option idle-stop`: the main app was not opened for too long, so the system drops every
  /// activity at once, telling the monitor nothing; stores keep what they hold.
  private func lapseMonitoring(idle: SimulationDuration) {
    let names = deviceActivity.scheduler.activityNames
    for name in names {
      guard let registration = deviceActivity.scheduler.registrations[name] else { continue }
      cancelCrossings(of: registration.id)
      deviceActivity.scheduler.remove(name)
    }
    emit(.monitoringLapsed(activities: names, idle: idle))
    updateUsageState()
  }

  /// Recomputes the boundaries of intervals not yet started in the new zone.
  func rescheduleForTimeZoneChange() {
    for name in deviceActivity.scheduler.activityNames {
      guard var registration = deviceActivity.scheduler.registrations[name],
        registration.current == nil
      else { continue }
      registration.upcoming = registration.schedule.interval(
        atOrAfter: now, in: timeZone, gap: options.dstGap)
      if registration.upcoming == nil { registration.generation += 1 }
      deviceActivity.scheduler.registrations[name] = registration
      if registration.upcoming != nil { scheduleBoundaries(of: name) }
    }
  }

  // MARK: - Callback delivery

  /// A monitor callback falls due now: faults apply, then latency, then delivery rules.
  func callbackFallsDue(_ callback: ScheduledCallback) {
    var callback = callback
    var delay = options.latency(of: callback.callback)
    emit(.callbackDue(callback))
    callback.installation = deviceActivity.dispatcher.installation
    if !callback.faultsApplied {
      callback.faultsApplied = true
      switch report(faults.takeCallbackFault(for: callback, at: now)) {
      case .dropped?:
        emit(.callbackDropped(callback))
        return
      case .delayed(let extra)?:
        emit(.callbackDelayed(callback, by: extra))
        delay = delay + extra
      case nil:
        break
      }
    }
    simulation.schedule(.callbackDue(callback), after: delay)
  }

  /// Delivers a due callback, or holds it while the device is locked or thresholds are held.
  func attemptDelivery(_ callback: ScheduledCallback) {
    // The app that registered it was deleted since: nobody is there to receive it.
    guard callback.installation == deviceActivity.dispatcher.installation else { return }
    guard authority.isApproved else {
      emit(.callbackWithheld(callback))
      return
    }
    if screen.isLocked {
      deviceActivity.dispatcher.heldWhileLocked.append(callback)
      emit(.callbackHeldWhileLocked(callback))
      return
    }
    if callback.callback.isEventCallback, report(faults.applyThresholdHold(at: now)) {
      deviceActivity.dispatcher.heldByFault.append(callback)
      emit(.callbackHeldByFault(callback))
      return
    }
    deliver(callback)
  }

  private func deliver(_ callback: ScheduledCallback) {
    deviceActivity.dispatcher.lastDelivered[
      MonitorCallbackDispatcher.RepeatKey(callback: callback.callback, subject: callback.subject)
    ] = callback
    emit(.callbackDelivered(callback))
    guard host.hasMonitorExtension else { return }
    let cause = causes.next(subject: callback.subject)
    let kill = report(faults.takeMonitorKill(at: now))
    let memoryLimit = report(faults.applyMonitorMemoryLimit(at: now)) ?? options.monitorMemory
    withCause(cause) {
      let (_, invocation) = run(
        in: .monitor, handling: callback, killAfterWrites: kill, memoryLimit: memoryLimit
      ) {
        host.deliverMonitorCallback(
          callback.callback, activity: callback.activity, event: callback.event)
      }
      if kill != nil, invocation.isAlive {
        emit(.monitorKilledAfterCallback(writes: invocation.writes))
      }
    }
  }

  /// Delivers the callbacks held while the device was locked, in order.
  ///
  /// Those of an interval the device was locked through, from before its start until after its
  /// end, are not delivered under `option slept-interval skip`: Apple calls them only if the
  /// device is used during the interval.
  func deliverHeldCallbacks() {
    let held = deviceActivity.dispatcher.heldWhileLocked
    deviceActivity.dispatcher.heldWhileLocked = []
    for callback in held {
      if options.sleptInterval == .skip, let interval = callback.interval,
        let lockedSince = screen.lockedSince, lockedSince <= interval.start, interval.end <= now
      {
        emit(.callbackSkippedForSleptInterval(callback))
        continue
      }
      attemptDelivery(callback)
    }
  }

  /// `os repeats <callback> for <subject>`: a duplicate of the most recent one, now.
  func repeatCallback(_ kind: MonitorCallback, subject: String) throws(DeviceError) {
    guard
      let last = deviceActivity.dispatcher.lastDelivered[
        MonitorCallbackDispatcher.RepeatKey(callback: kind, subject: subject)]
    else { throw .nothingToRepeat(kind, subject: subject) }
    emit(.callbackRepeated(kind, activity: last.activity))
    var duplicate = ScheduledCallback(
      callback: kind, activity: last.activity, event: last.event, subject: subject)
    duplicate.faultsApplied = true
    attemptDelivery(duplicate)
  }

  /// `os releases threshold events [reversed]`.
  func releaseThresholdEvents(reversed: Bool) {
    let held = deviceActivity.dispatcher.heldByFault
    deviceActivity.dispatcher.heldByFault = []
    emit(.thresholdEventsReleased(count: held.count, reversed: reversed))
    for callback in reversed ? held.reversed() : held { attemptDelivery(callback) }
  }

  /// Whether an armed `os fires thresholds early` takes effect on this OS: on any version, or
  /// from 26.2 under `option early-thresholds from-26.2`.
  var firesThresholdsEarlyNow: Bool {
    faults.isFiringThresholdsEarly
      && (options.earlyThresholds == .anyVersion || software.version >= SystemVersion(26, 2))
  }

  /// `os fires thresholds early` takes effect: every registered usage event fires now.
  func fireThresholdsEarly(trigger: String) {
    report(faults.takeThresholdsFireEarly(at: now))
    emit(.thresholdsFiredEarly(trigger: trigger))
    for name in deviceActivity.scheduler.activityNames {
      guard var registration = deviceActivity.scheduler.registrations[name] else { continue }
      for event in registration.events {
        registration.current?.reached.insert(event.name)
        callbackFallsDue(
          ScheduledCallback(
            callback: .eventDidReachThreshold, activity: name, event: event.name,
            subject: registration.subject))
      }
      deviceActivity.scheduler.registrations[name] = registration
    }
  }
}
