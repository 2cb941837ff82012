import SimulationEngine

/// The DeviceActivity side of the system: its scheduler, its callback dispatcher and its
/// usage tracker, the three parts `deviceactivityd` plays for one app.
///
/// The daemon passes the inputs that need two of its parts at once (usage evaluation reads the
/// scheduler's intervals and marks their events) to the part that owns the transition.
public struct DeviceActivityDaemon: Sendable {
  /// Registrations and their boundaries.
  var scheduler = DeviceActivityScheduler()
  /// Callbacks on their way to the monitor extension.
  var dispatcher = MonitorCallbackDispatcher()
  /// What the user has had in front of them.
  var usage = UsageTracker()

  /// The daemon of an app that monitors nothing.
  public init() {}

  /// The number of activities monitored now.
  public var activityCount: Int { scheduler.registrations.count }

  /// Whether an activity registered for `subject` (a scenario's profile) is inside an interval
  /// now: its start came and neither its end, a stop, a lapse nor the app's deletion since.
  ///
  /// - Complexity: O(*n*) in the number of activities monitored.
  public func hasIntervalInProgress(forSubject subject: String) -> Bool {
    scheduler.registrations.values.contains { $0.subject == subject && $0.current != nil }
  }

  /// Usage follows what accrues it now (``UsageTracker/follow(_:in:since:context:)``).
  mutating func follow(
    _ accruing: Item?, since start: SimulationInstant, context: ActivityContext
  ) -> [DeviceEffect] {
    usage.follow(accruing, in: &scheduler, since: start, context: context)
  }

  /// Every usage event in progress is evaluated again (``UsageTracker/evaluate(in:accruing:context:)``).
  mutating func evaluateUsage(accruing: Item?, context: ActivityContext) -> [DeviceEffect] {
    usage.evaluate(in: &scheduler, accruing: accruing, context: context)
  }

  /// A usage crossing falls due.
  mutating func crossingDue(_ key: CrossingKey, accruing: Item?, context: ActivityContext)
    -> [DeviceEffect]
  {
    usage.crossingDue(key, in: &scheduler, accruing: accruing, context: context)
  }

  /// The app was deleted: its activities and the callbacks on their way are gone; what the
  /// system counted of usage stays.
  mutating func appDeleted() -> [DeviceEffect] {
    dispatcher.appDeleted()
    return scheduler.removeAll()
  }
}
