import SimulationEngine

extension SimulatedDevice {
  /// The most activities the app and its extensions may monitor at once.
  public static let activityLimit = DeviceActivityScheduler.activityLimit
  /// The shortest interval `startMonitoring` accepts.
  public static let minimumInterval = DeviceActivityScheduler.minimumInterval
  /// The longest interval `startMonitoring` accepts.
  public static let maximumInterval = DeviceActivityScheduler.maximumInterval

  /// What the DeviceActivity components read of the device now.
  var activityContext: ActivityContext {
    ActivityContext(now: now, software: software, options: options)
  }

  // MARK: - DeviceActivityCenter

  /// `DeviceActivityCenter.startMonitoring(_:during:events:)` from the process running now.
  ///
  /// - Throws: the ``MonitoringFailure`` the scheduler refuses it with.
  package func startMonitoring(
    _ name: String, schedule: ActivitySchedule, events: [UsageEventSpecification]
  ) throws(MonitoringFailure) {
    let registered = events.sorted { $0.name < $1.name }.map {
      UsageEventRegistration(
        $0, tokens: tokens, epoch: authority.epoch, inventory: inventory,
        countsAssociatedDomains: options.associatedDomains == .count)
    }
    let outcome = deviceActivity.scheduler.startMonitoring(
      name, schedule: schedule, events: registered, by: processes.currentProcess,
      subject: causes.current.subject, isAuthorized: authority.isApproved,
      context: activityContext)
    perform(outcome.effects)
    if let failure = outcome.failure { throw failure }
  }

  /// `DeviceActivityCenter.stopMonitoring(_:)`; an empty list stops every activity.
  package func stopMonitoring(_ names: [String]) {
    perform(deviceActivity.scheduler.stopMonitoring(names, by: processes.currentProcess))
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
    activityContext.interval(of: schedule)
  }

  // MARK: - The time zone

  /// `user changes timezone <id>`: intervals not yet started follow the new zone.
  public func changeTimeZone(to zone: DeviceTimeZone) {
    software.changeTimeZone(to: zone, at: now)
    emit(.timeZoneChanged(zone))
    perform(deviceActivity.scheduler.rescheduleForTimeZoneChange())
  }

  // MARK: - Effects

  /// A schedule boundary falls due.
  func handleBoundary(registration id: Int, generation: Int, kind: BoundaryKind) {
    perform(
      deviceActivity.scheduler.handleBoundary(
        registration: id, generation: generation, kind: kind,
        idleSince: processes.lastForegroundAt ?? configuration.start, context: activityContext))
  }

  /// A usage crossing falls due.
  func handleCrossing(_ key: CrossingKey) {
    perform(
      deviceActivity.crossingDue(key, accruing: screen.accruingItem, context: activityContext))
  }

  /// A monitor callback falls due now.
  func callbackFallsDue(_ callback: ScheduledCallback) {
    perform(
      deviceActivity.dispatcher.fallDue(callback, at: now, options: options, faults: &faults))
  }

  /// A callback's time has come: the dispatcher delivers or holds it.
  func attemptDelivery(_ callback: ScheduledCallback) {
    perform(
      deviceActivity.dispatcher.attemptDelivery(
        callback, isAuthorized: authority.isApproved, isLocked: screen.isLocked,
        hasMonitorExtension: host.hasMonitorExtension, at: now, options: options,
        faults: &faults))
  }

  /// Runs the monitor extension for `callback` under a new operation for its subject.
  func deliver(_ callback: ScheduledCallback, killAfter: Int?, memoryLimit: Int) {
    withCause(causes.next(subject: callback.subject)) {
      let (_, invocation) = run(
        in: .monitor, handling: callback, killAfterWrites: killAfter, memoryLimit: memoryLimit
      ) {
        host.deliverMonitorCallback(
          callback.callback, activity: callback.activity, event: callback.event)
      }
      if killAfter != nil, invocation.isAlive {
        emit(.monitorKilledAfterCallback(writes: invocation.writes))
      }
    }
  }

  /// Usage follows what is in front now and, if that changed, is evaluated again.
  func updateUsageState() {
    perform(
      deviceActivity.follow(
        screen.accruingItem, since: configuration.start, context: activityContext))
  }
}

extension SimulatedDevice {
  /// The monitored activities registered for `subject` (the scenario's profile), sorted.
  package func monitoredActivities(subject: String) -> [String] {
    deviceActivity.scheduler.activityNames.filter {
      deviceActivity.scheduler.registrations[$0]?.subject == subject
    }
  }
}
