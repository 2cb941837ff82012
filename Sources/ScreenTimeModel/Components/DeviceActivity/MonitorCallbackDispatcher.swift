import SimulationEngine

/// Monitor callbacks between falling due and reaching the extension.
///
/// Models how `deviceactivityd` delivers: a callback falls due after its latency (or a fault
/// drops or delays it), waits while the device is locked and is delivered in order at the next
/// unlock; an `os holds threshold events` fault keeps event callbacks back until it is
/// released. The last delivered callback of each kind and subject is kept for `os repeats`.
/// Delivery itself is an effect: the kernel runs the monitor extension.
struct MonitorCallbackDispatcher: Sendable {
  /// Names the most recent delivery of a callback kind for a subject.
  struct RepeatKey: Hashable, Sendable {
    var callback: MonitorCallback
    var subject: String?
  }

  /// Held until the next unlock, in order.
  private(set) var heldWhileLocked: [ScheduledCallback] = []
  /// Held by `os holds threshold events`, in order.
  private(set) var heldByFault: [ScheduledCallback] = []
  /// The most recent delivery of each callback kind for each subject.
  private var lastDelivered: [RepeatKey: ScheduledCallback] = [:]
  /// Counts the app's installations; a callback that fell due for an earlier one is dropped.
  private(set) var installation = 0

  /// A callback falls due now: drop and delay faults apply once, then its latency.
  func fallDue(
    _ callback: ScheduledCallback, at now: SimulationInstant, options: ModelOptions,
    faults: inout FaultPlan
  ) -> [DeviceEffect] {
    var effects: [DeviceEffect] = []
    effects.reserveCapacity(2)
    effects.append(.emit(.callbackDue(callback)))
    var callback = callback
    var delay = options.latency(of: callback.callback)
    callback.installation = installation
    if !callback.faultsApplied {
      callback.faultsApplied = true
      switch effects.report(faults.takeCallbackFault(for: callback, at: now)) {
      case .dropped?:
        effects.append(.emit(.callbackDropped(callback)))
        return effects
      case .delayed(let extra)?:
        effects.append(.emit(.callbackDelayed(callback, by: extra)))
        delay = delay + extra
      case nil:
        break
      }
    }
    effects.append(.schedule(.callbackDue(callback), at: now + delay))
    return effects
  }

  /// A callback's time has come: it is delivered, or held while the device is locked or
  /// threshold events are held, or withheld without authorization.
  ///
  /// A delivered callback runs the monitor extension when the app has one, with the kill and
  /// memory faults in force.
  mutating func attemptDelivery(
    _ callback: ScheduledCallback, isAuthorized: Bool, isLocked: Bool,
    hasMonitorExtension: Bool, at now: SimulationInstant, options: ModelOptions,
    faults: inout FaultPlan
  ) -> [DeviceEffect] {
    // The app that registered it was deleted since: nobody is there to receive it.
    guard callback.installation == installation else { return [] }
    guard isAuthorized else { return [.emit(.callbackWithheld(callback))] }
    if isLocked {
      heldWhileLocked.append(callback)
      return [.emit(.callbackHeldWhileLocked(callback))]
    }
    var effects: [DeviceEffect] = []
    effects.reserveCapacity(2)
    if callback.callback.isEventCallback, effects.report(faults.applyThresholdHold(at: now)) {
      heldByFault.append(callback)
      effects.append(.emit(.callbackHeldByFault(callback)))
      return effects
    }
    lastDelivered[RepeatKey(callback: callback.callback, subject: callback.subject)] = callback
    effects.append(.emit(.callbackDelivered(callback)))
    guard hasMonitorExtension else { return effects }
    let kill = effects.report(faults.takeMonitorKill(at: now))
    let memoryLimit =
      effects.report(faults.applyMonitorMemoryLimit(at: now)) ?? options.monitorMemory
    effects.append(.deliver(callback, killAfter: kill, memoryLimit: memoryLimit))
    return effects
  }

  /// The device is unlocked: the callbacks held while it was locked are delivered, in order.
  ///
  /// Those of an interval the device was locked through, from before its start until after its
  /// end, are not delivered under `option slept-interval skip`: Apple calls them only if the
  /// device is used during the interval.
  mutating func deliverHeldCallbacks(
    lockedSince: SimulationInstant?, at now: SimulationInstant, options: ModelOptions
  ) -> [DeviceEffect] {
    let held = heldWhileLocked
    heldWhileLocked = []
    return held.map { callback in
      if options.sleptInterval == .skip, let interval = callback.interval, let lockedSince,
        lockedSince <= interval.start, interval.end <= now
      {
        return .emit(.callbackSkippedForSleptInterval(callback))
      }
      return .attemptDelivery(callback)
    }
  }

  /// Whether `os repeats <callback> for <subject>` has a delivery to repeat.
  func canRepeat(_ kind: MonitorCallback, subject: String) -> Bool {
    lastDelivered[RepeatKey(callback: kind, subject: subject)] != nil
  }

  /// `os repeats <callback> for <subject>`: a duplicate of the most recent one, now.
  ///
  /// - Throws: ``DeviceError/nothingToRepeat(_:subject:)`` when there is none.
  func repeatCallback(_ kind: MonitorCallback, subject: String) throws(DeviceError)
    -> [DeviceEffect]
  {
    guard let last = lastDelivered[RepeatKey(callback: kind, subject: subject)] else {
      throw .nothingToRepeat(kind, subject: subject)
    }
    var duplicate = ScheduledCallback(
      callback: kind, activity: last.activity, event: last.event, subject: subject)
    duplicate.faultsApplied = true
    return [.emit(.callbackRepeated(kind, activity: last.activity)), .attemptDelivery(duplicate)]
  }

  /// `os releases threshold events [reversed]`: the held event callbacks are delivered.
  mutating func releaseThresholdEvents(reversed: Bool) -> [DeviceEffect] {
    let held = heldByFault
    heldByFault = []
    return [.emit(.thresholdEventsReleased(count: held.count, reversed: reversed))]
      + (reversed ? held.reversed() : held).map(DeviceEffect.attemptDelivery)
  }

  /// The app was deleted: what was held or delivered is forgotten, and callbacks that fell due
  /// for this installation reach nobody.
  mutating func appDeleted() {
    self = MonitorCallbackDispatcher(installation: installation + 1)
  }

  private init(installation: Int) {
    self.installation = installation
  }

  init() {}
}
