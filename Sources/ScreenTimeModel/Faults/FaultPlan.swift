import SimulationEngine

/// Every fault injected into a run, in order, with what each did.
///
/// The plan is data: the component at each occasion a fault could act on (a request, a
/// callback falling due, a backend request) consults it through one of its `take…` methods
/// (one-shot faults, used up) or `apply…` methods (persistent faults), which record when a fault
/// takes effect and return a ``FaultConsultation``; so a run can list its faults, say what each
/// did, and be repeated with any of them removed. No fault changes the model's options; a
/// persistent fault overrides them while it is in force.
public struct FaultPlan: Sendable {
  /// The faults in the order they were injected.
  public private(set) var faults: [Fault] = []

  public init() {}

  /// Adds `fault`; a persistent or one-shot fault of the same kind that it replaces ends now.
  mutating func add(_ fault: Fault) {
    let replaced: (FaultKind) -> Bool =
      switch fault.kind {
      case .failAuthorization: { if case .failAuthorization = $0 { true } else { false } }
      case .killMonitor: { if case .killMonitor = $0 { true } else { false } }
      case .limitMonitorMemory: { if case .limitMonitorMemory = $0 { true } else { false } }
      case .slowShieldConfiguration:
        { if case .slowShieldConfiguration = $0 { true } else { false } }
      case .backendLatency: { if case .backendLatency = $0 { true } else { false } }
      case .backendUp: { $0 == .backendDown }
      case .honourStores(let subject): { $0 == .ignoreStores(subject: subject) }
      case .releaseThresholdEvents: { $0 == .holdThresholdEvents }
      default: { _ in false }
      }
    for index in faults.indices where faults[index].isInForce && replaced(faults[index].kind) {
      faults[index].endedAt = fault.injectedAt
    }
    faults.append(fault)
  }

  /// The fault with `id`, if any.
  public func fault(_ id: FaultID) -> Fault? {
    faults.first { $0.id == id }
  }

  /// Records that fault `id` took effect at `instant`; every consultation records through here.
  private mutating func fire(_ id: FaultID, at instant: SimulationInstant) {
    guard let index = faults.firstIndex(where: { $0.id == id }) else { return }
    faults[index].firings += 1
    if faults[index].firstFiredAt == nil { faults[index].firstFiredAt = instant }
    if faults[index].kind.persistence != .persistent { faults[index].endedAt = instant }
  }

  /// The consultation in which `fault`, if any, takes effect with `outcome`.
  private mutating func consultation<Outcome>(
    _ fault: Fault?, at instant: SimulationInstant, outcome: (FaultKind) -> Outcome?,
    otherwise: Outcome
  ) -> FaultConsultation<Outcome> {
    guard let fault, let imposed = outcome(fault.kind) else {
      return FaultConsultation(outcome: otherwise, fired: [])
    }
    fire(fault.id, at: instant)
    return FaultConsultation(outcome: imposed, fired: [fault.id])
  }

  private func firstInForce(where matches: (FaultKind) -> Bool) -> Fault? {
    faults.first { $0.isInForce && matches($0.kind) }
  }

  private func lastInForce(where matches: (FaultKind) -> Bool) -> Fault? {
    faults.last { $0.isInForce && matches($0.kind) }
  }

  // MARK: - Immediate faults

  /// The immediate fault `id` acts as it is injected.
  mutating func takeImmediate(_ id: FaultID, at instant: SimulationInstant)
    -> FaultConsultation<Void>
  {
    guard fault(id)?.kind.persistence == .immediate else {
      return FaultConsultation(outcome: (), fired: [])
    }
    fire(id, at: instant)
    return FaultConsultation(outcome: (), fired: [id])
  }

  // MARK: - One-shot faults

  /// A request for authorization: the armed `os fails authorization with` fault, used up,
  /// makes it throw its error.
  mutating func takeAuthorizationFailure(at instant: SimulationInstant)
    -> FaultConsultation<FamilyControlsErrorCode?>
  {
    consultation(
      lastInForce { if case .failAuthorization = $0 { true } else { false } }, at: instant,
      outcome: { if case .failAuthorization(let error) = $0 { error } else { nil } },
      otherwise: nil)
  }

  /// A callback falls due: the first armed drop or delay fault that matches it, used up.
  mutating func takeCallbackFault(for callback: ScheduledCallback, at instant: SimulationInstant)
    -> FaultConsultation<CallbackFault?>
  {
    let matching = faults.first { fault in
      guard fault.isInForce else { return false }
      switch fault.kind {
      case .dropCallback(let kind, let subject), .delayCallback(let kind, let subject, _):
        return Self.matches(callback, kind, subject)
      default:
        return false
      }
    }
    return consultation(
      matching, at: instant,
      outcome: { kind in
        switch kind {
        case .dropCallback: .dropped
        case .delayCallback(_, _, let delay): .delayed(by: delay)
        default: nil
        }
      }, otherwise: nil)
  }

  private static func matches(
    _ callback: ScheduledCallback, _ kind: MonitorCallback, _ subject: String?
  ) -> Bool {
    callback.callback == kind && (subject == nil || subject == callback.subject)
  }

  /// `os fires thresholds early` takes effect: every armed one is used up.
  mutating func takeThresholdsFireEarly(at instant: SimulationInstant) -> FaultConsultation<Void> {
    FaultConsultation(outcome: (), fired: takeAll(.fireThresholdsEarly, at: instant))
  }

  /// Whether `os fires thresholds early` is armed.
  var isFiringThresholdsEarly: Bool { firstInForce { $0 == .fireThresholdsEarly } != nil }

