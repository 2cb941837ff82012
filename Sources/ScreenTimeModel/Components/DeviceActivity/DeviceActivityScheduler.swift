import SimulationEngine

/// The activities the app and its extensions monitor, with their schedules and intervals.
///
/// Models the registry of `DeviceActivityCenter`: one registration per activity name (a new
/// registration replaces the old), at most 20, each with the interval ahead or in progress.
/// Its inputs are the API's calls, the boundaries it scheduled, and the system's own changes (a
/// time zone, an idle lapse, a deleted app); each changes the registry and returns what follows
/// for the kernel to perform: boundaries to schedule, callbacks falling due, usage to evaluate.
struct DeviceActivityScheduler: Sendable {
  /// The most activities the app and its extensions may monitor at once.
  static let activityLimit = 20
  /// The shortest interval `startMonitoring` accepts.
  static let minimumInterval = SimulationDuration.minutes(15)
  /// The longest interval `startMonitoring` accepts.
  static let maximumInterval = SimulationDuration.days(7)

  /// What `startMonitoring` did: the effects to perform, then the error to throw, if any.
  struct MonitoringOutcome {
    var effects: [DeviceEffect]
    var failure: MonitoringFailure?
  }

  /// The registrations, by activity name.
  private(set) var registrations: [String: ActivityRegistration] = [:] {
    // Each change adds a name, removes one or all, or changes a registration: only the first
    // two change the count, and only they change the names.
    didSet {
      if registrations.count != activityNames.count { activityNames = registrations.keys.sorted() }
    }
  }
  /// The name of each live registration, by id, for boundary events.
  private var names: [Int: String] = [:]
  private var nextRegistrationID = 1
  /// The subject each activity name was last registered for, kept across refusals and stops so
  /// that a later registration from no subject keeps its attribution.
  private var subjects: [String: String] = [:]

  /// The monitored names, sorted; kept as registrations come and go, since usage is evaluated
  /// over them on every change of what the user does.
  private(set) var activityNames: [String] = []

  /// The registration a boundary event refers to, if it is still live at that generation.
  func registration(id: Int, generation: Int) -> ActivityRegistration? {
    guard let name = names[id], let registration = registrations[name],
      registration.generation == generation
    else { return nil }
    return registration
  }

  // MARK: - Registering

  /// `DeviceActivityCenter.startMonitoring(_:during:events:)` from `process` for `subject`.
  ///
  /// Checks in the documented order: the schedule's shape, then the number of activities, then
  /// authorization. Registering an existing name replaces it, ending its interval if one is in
  /// progress; registering inside an interval starts it at once.
  ///
  /// - Parameter events: the usage events, sorted by name, with their items resolved.
  mutating func startMonitoring(
    _ name: String, schedule: ActivitySchedule, events: [UsageEventRegistration],
    by process: ProcessKind, subject: String?, isAuthorized: Bool, context: ActivityContext
  ) -> MonitoringOutcome {
    var effects: [DeviceEffect] = [.emit(.monitoringRequested(process, activity: name))]
    if let subject { subjects[name] = subject }
    func refuse(_ failure: MonitoringFailure) -> MonitoringOutcome {
      effects.append(.emit(.monitoringRefused(process, activity: name, failure)))
      return MonitoringOutcome(effects: effects, failure: failure)
    }
    if schedule.isInvalid { return refuse(.invalidDateComponents) }
    let first = context.interval(of: schedule)
    if !schedule.isMismatched {
      guard let first else { return refuse(.invalidDateComponents) }
      let length = context.checkedLength(of: first)
      if length < Self.minimumInterval { return refuse(.intervalTooShort) }
      if length > Self.maximumInterval { return refuse(.intervalTooLong) }
    }
    if registrations[name] == nil, registrations.count >= Self.activityLimit {
      return refuse(.excessiveActivities)
    }
    guard isAuthorized else { return refuse(.unauthorized) }

    if let old = registrations[name] {
      effects.append(.cancelCrossings(registration: old.id))
      if let interval = old.current?.interval {
        effects.append(.emit(.activityReplacedDuringInterval(name)))
        effects.append(
          .callbackFallsDue(
            ScheduledCallback(
              callback: .intervalDidEnd, activity: name, subject: old.subject, interval: interval)))
      }
      names[old.id] = nil
    }
    let registration = ActivityRegistration(
      id: nextRegistrationID, name: name, schedule: schedule, events: events,
      registeredAt: context.now, subject: subjects[name], upcoming: first)
    nextRegistrationID += 1
    registrations[name] = registration
    names[registration.id] = name
    effects.append(
      .emit(
        .monitoringStarted(
          process, activity: name, next: first, isMismatched: schedule.isMismatched,
          events: events.map(\.name))))
    scheduleBoundaries(of: name, context, into: &effects)
    effects.append(.fireThresholdsEarly(trigger: "registration"))
    return MonitoringOutcome(effects: effects, failure: nil)
  }

