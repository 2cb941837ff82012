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
    let process = currentProcessName
    // The name is the profile's even when the registration is refused, for its diagnostics.
    if let profile = operation.profile { activityProfiles[name] = profile }
    rememberIdentifier(in: name)
    if schedule.isInvalid {
      return try refuse(.invalidDateComponents, name, process)
    }
    let first = schedule.interval(atOrAfter: now, in: timeZone)
    if !schedule.isMismatched {
      guard let first else { return try refuse(.invalidDateComponents, name, process) }
      if first.duration < Self.minimumInterval {
        return try refuse(.intervalTooShort, name, process)
      }
      if first.duration > Self.maximumInterval {
        return try refuse(.intervalTooLong, name, process)
      }
    }
    if registrations[name] == nil, registrations.count >= Self.activityLimit {
      return try refuse(.excessiveActivities, name, process)
    }
    guard authorization.isApproved else { return try refuse(.unauthorized, name, process) }

    if let old = registrations[name] {
      cancelCrossings(of: old.id)
      if old.current != nil {
        record("system", "activity \(name) replaced during its interval")
        callbackFallsDue(
          PendingCallback(callback: .intervalDidEnd, activity: name, profile: old.profile))
      }
    }
    let registration = ActivityRegistration(
      id: nextRegistrationID, name: name, schedule: schedule,
      events: events.sorted { $0.name < $1.name }.map {
        UsageEventRegistration(specification: $0, matchedItems: matchedItems(of: $0))
      },
      registeredAt: now, profile: activityProfiles[name], upcoming: first)
    nextRegistrationID += 1
    registrations[name] = registration
    let window = first.map { "\(formatTraceInstant($0.start))-\(formatTraceInstant($0.end))" }
    record(
      process,
      "startMonitoring \(name) "
        + (schedule.isMismatched
          ? "(start and end components differ: it will never fire)"
          : "next interval \(window ?? "none")")
        + (events.isEmpty ? "" : " events \(events.map(\.name).sorted().joined(separator: ","))"))
    scheduleBoundaries(of: name)
    if thresholdsFireEarlyArmed { fireThresholdsEarly(trigger: "registration") }
  }

  private func refuse(_ failure: MonitoringFailure, _ name: String, _ process: String)
    throws(MonitoringFailure)
  {
    record(process, "startMonitoring \(name) throws \(failure.rawValue)")
    throw failure
  }

  /// `DeviceActivityCenter.stopMonitoring(_:)`; an empty list stops every activity.
  package func stopMonitoring(_ names: [String]) {
    let targets = names.isEmpty ? registrations.keys.sorted() : names
    for name in targets {
      guard let registration = registrations[name] else { continue }
      cancelCrossings(of: registration.id)
      registrations[name] = nil
      record(currentProcessName, "stopMonitoring \(name)")
      if registration.current != nil {
        callbackFallsDue(
          PendingCallback(callback: .intervalDidEnd, activity: name, profile: registration.profile))
      }
    }
    updateUsageState()
  }

  /// `DeviceActivityCenter.activities`: the monitored names, sorted.
  package var monitoredActivities: [String] { registrations.keys.sorted() }

  /// `DeviceActivityCenter.schedule(for:)`.
  package func registeredSchedule(for name: String) -> ActivitySchedule? {
    registrations[name]?.schedule
  }

  /// `DeviceActivityCenter.events(for:)`.
  package func registeredEvents(for name: String) -> [UsageEventSpecification] {
    registrations[name]?.events.map(\.specification) ?? []
  }

  /// `DeviceActivitySchedule.nextInterval`, evaluated now on the device's calendar.
  package func nextInterval(of schedule: ActivitySchedule) -> ActivitySchedule.Interval? {
    schedule.interval(atOrAfter: now, in: timeZone)
  }

  // MARK: - Boundaries

  /// Schedules the boundaries of the registration's upcoming interval, or starts it at once
  /// when it is already in progress.
  func scheduleBoundaries(of name: String) {
    guard var registration = registrations[name], let interval = registration.upcoming else {
      return
    }
    registration.generation += 1
    registrations[name] = registration
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
    guard let registration = registrations.values.first(where: { $0.id == id }),
      registration.generation == generation
    else { return }
    let name = registration.name
    switch kind {
    case .start:
      beginInterval(of: name)
    case .end:
      endInterval(of: name)
    case .startWarning:
      callbackFallsDue(
        PendingCallback(
          callback: .intervalWillStartWarning, activity: name, profile: registration.profile))
    case .endWarning:
      callbackFallsDue(
        PendingCallback(
          callback: .intervalWillEndWarning, activity: name, profile: registration.profile))
    }
  }

  private func beginInterval(of name: String) {
    guard var registration = registrations[name], let interval = registration.upcoming,
      registration.current == nil
    else { return }
    var countFrom: [String: SimulationInstant] = [:]
    for event in registration.events {
      countFrom[event.name] = usageStart(
        of: event, in: interval, registeredAt: registration.registeredAt)
    }
    registration.current = ActiveInterval(interval: interval, countFrom: countFrom)
    registrations[name] = registration
    record("system", "interval of \(name) starts")
    callbackFallsDue(
      PendingCallback(callback: .intervalDidStart, activity: name, profile: registration.profile))
    reevaluateUsage()
  }

  /// Where usage starts to count for `event` in `interval`: the interval's start, or the
  /// registration when it came later, looking back whole hours with `includesPastActivity`.
  private func usageStart(
    of event: UsageEventRegistration, in interval: ActivitySchedule.Interval,
    registeredAt: SimulationInstant
  ) -> SimulationInstant {
    guard registeredAt > interval.start else { return interval.start }
    guard event.specification.includesPastActivity,
      APIFeature.includesPastActivity.isAvailable(on: systemVersion)
    else { return registeredAt }
    let hour = SimulationDuration.hours(1).milliseconds
    let lookBack = (registeredAt - interval.start).milliseconds / hour * hour
    return registeredAt - .milliseconds(lookBack)
  }

  private func endInterval(of name: String) {
    guard var registration = registrations[name], registration.current != nil else { return }
    cancelCrossings(of: registration.id)
    let finished = registration.current?.interval
    registration.current = nil
    record("system", "interval of \(name) ends")
    callbackFallsDue(
      PendingCallback(callback: .intervalDidEnd, activity: name, profile: registration.profile))
    if let finished, let next = registration.schedule.interval(after: finished, in: timeZone) {
      registration.upcoming = next
      registrations[name] = registration
      scheduleBoundaries(of: name)
    } else {
      registrations[name] = nil
      record("system", "activity \(name) finished")
    }
    updateUsageState()
  }

  /// Recomputes the boundaries of intervals not yet started in the new zone.
  func rescheduleForTimeZoneChange() {
    for name in registrations.keys.sorted() {
      guard var registration = registrations[name], registration.current == nil else { continue }
      registration.upcoming = registration.schedule.interval(atOrAfter: now, in: timeZone)
      registrations[name] = registration
      if registration.upcoming == nil {
        registration.generation += 1
        registrations[name] = registration
      } else {
        scheduleBoundaries(of: name)
      }
    }
  }

  // MARK: - Callback delivery

  /// A monitor callback falls due now: faults apply, then latency, then delivery rules.
  func callbackFallsDue(_ pending: PendingCallback) {
    var pending = pending
    var delay = options.callbackLatency
    if !pending.faultsApplied {
      pending.faultsApplied = true
      if let index = callbackFaults.firstIndex(where: { $0.matches(pending) }) {
        let fault = callbackFaults.remove(at: index)
        switch fault.kind {
        case .drop:
          record("os", "drops \(describe(pending))")
          return
        case .delay(let duration):
          record("os", "delays \(describe(pending)) by \(duration)")
          delay = delay + duration
        }
      }
    }
    simulation.schedule(.callbackDue(pending), after: delay)
  }

  /// Delivers a due callback, or holds it while the device is locked or thresholds are held.
  func attemptDelivery(_ pending: PendingCallback) {
    guard authorization.isApproved else {
      record("system", "does not deliver \(describe(pending)): authorization is not approved")
      return
    }
    if isLocked {
      heldCallbacks.append(pending)
      record("system", "holds \(describe(pending)) until the device is unlocked")
      return
    }
    if pending.callback.isEventCallback, thresholdHold != nil {
      thresholdHold?.append(pending)
      record("os", "holds \(describe(pending))")
      return
    }
    deliver(pending)
  }

  private func deliver(_ pending: PendingCallback) {
    deliveries.append(
      CallbackDelivery(
        callback: pending.callback, activity: pending.activity, event: pending.event,
        profile: pending.profile, instant: now))
    record("monitor", describe(pending))
    guard host.hasMonitorExtension else { return }
    let saved = operation
    operation = Operation(
      stepIndex: saved.stepIndex, profile: pending.profile,
      kind: pending.callback == .intervalDidEnd ? .ending : .general)
    let killAfter = killMonitorAfterWrites
    killMonitorAfterWrites = nil
    let (_, invocation) = run(
      in: .monitor, killAfterWrites: killAfter, memoryLimit: options.monitorMemory
    ) {
      host.deliverMonitorCallback(
        pending.callback, activity: pending.activity, event: pending.event)
    }
    if killAfter != nil, invocation.isAlive {
      record("monitor", "killed after the callback returned (\(invocation.writes) writes)")
    }
    operation = saved
  }

  /// Delivers the callbacks held while the device was locked, in order.
  func deliverHeldCallbacks() {
    let held = heldCallbacks
    heldCallbacks = []
    for pending in held { attemptDelivery(pending) }
  }

  func describe(_ pending: PendingCallback) -> String {
    let event = pending.event.map { "(\($0)) " } ?? ""
    return "\(pending.callback.rawValue) \(event)for \(pending.activity)"
  }

  // MARK: - Faults on callbacks

  /// `os delays next` / `os drops next`.
  public func injectCallbackFault(
    _ callback: MonitorCallback, profile: String?, delay: SimulationDuration?
  ) {
    callbackFaults.append(
      CallbackFault(kind: delay.map { .delay($0) } ?? .drop, callback: callback, profile: profile))
  }

  /// `os repeats <callback> for <profile>`: a duplicate of the most recent one, now.
  public func repeatCallback(_ callback: MonitorCallback, profile: String) throws(DeviceError) {
    guard
      let last = deliveries.last(where: { $0.callback == callback && $0.profile == profile })
    else { throw .nothingToRepeat(callback, profile: profile) }
    record("os", "repeats \(callback.rawValue) for \(last.activity)")
    attemptDelivery(
      PendingCallback(
        callback: callback, activity: last.activity, event: last.event, profile: profile,
        faultsApplied: true))
  }

  /// `os holds threshold events`.
  public func holdThresholdEvents() {
    if thresholdHold == nil { thresholdHold = [] }
  }

  /// `os releases threshold events [reversed]`.
  public func releaseThresholdEvents(reversed: Bool) {
    let held = thresholdHold ?? []
    thresholdHold = nil
    record("os", "releases \(held.count) threshold events" + (reversed ? " in reverse order" : ""))
    for pending in reversed ? held.reversed() : held { attemptDelivery(pending) }
  }

  /// `os fires thresholds early`: arms the 26.2 bug for the next unlock or registration.
  public func armThresholdsFireEarly() {
    thresholdsFireEarlyArmed = true
  }

  func fireThresholdsEarly(trigger: String) {
    thresholdsFireEarlyArmed = false
    record("os", "fires every threshold early at \(trigger)")
    for name in registrations.keys.sorted() {
      guard var registration = registrations[name] else { continue }
      for event in registration.events {
        registration.current?.reached.insert(event.name)
        callbackFallsDue(
          PendingCallback(
            callback: .eventDidReachThreshold, activity: name, event: event.name,
            profile: registration.profile))
      }
      registrations[name] = registration
    }
  }

  /// `os kills monitor on next callback [after <n> writes]`.
  public func killMonitorOnNextCallback(afterWrites writes: Int) {
    killMonitorAfterWrites = writes
  }

  /// `os limits monitor memory to <size>`.
  public func limitMonitorMemory(to bytes: Int) {
    options.monitorMemory = bytes
  }
}

extension CallbackFault {
  func matches(_ pending: PendingCallback) -> Bool {
    callback == pending.callback && (profile == nil || profile == pending.profile)
  }
}
