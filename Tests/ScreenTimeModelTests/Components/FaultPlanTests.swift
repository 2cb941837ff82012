import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// The fault plan as data: what each kind of fault does over a run, without a device.
struct FaultPlanTests {
  let start = SimulationInstant.origin

  func fault(_ number: Int, _ kind: FaultKind, at minutes: Int64 = 0) -> Fault {
    Fault(
      id: FaultID(number), kind: kind, description: "fault \(number)",
      injectedAt: start + .minutes(minutes))
  }

  @Test func aOneShotFaultActsOnceAtTheFirstMatchingOccasion() {
    var plan = FaultPlan()
    plan.add(fault(1, .dropCallback(.intervalDidStart, subject: "work")))
    let home = ScheduledCallback(callback: .intervalDidStart, activity: "a", subject: "home")
    let work = ScheduledCallback(callback: .intervalDidStart, activity: "b", subject: "work")
    #expect(plan.takeCallbackFault(for: home, at: start) == nil)
    let taken = plan.takeCallbackFault(for: work, at: start + .minutes(5))
    #expect(taken?.id == FaultID(1))
    #expect(taken?.delay == nil)
    #expect(plan.takeCallbackFault(for: work, at: start + .minutes(6)) == nil)
    #expect(plan.fault(FaultID(1))?.firstFiredAt == start + .minutes(5))
    #expect(plan.fault(FaultID(1))?.isInForce == false)
  }

  @Test func aLaterOneShotOfTheSameKindReplacesTheArmedOne() {
    var plan = FaultPlan()
    plan.add(fault(1, .failAuthorization(.networkError)))
    plan.add(fault(2, .failAuthorization(.restricted), at: 1))
    let taken = plan.takeAuthorizationFailure(at: start + .minutes(2))
    #expect(taken?.id == FaultID(2))
    #expect(taken?.error == .restricted)
    #expect(plan.fault(FaultID(1))?.endedAt == start + .minutes(1))
    #expect(plan.fault(FaultID(1))?.firstFiredAt == nil)
    #expect(plan.takeAuthorizationFailure(at: start + .minutes(3)) == nil)
  }

  @Test func aPersistentFaultIsInForceUntilAFaultClearsIt() {
    var plan = FaultPlan()
    plan.add(fault(1, .backendDown))
    #expect(plan.backendOutage == FaultID(1))
    plan.fire(FaultID(1), at: start + .minutes(1))
    plan.fire(FaultID(1), at: start + .minutes(2))
    #expect(plan.backendOutage == FaultID(1))
    plan.add(fault(2, .backendUp, at: 3))
    #expect(plan.backendOutage == nil)
    let outage = plan.fault(FaultID(1))
    #expect(outage?.firings == 2)
    #expect(outage?.endedAt == start + .minutes(3))
  }

  @Test func storesAreIgnoredForTheirSubjectUntilHonoured() {
    var plan = FaultPlan()
    plan.add(fault(1, .ignoreStores(subject: "work")))
    plan.add(fault(2, .ignoreStores(subject: "home")))
    #expect(plan.ignoredSubjects.map(\.subject) == ["work", "home"])
    plan.add(fault(3, .honourStores(subject: "work")))
    #expect(plan.ignoredSubjects.map(\.subject) == ["home"])
  }

  @Test func theLatestMemoryLimitAndLatencyWin() {
    var plan = FaultPlan()
    plan.add(fault(1, .limitMonitorMemory(bytes: 1_000)))
    plan.add(fault(2, .limitMonitorMemory(bytes: 2_000)))
    plan.add(fault(3, .backendLatency(.seconds(3))))
    #expect(plan.monitorMemoryLimit?.bytes == 2_000)
    #expect(plan.backendLatency?.latency == .seconds(3))
  }

  @Test func everyArmedPickerFaultIsUsedUpTogether() {
    var plan = FaultPlan()
    plan.add(fault(1, .emptyNextPicker))
    plan.add(fault(2, .emptyNextPicker))
    #expect(plan.takeEmptyPicker(at: start) == [FaultID(1), FaultID(2)])
    #expect(plan.takeEmptyPicker(at: start).isEmpty)
  }

  @Test(arguments: [
    (FaultKind.reboot, "F1 fault 1 (immediate): fired at t0"),
    (.fireThresholdsEarly, "F1 fault 1 (one-shot): armed at t0, never fired"),
    (.holdThresholdEvents, "F1 fault 1 (persistent): in force from t0, never took effect"),
  ])
  func aFaultSaysWhatItDid(kind: FaultKind, summary: String) {
    var plan = FaultPlan()
    plan.add(fault(1, kind))
    if kind.persistence == .immediate { plan.fire(FaultID(1), at: start) }
    let text = plan.fault(FaultID(1))?.summary { $0 == start ? "t0" : "\($0)" }
    #expect(text == summary)
  }
}
