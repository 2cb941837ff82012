import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// The scheduler's transitions and the effects they return, without a device.
struct DeviceActivitySchedulerTests {
  /// Every day from `start` to `end` o'clock.
  func daily(_ start: Int, _ end: Int, warning: SimulationDuration? = nil, repeats: Bool = true)
    -> ActivitySchedule
  {
    ActivitySchedule(
      start: ScheduleComponents(hour: start, minute: 0),
      end: ScheduleComponents(hour: end, minute: 0), repeats: repeats, warningTime: warning)
  }

  /// Registers `name` for `subject` at `context`; returns the effect lines.
  func register(
    _ name: String, _ schedule: ActivitySchedule, in scheduler: inout DeviceActivityScheduler,
    subject: String? = "work", isAuthorized: Bool = true,
    events: [UsageEventRegistration] = [], context: ActivityContext = activityContext(8)
  ) -> (lines: [String], failure: MonitoringFailure?) {
    let outcome = scheduler.startMonitoring(
      name, schedule: schedule, events: events, by: .mainApp, subject: subject,
      isAuthorized: isAuthorized, context: context)
    return (EffectLines.of(outcome.effects), outcome.failure)
  }

  /// The lines that are not the reports of the request itself.
  func consequences(_ lines: [String]) -> [String] {
    lines.filter { !$0.hasPrefix("emit monitoring") }
  }

