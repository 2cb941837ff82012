import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// How the dispatcher moves callbacks from falling due to the monitor, without a device.
struct MonitorCallbackDispatcherTests {
  let start = ScheduledCallback(
    callback: .intervalDidStart, activity: "a", subject: "work",
    interval: .init(start: instant(9), end: instant(10)))
  let threshold = ScheduledCallback(
    callback: .eventDidReachThreshold, activity: "a", event: "limit", subject: "work")

  func fault(_ number: Int, _ kind: FaultKind) -> Fault {
    Fault(id: FaultID(number), kind: kind, description: "F\(number)", injectedAt: .origin)
  }

  /// A delivery attempt at `hour` on an unlocked, authorized device with a monitor extension.
  func attempt(
    _ callback: ScheduledCallback, on dispatcher: inout MonitorCallbackDispatcher,
    faults: inout FaultPlan, isAuthorized: Bool = true, isLocked: Bool = false,
    hasMonitorExtension: Bool = true, at hour: Int = 9
  ) -> [String] {
    EffectLines.of(
      dispatcher.attemptDelivery(
        callback, isAuthorized: isAuthorized, isLocked: isLocked,
        hasMonitorExtension: hasMonitorExtension, at: instant(hour), options: ModelOptions(),
        faults: &faults))
  }