  /// The monitor starts for a callback: the armed `os kills monitor` fault, used up, gives the
  /// write count after which it dies.
  mutating func takeMonitorKill(at instant: SimulationInstant) -> FaultConsultation<Int?> {
    consultation(
      lastInForce { if case .killMonitor = $0 { true } else { false } }, at: instant,
      outcome: { if case .killMonitor(let writes) = $0 { writes } else { nil } }, otherwise: nil)
  }

  /// The picker opens: whether an armed `os empties next picker` empties it; every armed one is
  /// used up.
  mutating func takeEmptyPicker(at instant: SimulationInstant) -> FaultConsultation<Bool> {
    let fired = takeAll(.emptyNextPicker, at: instant)
    return FaultConsultation(outcome: !fired.isEmpty, fired: fired)
  }

  /// The picker opens: whether an armed `os crashes next picker` crashes it; every armed one is
  /// used up.
  mutating func takePickerCrash(at instant: SimulationInstant) -> FaultConsultation<Bool> {
    let fired = takeAll(.crashNextPicker, at: instant)
    return FaultConsultation(outcome: !fired.isEmpty, fired: fired)
  }

  private mutating func takeAll(_ kind: FaultKind, at instant: SimulationInstant) -> [FaultID] {
    let armed = faults.filter { $0.isInForce && $0.kind == kind }.map(\.id)
    for id in armed { fire(id, at: instant) }
    return armed
  }

  // MARK: - Persistent faults

  /// An event callback is about to be delivered: whether `os holds threshold events` holds it.
  mutating func applyThresholdHold(at instant: SimulationInstant) -> FaultConsultation<Bool> {
    consultation(
      firstInForce { $0 == .holdThresholdEvents }, at: instant, outcome: { _ in true },
      otherwise: false)
  }

  /// The monitor starts for a callback: the memory ceiling `os limits monitor memory` sets, if
  /// one is in force.
  mutating func applyMonitorMemoryLimit(at instant: SimulationInstant) -> FaultConsultation<Int?> {
    consultation(
      lastInForce { if case .limitMonitorMemory = $0 { true } else { false } }, at: instant,
      outcome: { if case .limitMonitorMemory(let bytes) = $0 { bytes } else { nil } },
      otherwise: nil)
  }

  /// The configuration extension answered: how long `os slows shield configuration` makes it
  /// take, when that is longer than the system waits (`timeout`).
  mutating func applyConfigurationDelay(
    beyond timeout: SimulationDuration, at instant: SimulationInstant
  ) -> FaultConsultation<SimulationDuration?> {
    consultation(
      lastInForce { if case .slowShieldConfiguration = $0 { true } else { false } }, at: instant,
      outcome: { kind in
        guard case .slowShieldConfiguration(let delay) = kind, delay > timeout else { return nil }
        return delay
      }, otherwise: nil)
  }

  /// A request reaches the backend: whether `backend goes down` fails it.
  mutating func applyBackendOutage(at instant: SimulationInstant) -> FaultConsultation<Bool> {
    consultation(
      firstInForce { $0 == .backendDown }, at: instant, outcome: { _ in true }, otherwise: false)
  }

  /// A request is sent to the backend: the `backend latency` in force, when it is not zero.
  mutating func applyBackendLatency(at instant: SimulationInstant)
    -> FaultConsultation<SimulationDuration?>
  {
    consultation(
      lastInForce { if case .backendLatency = $0 { true } else { false } }, at: instant,
      outcome: { kind in
        guard case .backendLatency(let latency) = kind, latency > .zero else { return nil }
        return latency
      }, otherwise: nil)
  }

  /// Whether an `os ignores store` fault is in force.
  var ignoresStores: Bool {
    faults.contains { fault in
      guard fault.isInForce, case .ignoreStores = fault.kind else { return false }
      return true
    }
  }

  /// The `os ignores store` faults in force, in the order injected.
  var ignoredStores: [IgnoredStores] {
    faults.compactMap { fault in
      guard fault.isInForce, case .ignoreStores(let subject) = fault.kind else { return nil }
      return IgnoredStores(id: fault.id, subject: subject)
    }
  }

  /// The system decides what to do (with the item in front, with a removal) on `settings`,
  /// which leave out the stores `os ignores store` hides: `decide` gives the decision on them
  /// with the faults it is handed in force.
  ///
  /// The faults take effect when the decision differs from the one without them: each fault
  /// without which it would come out otherwise; when none alone is needed (several hide the same
  /// store), each that alone would change it; failing that, all of them.
  ///
  /// - Complexity: O(k) decisions for the k faults in force, one when there are none.
  mutating func applyIgnoredStores<Decision: Equatable>(
    at instant: SimulationInstant, on settings: EffectiveSettingsResolver,
    _ decide: (_ settings: EffectiveSettingsResolver, _ ignoring: [IgnoredStores]) -> Decision
  ) -> FaultConsultation<Decision> {
    let ignored = ignoredStores
    let decision = decide(settings, ignored)
    guard !ignored.isEmpty else { return FaultConsultation(outcome: decision, fired: []) }
    let unfaulted = decide(settings, [])
    guard unfaulted != decision else { return FaultConsultation(outcome: decision, fired: []) }
    var fired = ignored.filter { fault in
      decide(settings, ignored.filter { $0 != fault }) != decision
    }
    if fired.isEmpty { fired = ignored.filter { decide(settings, [$0]) != unfaulted } }
    if fired.isEmpty { fired = ignored }
    for fault in fired { fire(fault.id, at: instant) }
    return FaultConsultation(outcome: decision, fired: fired.map(\.id))
  }
}
