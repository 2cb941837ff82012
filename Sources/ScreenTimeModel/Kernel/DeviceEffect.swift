import SimulationEngine

/// What a component asks the kernel to do after one of its transitions.
///
/// A component's `mutating func` changes its own state and returns these, in the order the
/// system acts; the kernel performs them one after the other (``SimulatedDevice/perform(_:)``),
/// as swift-nio's state machines return actions for their handlers to perform. Components never
/// call app code, schedule engine events or tell observers anything themselves. An effect that
/// names another component's input (a callback falling due, usage to evaluate again) is
/// performed by giving that component the input, and its own effects are performed before the
/// next one, so that one input's consequences happen in the order they would on a device.
enum DeviceEffect {
  // MARK: The kernel

  /// Report an event to the observers.
  case emit(SystemEvent.Kind)
  /// Put an event on the engine's queue.
  case schedule(DeviceEvent, at: SimulationInstant)
  /// Take an event off the engine's queue.
  case cancel(EventHandle)

  // MARK: DeviceActivity

  /// A monitor callback falls due now (``MonitorCallbackDispatcher/fallDue(_:at:options:faults:)``).
  case callbackFallsDue(ScheduledCallback)
  /// A callback's time has come: deliver it, or hold it.
  case attemptDelivery(ScheduledCallback)
  /// Run the monitor extension for `callback`; `killAfter` writes, with `memoryLimit` bytes.
  case deliver(ScheduledCallback, killAfter: Int?, memoryLimit: Int)
  /// Deliver the callbacks held while the device was locked, locked since `lockedSince`.
  case deliverHeldCallbacks(lockedSince: SimulationInstant?)
  /// Schedule a usage event's crossing and give the tracker its handle.
  case scheduleCrossing(CrossingKey, at: SimulationInstant)
  /// Cancel the pending crossings of the registration with this id.
  case cancelCrossings(registration: Int)
  /// Evaluate every usage event in progress again.
  case evaluateUsage
  /// The usage stretch follows what is in front now, then usage is evaluated again if it changed.
  case updateUsage
  /// End the interval in progress of an activity.
  case endInterval(String)
  /// Recompute an activity's upcoming interval in the time zone now in force.
  case rescheduleForTimeZone(String)
  /// An armed `os fires thresholds early` takes effect, if it does on this OS.
  case fireThresholdsEarly(trigger: String)
}

extension Array where Element == DeviceEffect {
  /// Adds a `faultFired` event for each fault that took effect in `consultation` and returns
  /// its outcome.
  mutating func report<Outcome>(_ consultation: FaultConsultation<Outcome>) -> Outcome {
    for id in consultation.fired { append(.emit(.faultFired(id))) }
    return consultation.outcome
  }
}