  @Test func aCallbackFallsDueAfterItsLatencyAndADropFaultTakesItOnce() {
    let dispatcher = MonitorCallbackDispatcher()
    var options = ModelOptions()
    options.startLatency = .seconds(30)
    var faults = FaultPlan()
    let due = EffectLines.of(
      dispatcher.fallDue(start, at: instant(9), options: options, faults: &faults))
    #expect(
      due == [
        "emit callbackDue(intervalDidStart for a)",
        "schedule callbackDue(intervalDidStart for a) at +0d 09:00:30.000",
      ])
    faults.add(fault(1, .dropCallback(.intervalDidStart, subject: "work")))
    let dropped = EffectLines.of(
      dispatcher.fallDue(start, at: instant(9), options: options, faults: &faults))
    #expect(
      dropped == [
        "emit callbackDue(intervalDidStart for a)", "emit faultFired(F1)",
        "emit callbackDropped(intervalDidStart for a)",
      ])
    #expect(faults.fault(FaultID(1))?.isInForce == false)
  }

  @Test func aDelayFaultAddsToTheLatencyButNotToARepeatedCallback() {
    let dispatcher = MonitorCallbackDispatcher()
    var faults = FaultPlan()
    faults.add(fault(1, .delayCallback(.intervalDidStart, subject: nil, by: .minutes(5))))
    var repeated = start
    repeated.faultsApplied = true
    #expect(
      dispatcher.fallDue(repeated, at: instant(9), options: ModelOptions(), faults: &faults)
        .count == 2)
    #expect(faults.fault(FaultID(1))?.firings == 0)
    let delayed = EffectLines.of(
      dispatcher.fallDue(start, at: instant(9), options: ModelOptions(), faults: &faults))
    #expect(
      delayed.suffix(2) == [
        "emit callbackDelayed(intervalDidStart for a, by: 5m)",
        "schedule callbackDue(intervalDidStart for a) at +0d 09:05:00.000",
      ])
  }

  @Test func aDeliveredCallbackRunsTheMonitorWithTheKillAndMemoryFaultsInForce() {
    var dispatcher = MonitorCallbackDispatcher()
    var faults = FaultPlan()
    faults.add(fault(1, .killMonitor(afterWrites: 2)))
    faults.add(fault(2, .limitMonitorMemory(bytes: 4_096)))
    #expect(
      attempt(start, on: &dispatcher, faults: &faults) == [
        "emit callbackDelivered(intervalDidStart for a)", "emit faultFired(F1)",
        "emit faultFired(F2)",
        "deliver intervalDidStart for a, killed after 2 writes, memory 4096",
      ])
    #expect(
      attempt(start, on: &dispatcher, faults: &faults).last
        == "deliver intervalDidStart for a, memory 4096")
    #expect(
      attempt(start, on: &dispatcher, faults: &faults, hasMonitorExtension: false) == [
        "emit callbackDelivered(intervalDidStart for a)"
      ])
  }

  @Test func withoutAuthorizationACallbackIsWithheldAndNotKept() {
    var dispatcher = MonitorCallbackDispatcher()
    var faults = FaultPlan()
    #expect(
      attempt(start, on: &dispatcher, faults: &faults, isAuthorized: false) == [
        "emit callbackWithheld(intervalDidStart for a)"
      ])
    #expect(dispatcher.heldWhileLocked.isEmpty)
    #expect(!dispatcher.canRepeat(.intervalDidStart, subject: "work"))
  }

  @Test func callbacksWaitForTheUnlockInOrderAndThoseOfASleptIntervalAreSkipped() {
    var dispatcher = MonitorCallbackDispatcher()
    var faults = FaultPlan()
    var end = start
    end.callback = .intervalDidEnd
    for callback in [start, threshold, end] {
      #expect(attempt(callback, on: &dispatcher, faults: &faults, isLocked: true).count == 1)
    }
    #expect(dispatcher.heldWhileLocked == [start, threshold, end])
    let lines = EffectLines.of(
      dispatcher.deliverHeldCallbacks(
        lockedSince: instant(8), at: instant(11), options: ModelOptions()))
    #expect(
      lines == [
        "emit callbackSkippedForSleptInterval(intervalDidStart for a)",
        "attempt eventDidReachThreshold (limit) for a",
        "emit callbackSkippedForSleptInterval(intervalDidEnd for a)",
      ])
    #expect(dispatcher.heldWhileLocked.isEmpty)
    var options = ModelOptions()
    options.sleptInterval = .deliverLate
    _ = attempt(start, on: &dispatcher, faults: &faults, isLocked: true)
    #expect(
      EffectLines.of(
        dispatcher.deliverHeldCallbacks(lockedSince: instant(8), at: instant(11), options: options))
        == ["attempt intervalDidStart for a"])
  }

  @Test func heldThresholdEventsWaitForTheReleaseAndIntervalCallbacksDoNot() {
    var dispatcher = MonitorCallbackDispatcher()
    var faults = FaultPlan()
    faults.add(fault(1, .holdThresholdEvents))
    var warning = threshold
    warning.callback = .eventWillReachThresholdWarning
    #expect(
      attempt(threshold, on: &dispatcher, faults: &faults) == [
        "emit faultFired(F1)", "emit callbackHeldByFault(eventDidReachThreshold (limit) for a)",
      ])
    _ = attempt(warning, on: &dispatcher, faults: &faults)
    #expect(
      attempt(start, on: &dispatcher, faults: &faults).first?.hasPrefix("emit callbackDelivered")
        == true)
    #expect(faults.fault(FaultID(1))?.firings == 2)
    #expect(
      EffectLines.of(dispatcher.releaseThresholdEvents(reversed: true)) == [
        "emit thresholdEventsReleased(count: 2, reversed: true)",
        "attempt eventWillReachThresholdWarning (limit) for a",
        "attempt eventDidReachThreshold (limit) for a",
      ])
    #expect(dispatcher.heldByFault.isEmpty)
  }

  @Test func onlyADeliveredCallbackCanBeRepeatedAndTheRepeatSkipsDropFaults() throws {
    var dispatcher = MonitorCallbackDispatcher()
    var faults = FaultPlan()
    #expect(throws: DeviceError.nothingToRepeat(.intervalDidStart, subject: "work")) {
      try dispatcher.repeatCallback(.intervalDidStart, subject: "work")
    }
    _ = attempt(start, on: &dispatcher, faults: &faults)
    #expect(dispatcher.canRepeat(.intervalDidStart, subject: "work"))
    let effects = try dispatcher.repeatCallback(.intervalDidStart, subject: "work")
    #expect(
      EffectLines.of(effects) == [
        #"emit callbackRepeated(MonitorCallback.intervalDidStart, activity: "a")"#,
        "attempt intervalDidStart for a",
      ])
    guard case .attemptDelivery(let duplicate) = effects.last else {
      Issue.record("expected a delivery attempt")
      return
    }
    #expect(duplicate.faultsApplied)
  }

  @Test func aCallbackThatFellDueBeforeTheAppWasDeletedReachesNobody() throws {
    var dispatcher = MonitorCallbackDispatcher()
    var faults = FaultPlan()
    var due: ScheduledCallback?
    for effect in dispatcher.fallDue(
      start, at: instant(9), options: ModelOptions(), faults: &faults)
    {
      if case .schedule(.callbackDue(let callback), _) = effect { due = callback }
    }
    let callback = try #require(due)
    _ = attempt(callback, on: &dispatcher, faults: &faults, isLocked: true)
    dispatcher.appDeleted()
    #expect(dispatcher.heldWhileLocked.isEmpty)
    #expect(attempt(callback, on: &dispatcher, faults: &faults).isEmpty)
  }
}
