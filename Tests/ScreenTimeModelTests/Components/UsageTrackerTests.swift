import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// How the tracker counts use and makes usage events reach their thresholds, without a device.
struct UsageTrackerTests {
  let inventory = Inventory(
    apps: [
      .init(name: "insta", bundleIdentifier: "com.insta", displayName: "Instagram", category: 0),
      .init(name: "tiktok", bundleIdentifier: "com.tiktok", displayName: "TikTok", category: 0),
      .init(name: "chess", bundleIdentifier: "com.chess", displayName: "Chess", category: nil),
    ],
    categories: [.init(name: "social", displayName: "Social")])
  let mint = TokenMint(seed: 1)

  func event(
    _ name: String, threshold: SimulationDuration, apps: Set<OpaqueToken> = [],
    categories: Set<OpaqueToken> = [], tokens: TokenVault = TokenVault()
  ) -> UsageEventRegistration {
    UsageEventRegistration(
      UsageEventSpecification(
        name: name, applications: apps, categories: categories, webDomains: [],
        threshold: threshold, includesPastActivity: false),
      tokens: tokens, epoch: 1, inventory: inventory)
  }

  /// A scheduler with activity `a`, 9:00 to 10:00 every day, in progress from 9:00.
  func scheduler(
    _ events: [UsageEventRegistration], warning: SimulationDuration? = nil
  ) -> DeviceActivityScheduler {
    var scheduler = DeviceActivityScheduler()
    _ = scheduler.startMonitoring(
      "a",
      schedule: ActivitySchedule(
        start: ScheduleComponents(hour: 9, minute: 0),
        end: ScheduleComponents(hour: 10, minute: 0), repeats: true, warningTime: warning),
      events: events, by: .mainApp, subject: "work", isAuthorized: true,
      context: activityContext(9))
    return scheduler
  }

  @Test func anEventsTokensResolveToItemsAndACategoryToItsMembers() {
    var tokens = TokenVault()
    let chess = tokens.current(for: .app(2), epoch: 1, mint: mint).token
    let social = tokens.current(for: .category(0), epoch: 1, mint: mint).token
    let stale = tokens.current(for: .app(0), epoch: 0, mint: mint).token
    #expect(event("all", threshold: .hours(1)).matchedItems == nil)
    #expect(
      event(
        "some", threshold: .hours(1), apps: [chess, stale], categories: [social], tokens: tokens
      )
      .matchedItems == [.app(0), .app(1), .app(2)])
    #expect(
      event("none", threshold: .hours(1), apps: [stale], tokens: tokens).matchedItems == [])
  }

  @Test func usageReachesTheWarningThenTheThresholdAtTheCrossingsItScheduled() {
    var tokens = TokenVault()
    let insta = tokens.current(for: .app(0), epoch: 1, mint: mint).token
    var scheduler = scheduler(
      [event("limit", threshold: .minutes(30), apps: [insta], tokens: tokens)],
      warning: .minutes(5))
    var tracker = UsageTracker()
    var queue = Simulation<Int>(start: instant(9))
    func track(_ effects: [DeviceEffect]) -> [String] {
      for effect in effects {
        if case .scheduleCrossing(let key, let instant) = effect {
          tracker.track(key, queue.schedule(0, at: instant))
        }
      }
      return EffectLines.of(effects)
    }
    #expect(
      track(tracker.follow(.app(0), in: &scheduler, since: .origin, context: activityContext(9)))
        == ["cross limit warning at +0d 09:25:00.000", "cross limit at +0d 09:30:00.000"])
    let warning = CrossingKey(registration: 1, event: "limit", isWarning: true)
    #expect(
      track(
        tracker.crossingDue(
          warning, in: &scheduler, accruing: .app(0), context: activityContext(9, 25))) == [
          "cancel event #1", "falls due eventWillReachThresholdWarning (limit) for a",
          "cross limit at +0d 09:30:00.000",
        ])
    let reached = CrossingKey(registration: 1, event: "limit", isWarning: false)
    #expect(
      track(
        tracker.crossingDue(
          reached, in: &scheduler, accruing: .app(0), context: activityContext(9, 30))) == [
          #"emit thresholdReached(activity: "a", event: "limit", threshold: 30m)"#,
          "falls due eventDidReachThreshold (limit) for a",
        ])
    #expect(scheduler.registrations["a"]?.current?.reached == ["limit"])
    #expect(scheduler.registrations["a"]?.current?.warned == ["limit"])
    // Reached events are not evaluated again.
    #expect(
      tracker.follow(nil, in: &scheduler, since: .origin, context: activityContext(9, 40)).isEmpty)
  }

  @Test func onlyTheMatchedItemsCountAndNothingCountsWhileNothingIsInFront() {
    var tokens = TokenVault()
    let chess = tokens.current(for: .app(2), epoch: 1, mint: mint).token
    var scheduler = scheduler([
      event("all", threshold: .minutes(20)),
      event("chess", threshold: .minutes(20), apps: [chess], tokens: tokens),
    ])
    var tracker = UsageTracker()
    _ = tracker.follow(.app(0), in: &scheduler, since: .origin, context: activityContext(9))
    let switched = EffectLines.of(
      tracker.follow(.app(2), in: &scheduler, since: .origin, context: activityContext(9, 15)))
    #expect(switched == ["cross all at +0d 09:20:00.000", "cross chess at +0d 09:35:00.000"])
    let home = EffectLines.of(
      tracker.follow(nil, in: &scheduler, since: .origin, context: activityContext(9, 19)))
    #expect(home.isEmpty)
    #expect(tracker.usage(of: nil, from: instant(9), to: instant(9, 30)) == .minutes(19))
    #expect(tracker.usage(of: [.app(2)], from: instant(9), to: instant(9, 30)) == .minutes(4))
    #expect(tracker.openItem == nil)
  }

  @Test(arguments: [ModelOptions.ThresholdAtEnd.drop, .fire])
  func usageReachingAThresholdAtTheEndFiresOnlyUnderThresholdAtEndFire(
    _ atEnd: ModelOptions.ThresholdAtEnd
  ) {
    var scheduler = scheduler([event("hour", threshold: .hours(1))])
    var tracker = UsageTracker()
    _ = tracker.follow(.app(2), in: &scheduler, since: .origin, context: activityContext(9))
    var options = ModelOptions()
    options.thresholdAtEnd = atEnd
    let lines = EffectLines.of(
      tracker.evaluate(
        in: &scheduler, accruing: .app(2), context: activityContext(10, options: options)))
    #expect(
      lines
        == (atEnd == .fire
          ? [
            #"emit thresholdReached(activity: "a", event: "hour", threshold: 1h)"#,
            "falls due eventDidReachThreshold (hour) for a",
          ] : []))
  }

  @Test func cancellingARegistrationsCrossingsTakesOnlyItsOwn() {
    var tracker = UsageTracker()
    var queue = Simulation<Int>()
    let first = queue.schedule(0, at: instant(9))
    let second = queue.schedule(0, at: instant(9))
    tracker.track(CrossingKey(registration: 1, event: "e", isWarning: false), first)
    tracker.track(CrossingKey(registration: 2, event: "e", isWarning: false), second)
    #expect(EffectLines.of(tracker.cancelCrossings(of: 2)) == ["cancel event #1"])
    #expect(tracker.cancelCrossings(of: 2).isEmpty)
    #expect(
      tracker.pendingCrossings == [CrossingKey(registration: 1, event: "e", isWarning: false)])
  }
}