  /// `DeviceActivityCenter.stopMonitoring(_:)` from `process`; no names stops every activity.
  ///
  /// An activity stopped during its interval gets `intervalDidEnd`.
  mutating func stopMonitoring(_ names: [String], by process: ProcessKind) -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    for name in names.isEmpty ? activityNames : names {
      guard let registration = remove(name) else { continue }
      effects.append(.cancelCrossings(registration: registration.id))
      effects.append(.emit(.monitoringStopped(process, activity: name)))
      if let interval = registration.current?.interval {
        effects.append(
          .callbackFallsDue(
            ScheduledCallback(
              callback: .intervalDidEnd, activity: name, subject: registration.subject,
              interval: interval)))
      }
    }
    effects.append(.updateUsage)
    return effects
  }

  /// The app was deleted: every registration goes, with what was remembered for its names.
  ///
  /// Identifiers keep counting, so boundaries already queued match nothing.
  mutating func removeAll() -> [DeviceEffect] {
    let effects = activityNames.compactMap { name in
      registrations[name].map { DeviceEffect.cancelCrossings(registration: $0.id) }
    }
    registrations = [:]
    names = [:]
    subjects = [:]
    return effects
  }

  /// Removes the registration of `name`; returns it, or `nil` when there was none.
  private mutating func remove(_ name: String) -> ActivityRegistration? {
    guard let old = registrations.removeValue(forKey: name) else { return nil }
    names[old.id] = nil
    return old
  }

  // MARK: - Boundaries

  /// A boundary the scheduler put on the queue falls due.
  ///
  /// Under `option idle-stop`, a boundary that finds the main app unopened for too long (since
  /// `idleSince`) drops every activity instead. The end of an interval lets usage reaching its
  /// threshold at that very instant fire first under `option threshold-at-end fire`.
  mutating func handleBoundary(
    registration id: Int, generation: Int, kind: BoundaryKind, idleSince: SimulationInstant,
    context: ActivityContext
  ) -> [DeviceEffect] {
    guard let registration = registration(id: id, generation: generation) else { return [] }
    if let idle = context.options.idleStop, context.now - idleSince >= idle {
      return lapseMonitoring(idle: idle)
    }
    let name = registration.name
    switch kind {
    case .start:
      var effects: [DeviceEffect] = []
      beginInterval(of: name, context, into: &effects)
      return effects
    case .end:
      guard registration.current != nil else { return [] }
      if context.options.thresholdAtEnd == .fire { return [.evaluateUsage, .endInterval(name)] }
      return endInterval(of: name, context)
    case .startWarning:
      return [
        .callbackFallsDue(
          ScheduledCallback(
            callback: .intervalWillStartWarning, activity: name, subject: registration.subject,
            interval: registration.upcoming))
      ]
    case .endWarning:
      return [
        .callbackFallsDue(
          ScheduledCallback(
            callback: .intervalWillEndWarning, activity: name, subject: registration.subject,
            interval: registration.current?.interval ?? registration.upcoming))
      ]
    }
  }

  /// Ends the interval in progress of `name`, then schedules the next one or finishes the
  /// activity.
  mutating func endInterval(of name: String, _ context: ActivityContext) -> [DeviceEffect] {
    guard var registration = registrations[name] else { return [] }
    let finished = registration.current?.interval
    registration.current = nil
    var effects: [DeviceEffect] = [
      .cancelCrossings(registration: registration.id), .emit(.intervalEnded(name)),
      .callbackFallsDue(
        ScheduledCallback(
          callback: .intervalDidEnd, activity: name, subject: registration.subject,
          interval: finished)),
    ]
    if let finished,
      let next = registration.schedule.interval(
        after: finished, in: context.timeZone, gap: context.options.dstGap)
    {
      registration.upcoming = next
      registrations[name] = registration
      scheduleBoundaries(of: name, context, into: &effects)
    } else {
      _ = remove(name)
      effects.append(.emit(.activityFinished(name)))
    }
    effects.append(.updateUsage)
    return effects
  }

  /// The time zone changed: each activity not in its interval is to follow the new zone.
  func rescheduleForTimeZoneChange() -> [DeviceEffect] {
    activityNames.map(DeviceEffect.rescheduleForTimeZone)
  }

  /// Recomputes the upcoming interval of `name` in the zone now in force, unless its interval is
  /// in progress.
  mutating func reschedule(_ name: String, _ context: ActivityContext) -> [DeviceEffect] {
    guard var registration = registrations[name], registration.current == nil else { return [] }
    registration.upcoming = context.interval(of: registration.schedule)
    if registration.upcoming == nil { registration.generation += 1 }
    registrations[name] = registration
    var effects: [DeviceEffect] = []
    if registration.upcoming != nil { scheduleBoundaries(of: name, context, into: &effects) }
    return effects
  }

  /// Schedules the boundaries of the registration's upcoming interval, or starts it at once
  /// when it is already in progress; adds what follows to `effects`.
  private mutating func scheduleBoundaries(
    of name: String, _ context: ActivityContext, into effects: inout [DeviceEffect]
  ) {
    guard var registration = registrations[name], let interval = registration.upcoming else {
      return
    }
    registration.generation += 1
    registrations[name] = registration
    let now = context.now
    func boundary(_ kind: BoundaryKind, at instant: SimulationInstant) -> DeviceEffect {
      .schedule(
        .boundary(registration: registration.id, generation: registration.generation, kind),
        at: instant)
    }
    if let warning = registration.schedule.warningTime, warning > .zero {
      if interval.start > now {
        effects.append(boundary(.startWarning, at: max(interval.start - warning, now)))
      }
      let endWarning = max(interval.end - warning, interval.start)
      effects.append(boundary(.endWarning, at: max(endWarning, now)))
    }
    effects.append(boundary(.end, at: interval.end))
    if interval.start > now {
      effects.append(boundary(.start, at: interval.start))
    } else {
      beginInterval(of: name, context, into: &effects)
    }
  }

  private mutating func beginInterval(
    of name: String, _ context: ActivityContext, into effects: inout [DeviceEffect]
  ) {
    guard var registration = registrations[name], let interval = registration.upcoming,
      registration.current == nil
    else { return }
    var countFrom: [String: SimulationInstant] = [:]
    for event in registration.events {
      countFrom[event.name] = Self.usageStart(
        of: event, in: interval, registeredAt: registration.registeredAt, context.software)
    }
    registration.current = ActiveInterval(interval: interval, countFrom: countFrom)
    registrations[name] = registration
    effects.append(.emit(.intervalStarted(name)))
    effects.append(
      .callbackFallsDue(
        ScheduledCallback(
          callback: .intervalDidStart, activity: name, subject: registration.subject,
          interval: interval)))
    effects.append(.evaluateUsage)
  }

  /// Where usage starts to count for `event` in `interval`.
  ///
  /// By default from the interval's start, or from the registration when it came later. With
  /// `includesPastActivity` (17.4) from the start of the round hour at or before the interval's
  /// start, whenever the event was registered: Apple's example counts 1:00–1:30pm for a
  /// registration at 1:30pm on a 1:00–2:00pm schedule, and from 1:00pm for one starting at
  /// 1:15pm.
  private static func usageStart(
    of event: UsageEventRegistration, in interval: ActivitySchedule.Interval,
    registeredAt: SimulationInstant, _ software: SystemSoftware
  ) -> SimulationInstant {
    guard event.specification.includesPastActivity, software.has(.includesPastActivity) else {
      return max(interval.start, registeredAt)
    }
    let zone = software.zone(at: interval.start)
    let start = zone.localDateTime(at: interval.start)
    return zone.instant(
      at: LocalDateTime(date: start.date, clock: Clock(hour: start.clock.hour, minute: 0)))
  }

  /// `option idle-stop`: the main app was not opened for too long, so the system drops every
  /// activity at once, telling the monitor nothing; stores keep what they hold.
  private mutating func lapseMonitoring(idle: SimulationDuration) -> [DeviceEffect] {
    let lapsed = activityNames
    var effects: [DeviceEffect] = []
    for name in lapsed {
      guard let registration = remove(name) else { continue }
      effects.append(.cancelCrossings(registration: registration.id))
    }
    effects.append(.emit(.monitoringLapsed(activities: lapsed, idle: idle)))
    effects.append(.updateUsage)
    return effects
  }

  // MARK: - Usage

  /// Replaces the state of the interval in progress of `name`, as usage evaluation left it.
  mutating func update(_ interval: ActiveInterval, of name: String) {
    registrations[name]?.current = interval
  }

  /// `os fires thresholds early` takes effect, if it is armed and acts on this OS (any version,
  /// or from 26.2 under `option early-thresholds from-26.2`): every registered usage event
  /// reaches its threshold now.
  mutating func fireThresholdsEarly(
    trigger: String, faults: inout FaultPlan, context: ActivityContext
  ) -> [DeviceEffect] {
    guard faults.isFiringThresholdsEarly,
      context.options.earlyThresholds == .anyVersion
        || context.software.version >= SystemVersion(26, 2)
    else { return [] }
    var effects: [DeviceEffect] = []
    effects.report(faults.takeThresholdsFireEarly(at: context.now))
    effects.append(.emit(.thresholdsFiredEarly(trigger: trigger)))
    for name in activityNames {
      guard var registration = registrations[name] else { continue }
      for event in registration.events {
        registration.current?.reached.insert(event.name)
        effects.append(
          .callbackFallsDue(
            ScheduledCallback(
              callback: .eventDidReachThreshold, activity: name, event: event.name,
              subject: registration.subject)))
      }
      registrations[name] = registration
    }
    return effects
  }
}
