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
    #expect(plan.takeCallbackFault(for: home, at: start).outcome == nil)
    let taken = plan.takeCallbackFault(for: work, at: start + .minutes(5))
    #expect(taken == FaultConsultation(outcome: .dropped, fired: [FaultID(1)]))
    #expect(plan.takeCallbackFault(for: work, at: start + .minutes(6)).fired.isEmpty)
    #expect(plan.fault(FaultID(1))?.firstFiredAt == start + .minutes(5))
    #expect(plan.fault(FaultID(1))?.isInForce == false)
  }

  @Test func aLaterOneShotOfTheSameKindReplacesTheArmedOne() {
    var plan = FaultPlan()
    plan.add(fault(1, .failAuthorization(.networkError)))
    plan.add(fault(2, .failAuthorization(.restricted), at: 1))
    let taken = plan.takeAuthorizationFailure(at: start + .minutes(2))
    #expect(taken == FaultConsultation(outcome: .restricted, fired: [FaultID(2)]))
    #expect(plan.fault(FaultID(1))?.endedAt == start + .minutes(1))
    #expect(plan.fault(FaultID(1))?.firstFiredAt == nil)
    #expect(plan.takeAuthorizationFailure(at: start + .minutes(3)).outcome == nil)
  }

  @Test func aPersistentFaultIsInForceUntilAFaultClearsIt() {
    var plan = FaultPlan()
    plan.add(fault(1, .backendDown))
    #expect(plan.applyBackendOutage(at: start + .minutes(1)).fired == [FaultID(1)])
    #expect(plan.applyBackendOutage(at: start + .minutes(2)).outcome)
    plan.add(fault(2, .backendUp, at: 3))
    #expect(plan.applyBackendOutage(at: start + .minutes(4)) == .init(outcome: false, fired: []))
    let outage = plan.fault(FaultID(1))
    #expect(outage?.firings == 2)
    #expect(outage?.endedAt == start + .minutes(3))
  }

  @Test func storesAreIgnoredForTheirSubjectUntilHonoured() {
    var plan = FaultPlan()
    plan.add(fault(1, .ignoreStores(subject: "work")))
    plan.add(fault(2, .ignoreStores(subject: "home")))
    #expect(plan.ignoredStores.map(\.subject) == ["work", "home"])
    plan.add(fault(3, .honourStores(subject: "work")))
    #expect(plan.ignoredStores == [IgnoredStores(id: FaultID(2), subject: "home")])
  }

  /// Settings to decide on; the decisions below look only at the faults they are handed.
  let settings = EffectiveSettingsResolver(
    stores: ManagedSettingsDaemon(), tokens: TokenVault(), authority: FamilyControlsAuthority(),
    options: ModelOptions(), inventory: Inventory(), ignoredStores: [])

  /// A decision that comes out `true` while some store that `subjects` wrote is enforced.
  static func enforces(_ subjects: [String]) -> (EffectiveSettingsResolver, [IgnoredStores]) -> Bool
  {
    { _, ignoring in
      subjects.contains { subject in !ignoring.contains { $0.subject == subject } }
    }
  }

  @Test func ignoredStoresTakeEffectOnlyWhenTheyChangeTheDecision() {
    var plan = FaultPlan()
    #expect(
      plan.applyIgnoredStores(at: start, on: settings, Self.enforces(["work"]))
        == .init(outcome: true, fired: [])
    )
    plan.add(fault(1, .ignoreStores(subject: "work")))
    plan.add(fault(2, .ignoreStores(subject: "home")))
    // Another subject's store still decides: nothing the faults hide changes it.
    #expect(
      plan.applyIgnoredStores(at: start, on: settings, Self.enforces(["work", "school"]))
        == .init(outcome: true, fired: []))
    let hidden = plan.applyIgnoredStores(
      at: start + .minutes(1), on: settings, Self.enforces(["work"]))
    #expect(hidden == .init(outcome: false, fired: [FaultID(1)]))
    #expect(plan.fault(FaultID(1))?.firstFiredAt == start + .minutes(1))
    #expect(plan.fault(FaultID(2))?.firstFiredAt == nil)
    // Two faults each hiding a store that would decide: each is needed, so each took effect.
    let both = plan.applyIgnoredStores(
      at: start + .minutes(2), on: settings, Self.enforces(["work", "home"]))
    #expect(both == .init(outcome: false, fired: [FaultID(1), FaultID(2)]))
    #expect(plan.fault(FaultID(1))?.firings == 2)
  }

  @Test func faultsHidingTheSameStoreTakeEffectTogether() {
    var plan = FaultPlan()
    plan.add(fault(1, .ignoreStores(subject: "work")))
    plan.add(fault(2, .ignoreStores(subject: "home")))
    plan.add(fault(3, .ignoreStores(subject: "school")))
    // One store, written for work and for home: either fault alone hides it.
    let shared = plan.applyIgnoredStores(at: start, on: settings) { _, ignoring in
      !ignoring.contains { $0.subject == "work" || $0.subject == "home" }
    }
    #expect(shared == .init(outcome: false, fired: [FaultID(1), FaultID(2)]))
    #expect(plan.fault(FaultID(3))?.firings == 0)
  }

  @Test func aPersistentFaultIsRecordedOnlyWhenItChangesWhatTheSystemDoes() {
    var plan = FaultPlan()
    plan.add(fault(1, .slowShieldConfiguration(.seconds(3))))
    #expect(
      plan.applyConfigurationDelay(beyond: .seconds(5), at: start) == .init(outcome: nil, fired: [])
    )
    plan.add(fault(2, .slowShieldConfiguration(.seconds(8)), at: 1))
    let slow = plan.applyConfigurationDelay(beyond: .seconds(5), at: start + .minutes(2))
    #expect(slow == .init(outcome: .seconds(8), fired: [FaultID(2)]))
    plan.add(fault(3, .backendLatency(.zero), at: 3))
    #expect(plan.applyBackendLatency(at: start + .minutes(4)) == .init(outcome: nil, fired: []))
    #expect(plan.fault(FaultID(1))?.firstFiredAt == nil)
    #expect(plan.fault(FaultID(2))?.firstFiredAt == start + .minutes(2))
    #expect(plan.fault(FaultID(3))?.firstFiredAt == nil)
  }

  @Test func theLatestMemoryLimitAndLatencyWin() {
    var plan = FaultPlan()
    plan.add(fault(1, .limitMonitorMemory(bytes: 1_000)))
    plan.add(fault(2, .limitMonitorMemory(bytes: 2_000)))
    plan.add(fault(3, .backendLatency(.seconds(3))))
    #expect(plan.applyMonitorMemoryLimit(at: start).outcome == 2_000)
    #expect(plan.applyBackendLatency(at: start).outcome == .seconds(3))
    #expect(plan.fault(FaultID(1))?.firstFiredAt == nil)
    #expect(plan.fault(FaultID(2))?.firings == 1)
  }

  @Test func everyArmedPickerFaultIsUsedUpTogether() {
    var plan = FaultPlan()
    plan.add(fault(1, .emptyNextPicker))
    plan.add(fault(2, .emptyNextPicker))
    #expect(
      plan.takeEmptyPicker(at: start) == .init(outcome: true, fired: [FaultID(1), FaultID(2)]))
    #expect(plan.takeEmptyPicker(at: start) == .init(outcome: false, fired: []))
  }

  @Test(arguments: [
    (FaultKind.reboot, "F1 fault 1 (immediate): fired at t0"),
    (.fireThresholdsEarly, "F1 fault 1 (one-shot): armed at t0, never fired"),
    (.holdThresholdEvents, "F1 fault 1 (persistent): in force from t0, never took effect"),
  ])
  func aFaultSaysWhatItDid(kind: FaultKind, summary: String) {
    var plan = FaultPlan()
    plan.add(fault(1, kind))
    #expect(plan.takeImmediate(FaultID(1), at: start).fired.count == (kind == .reboot ? 1 : 0))
    let text = plan.fault(FaultID(1))?.summary { $0 == start ? "t0" : "\($0)" }
    #expect(text == summary)
  }
}
