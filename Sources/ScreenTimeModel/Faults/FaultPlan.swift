import SimulationEngine

/// Every fault injected into a run, in order, with what each did.
///
/// The plan is data: the device asks it at each occasion a fault could act on (a request, a
/// callback falling due, a backend request) and records when a fault takes effect, so a run can
/// list its faults and be repeated with any of them removed. No fault changes the model's
/// options; a persistent fault overrides them while it is in force.
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

  /// Records that fault `id` took effect at `instant`.
  mutating func fire(_ id: FaultID, at instant: SimulationInstant) {
    guard let index = faults.firstIndex(where: { $0.id == id }) else { return }
    faults[index].firings += 1
    if faults[index].firstFiredAt == nil { faults[index].firstFiredAt = instant }
    if faults[index].kind.persistence != .persistent { faults[index].endedAt = instant }
  }

  private func firstInForce(where matches: (FaultKind) -> Bool) -> Fault? {
    faults.first { $0.isInForce && matches($0.kind) }
  }

  private func lastInForce(where matches: (FaultKind) -> Bool) -> Fault? {
    faults.last { $0.isInForce && matches($0.kind) }
  }

  // MARK: - One-shot faults

  /// Uses up the armed `os fails authorization with` fault, if any.
  mutating func takeAuthorizationFailure(at instant: SimulationInstant)
    -> (id: FaultID, error: FamilyControlsErrorCode)?
  {
    guard
      let fault = lastInForce(where: { if case .failAuthorization = $0 { true } else { false } }),
      case .failAuthorization(let error) = fault.kind
    else { return nil }
    fire(fault.id, at: instant)
    return (fault.id, error)
  }

  /// What an armed drop or delay fault does to `callback`, using it up.
  mutating func takeCallbackFault(for callback: ScheduledCallback, at instant: SimulationInstant)
    -> (id: FaultID, delay: SimulationDuration?)?
  {
    for fault in faults where fault.isInForce {
      switch fault.kind {
      case .dropCallback(let kind, let subject) where Self.matches(callback, kind, subject):
        fire(fault.id, at: instant)
        return (fault.id, nil)
      case .delayCallback(let kind, let subject, let delay)
      where Self.matches(callback, kind, subject):
        fire(fault.id, at: instant)
        return (fault.id, delay)
      default:
        continue
      }
    }
    return nil
  }

  private static func matches(
    _ callback: ScheduledCallback, _ kind: MonitorCallback, _ subject: String?
  ) -> Bool {
    callback.callback == kind && (subject == nil || subject == callback.subject)
  }

  /// Uses up every armed `os fires thresholds early` fault.
  mutating func takeThresholdsFireEarly(at instant: SimulationInstant) -> [FaultID] {
    takeAll(.fireThresholdsEarly, at: instant)
  }

  /// Whether `os fires thresholds early` is armed.
  var isFiringThresholdsEarly: Bool { firstInForce { $0 == .fireThresholdsEarly } != nil }

  /// Uses up the armed `os kills monitor` fault: the write count after which the monitor dies.
  mutating func takeMonitorKill(at instant: SimulationInstant) -> (id: FaultID, writes: Int)? {
    guard let fault = lastInForce(where: { if case .killMonitor = $0 { true } else { false } }),
      case .killMonitor(let writes) = fault.kind
    else { return nil }
    fire(fault.id, at: instant)
    return (fault.id, writes)
  }

  /// Uses up every armed `os empties next picker` fault.
  mutating func takeEmptyPicker(at instant: SimulationInstant) -> [FaultID] {
    takeAll(.emptyNextPicker, at: instant)
  }

  /// Uses up every armed `os crashes next picker` fault.
  mutating func takePickerCrash(at instant: SimulationInstant) -> [FaultID] {
    takeAll(.crashNextPicker, at: instant)
  }

  private mutating func takeAll(_ kind: FaultKind, at instant: SimulationInstant) -> [FaultID] {
    let armed = faults.filter { $0.isInForce && $0.kind == kind }.map(\.id)
    for id in armed { fire(id, at: instant) }
    return armed
  }

  // MARK: - Persistent faults

  /// The `os holds threshold events` fault in force, if any.
  var thresholdHold: FaultID? { firstInForce { $0 == .holdThresholdEvents }?.id }

  /// The monitor's memory ceiling set by `os limits monitor memory`, if one is in force.
  var monitorMemoryLimit: (id: FaultID, bytes: Int)? {
    guard
      let fault = lastInForce(where: { if case .limitMonitorMemory = $0 { true } else { false } }),
      case .limitMonitorMemory(let bytes) = fault.kind
    else { return nil }
    return (fault.id, bytes)
  }

  /// How long `os slows shield configuration` makes the configuration extension take.
  var configurationDelay: (id: FaultID, delay: SimulationDuration)? {
    guard
      let fault = lastInForce(where: {
        if case .slowShieldConfiguration = $0 { true } else { false }
      }),
      case .slowShieldConfiguration(let delay) = fault.kind
    else { return nil }
    return (fault.id, delay)
  }

  /// The `backend goes down` fault in force, if any.
  var backendOutage: FaultID? { firstInForce { $0 == .backendDown }?.id }

  /// The `backend latency` in force, if any.
  var backendLatency: (id: FaultID, latency: SimulationDuration)? {
    guard let fault = lastInForce(where: { if case .backendLatency = $0 { true } else { false } }),
      case .backendLatency(let latency) = fault.kind
    else { return nil }
    return (fault.id, latency)
  }

  /// The `os ignores store` faults in force, by subject.
  var ignoredSubjects: [(id: FaultID, subject: String)] {
    faults.compactMap { fault in
      guard fault.isInForce, case .ignoreStores(let subject) = fault.kind else { return nil }
      return (fault.id, subject)
    }
  }
}
