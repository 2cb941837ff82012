/// What the system does on one occasion a fault could act on, and the faults that acted.
///
/// This is the one protocol of fault consultation: a component that could be faulted asks the
/// ``FaultPlan`` through one of its `take…` (one-shot) or `apply…` (persistent) methods. The plan
/// finds the faults in force that act on the occasion, records each firing (when and how often
/// it took effect; a one-shot fault is used up) and returns the outcome with the faults that
/// fired. The component reports each of ``fired`` as a `faultFired` event. A fault is recorded
/// exactly when it changes what the system does, so a run's fault summary is true.
struct FaultConsultation<Outcome> {
  /// What the system does on the occasion, with the faults in force taken into account.
  var outcome: Outcome
  /// The faults that took effect on the occasion, already recorded, in the order injected.
  var fired: [FaultID]
}

extension FaultConsultation: Equatable where Outcome: Equatable {}