  @Test func aRegistrationBeforeItsIntervalSchedulesItsBoundariesAndWarnings() {
    var scheduler = DeviceActivityScheduler()
    let (lines, failure) = register("a", daily(9, 10, warning: .minutes(5)), in: &scheduler)
    #expect(failure == nil)
    #expect(lines.first == #"emit monitoringRequested(ProcessKind.mainApp, activity: "a")"#)
    #expect(
      consequences(lines) == [
        "schedule boundary(registration: 1, generation: 1, BoundaryKind.startWarning) at "
          + "+0d 08:55:00.000",
        "schedule boundary(registration: 1, generation: 1, BoundaryKind.endWarning) at "
          + "+0d 09:55:00.000",
        "schedule boundary(registration: 1, generation: 1, BoundaryKind.end) at +0d 10:00:00.000",
        "schedule boundary(registration: 1, generation: 1, BoundaryKind.start) at "
          + "+0d 09:00:00.000",
        "fire thresholds early at registration",
      ])
    #expect(scheduler.activityNames == ["a"])
    #expect(scheduler.registrations["a"]?.subject == "work")
  }

  @Test func aRegistrationInsideItsIntervalStartsItAtOnce() {
    var scheduler = DeviceActivityScheduler()
    let (lines, _) = register("a", daily(9, 10), in: &scheduler, context: activityContext(9, 30))
    #expect(
      consequences(lines) == [
        "schedule boundary(registration: 1, generation: 1, BoundaryKind.end) at +0d 10:00:00.000",
        #"emit intervalStarted("a")"#,
        "falls due intervalDidStart for a",
        "evaluate usage",
        "fire thresholds early at registration",
      ])
    #expect(scheduler.registrations["a"]?.current?.interval.start == instant(9))
  }

  static let wrongShapes: [(ActivitySchedule, MonitoringFailure)] = [
    (
      ActivitySchedule(
        start: ScheduleComponents(hour: 25, minute: 0), end: ScheduleComponents(hour: 9, minute: 0),
        repeats: true, warningTime: nil), .invalidDateComponents
    ),
    (
      ActivitySchedule(
        start: ScheduleComponents(hour: 9, minute: 0), end: ScheduleComponents(hour: 9, minute: 10),
        repeats: true, warningTime: nil), .intervalTooShort
    ),
    (
      ActivitySchedule(
        start: ScheduleComponents(year: 1970, month: 1, day: 1, hour: 9),
        end: ScheduleComponents(year: 1970, month: 1, day: 9, hour: 9), repeats: false,
        warningTime: nil), .intervalTooLong
    ),
  ]

  @Test(arguments: wrongShapes)
  func aScheduleOfTheWrongShapeIsRefusedBeforeAuthorizationIsChecked(
    schedule: ActivitySchedule, failure: MonitoringFailure
  ) {
    var scheduler = DeviceActivityScheduler()
    let (lines, refused) = register("a", schedule, in: &scheduler, isAuthorized: false)
    #expect(refused == failure)
    #expect(
      lines == [
        #"emit monitoringRequested(ProcessKind.mainApp, activity: "a")"#,
        #"emit monitoringRefused(ProcessKind.mainApp, activity: "a", MonitoringFailure."#
          + "\(failure))",
      ])
    #expect(scheduler.activityNames.isEmpty)
  }

  @Test func theTwentyFirstActivityIsRefusedBeforeAuthorizationIsChecked() {
    var scheduler = DeviceActivityScheduler()
    for index in 0..<DeviceActivityScheduler.activityLimit {
      #expect(register("a\(index)", daily(9, 10), in: &scheduler).failure == nil)
    }
    #expect(
      register("extra", daily(9, 10), in: &scheduler, isAuthorized: false).failure
        == .excessiveActivities)
    #expect(register("a0", daily(11, 12), in: &scheduler).failure == nil)
    #expect(
      register("b", daily(9, 10), in: &scheduler, isAuthorized: false).failure
        == .excessiveActivities)
    var fresh = DeviceActivityScheduler()
    #expect(register("b", daily(9, 10), in: &fresh, isAuthorized: false).failure == .unauthorized)
  }

  @Test func replacingAnActivityDuringItsIntervalEndsItAndStalesItsBoundaries() {
    var scheduler = DeviceActivityScheduler()
    _ = register("a", daily(9, 10), in: &scheduler, context: activityContext(9, 30))
    let (lines, _) = register(
      "a", daily(11, 12), in: &scheduler, subject: nil, context: activityContext(9, 40))
    #expect(
      Array(consequences(lines).prefix(3)) == [
        "cancel crossings of 1", #"emit activityReplacedDuringInterval("a")"#,
        "falls due intervalDidEnd for a",
      ])
    #expect(scheduler.registration(id: 1, generation: 1) == nil)
    #expect(scheduler.registration(id: 2, generation: 1)?.name == "a")
    // A registration from no subject keeps the subject the name was registered for.
    #expect(scheduler.registrations["a"]?.subject == "work")
  }

  @Test func theEndOfARepeatingIntervalSchedulesTheNextOne() {
    var scheduler = DeviceActivityScheduler()
    _ = register("a", daily(9, 10), in: &scheduler, context: activityContext(9, 30))
    let lines = EffectLines.of(
      scheduler.handleBoundary(
        registration: 1, generation: 1, kind: .end, idleSince: .origin,
        context: activityContext(10)))
    #expect(
      lines == [
        "cancel crossings of 1", #"emit intervalEnded("a")"#, "falls due intervalDidEnd for a",
        "schedule boundary(registration: 1, generation: 2, BoundaryKind.end) at +1d 10:00:00.000",
        "schedule boundary(registration: 1, generation: 2, BoundaryKind.start) at "
          + "+1d 09:00:00.000",
        "update usage",
      ])
    #expect(scheduler.registrations["a"]?.current == nil)
    #expect(scheduler.registration(id: 1, generation: 1) == nil)
  }

  @Test func aOneOffActivityFinishesAtTheEndOfItsInterval() {
    var scheduler = DeviceActivityScheduler()
    _ = register(
      "a", daily(9, 10, repeats: false), in: &scheduler, context: activityContext(9, 30))
    let lines = EffectLines.of(scheduler.endInterval(of: "a", activityContext(10)))
    #expect(lines.suffix(2) == [#"emit activityFinished("a")"#, "update usage"])
    #expect(scheduler.activityNames.isEmpty)
  }

  @Test func usageIsEvaluatedBeforeTheEndWhenThresholdsAtTheEndFire() {
    var scheduler = DeviceActivityScheduler()
    var options = ModelOptions()
    options.thresholdAtEnd = .fire
    _ = register("a", daily(9, 10), in: &scheduler, context: activityContext(9, 30))
    let lines = EffectLines.of(
      scheduler.handleBoundary(
        registration: 1, generation: 1, kind: .end, idleSince: .origin,
        context: activityContext(10, options: options)))
    #expect(lines == ["evaluate usage", "end interval of a"])
  }

  @Test func aBoundaryAfterTheMainAppWentUnopenedTooLongDropsEveryActivity() {
    var scheduler = DeviceActivityScheduler()
    var options = ModelOptions()
    options.idleStop = .hours(1)
    _ = register("a", daily(9, 10), in: &scheduler)
    _ = register("b", daily(9, 11), in: &scheduler)
    let lines = EffectLines.of(
      scheduler.handleBoundary(
        registration: 1, generation: 1, kind: .start, idleSince: instant(7, 59),
        context: activityContext(9, options: options)))
    #expect(
      lines == [
        "cancel crossings of 1", "cancel crossings of 2",
        #"emit monitoringLapsed(activities: ["a", "b"], idle: 1h)"#, "update usage",
      ])
    #expect(scheduler.activityNames.isEmpty)
  }

  @Test func stoppingDuringAnIntervalEndsIt() {
    var scheduler = DeviceActivityScheduler()
    _ = register("a", daily(9, 10), in: &scheduler, context: activityContext(9, 30))
    _ = register("b", daily(11, 12), in: &scheduler, context: activityContext(9, 30))
    let lines = EffectLines.of(scheduler.stopMonitoring([], by: .monitor))
    #expect(
      lines == [
        "cancel crossings of 1", #"emit monitoringStopped(ProcessKind.monitor, activity: "a")"#,
        "falls due intervalDidEnd for a", "cancel crossings of 2",
        #"emit monitoringStopped(ProcessKind.monitor, activity: "b")"#, "update usage",
      ])
  }

  @Test func aTimeZoneChangeMovesOnlyIntervalsNotInProgress() throws {
    var scheduler = DeviceActivityScheduler()
    _ = register("a", daily(9, 10), in: &scheduler, context: activityContext(9, 30))
    _ = register("b", daily(11, 12), in: &scheduler, context: activityContext(9, 30))
    #expect(
      EffectLines.of(scheduler.rescheduleForTimeZoneChange()) == ["reschedule a", "reschedule b"])
    var context = activityContext(9, 30)
    let tokyo = DeviceTimeZone(identifier: "Asia/Tokyo")
    context.software.changeTimeZone(to: try #require(tokyo), at: context.now)
    #expect(scheduler.reschedule("a", context).isEmpty)
    // 11:00 in Tokyo is 02:00 UTC, already past on day 1: the next is day 2.
    #expect(
      EffectLines.of(scheduler.reschedule("b", context)) == [
        "schedule boundary(registration: 2, generation: 2, BoundaryKind.end) at +1d 03:00:00.000",
        "schedule boundary(registration: 2, generation: 2, BoundaryKind.start) at "
          + "+1d 02:00:00.000",
      ])
  }

  @Test func thresholdsFireEarlyOnlyWhenArmedAndOnAVersionWhereTheyDo() {
    var scheduler = DeviceActivityScheduler()
    let event = UsageEventRegistration(
      UsageEventSpecification(
        name: "limit", applications: [], categories: [], webDomains: [], threshold: .hours(1),
        includesPastActivity: false),
      tokens: TokenVault(), epoch: 1, inventory: Inventory())
    _ = register(
      "a", daily(9, 10), in: &scheduler, events: [event], context: activityContext(9, 30))
    var faults = FaultPlan()
    #expect(
      scheduler.fireThresholdsEarly(
        trigger: "unlock", faults: &faults, context: activityContext(9, 40)
      ).isEmpty)
    faults.add(
      Fault(id: FaultID(1), kind: .fireThresholdsEarly, description: "f", injectedAt: .origin))
    var options = ModelOptions()
    options.earlyThresholds = .from26Point2
    #expect(
      scheduler.fireThresholdsEarly(
        trigger: "unlock", faults: &faults, context: activityContext(9, 40, options: options)
      ).isEmpty)
    let lines = EffectLines.of(
      scheduler.fireThresholdsEarly(
        trigger: "unlock", faults: &faults,
        context: activityContext(9, 40, options: options, version: SystemVersion(26, 2))))
    #expect(
      lines == [
        "emit faultFired(F1)", #"emit thresholdsFiredEarly(trigger: "unlock")"#,
        "falls due eventDidReachThreshold (limit) for a",
      ])
    #expect(scheduler.registrations["a"]?.current?.reached == ["limit"])
    #expect(faults.fault(FaultID(1))?.firstFiredAt == instant(9, 40))
  }

  @Test func pastActivityCountsFromTheRoundHourOnlyWhereTheOSHasIt() {
    let specification = UsageEventSpecification(
      name: "limit", applications: [], categories: [], webDomains: [], threshold: .hours(1),
      includesPastActivity: true)
    let event = UsageEventRegistration(
      specification, tokens: TokenVault(), epoch: 1, inventory: Inventory())
    let schedule = ActivitySchedule(
      start: ScheduleComponents(hour: 9, minute: 15), end: ScheduleComponents(hour: 10, minute: 0),
      repeats: true, warningTime: nil)
    for (version, from) in [
      (SystemVersion(17, 4), instant(9)), (SystemVersion(17, 3), instant(9, 30)),
    ] {
      var scheduler = DeviceActivityScheduler()
      _ = register(
        "a", schedule, in: &scheduler, events: [event],
        context: activityContext(9, 30, version: version))
      #expect(scheduler.registrations["a"]?.current?.countFrom["limit"] == from)
    }
  }
}
