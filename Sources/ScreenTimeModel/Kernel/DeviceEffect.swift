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

  // MARK: The screen

  /// An item the user opens comes to the front, as ``SpringBoard/bringToFront(_:settings:)``
  /// decides with what is enforced then.
  case bringToFront(Item)
  /// Show the shield over `item` for `cause`, asking the configuration extension.
  case presentShield(Item, ShieldCause)
  /// Show again the configuration last shown over `item` (`option frontmost-shield stale`).
  case showEarlierShield(ShownShield, Item, ShieldCause)
  /// Run the configuration extension for `request`, then show what it answered.
  case runConfigurationExtension(ShieldConfigurationRequest)
  /// Run the action extension for a press on `shown`, then apply its answer.
  case runActionExtension(ShieldActionRequest, over: ShownShield)
  /// The shielded item closes, back to the home screen.
  case closeToHome(Item)
  /// Draw the shield over `item` again, or lift it if the item is no longer shielded.
  case redrawShield(Item)
  /// Bring what the user sees up to date with what is enforced now.
  case refreshFrontmost
  /// The device locks, what was in front having given way.
  case finishLocking
  /// The unlock is done.
  case finishUnlocking
  /// The restart is done: the device locks.
  case finishRestarting

  // MARK: Processes

  /// Run the main app's code for `event` in its process.
  case runMainApp(MainAppEvent)
  /// Bring the main app to the foreground, launching it if needed.
  case bringMainAppToForeground
  /// Send the main app to the background.
  case sendMainAppToBackground
  /// End the main app's process, its termination handler first.
  case terminateMainApp
  /// The main app's process ends, after its termination handler ran.
  case endMainAppProcess
  /// Deliver the `TokenExpiryMessage` waiting for the main app, if it runs.
  case deliverPendingExpiryMessage
  /// A new main app process reads `.notDetermined` until a request succeeds in it.
  case resetMainAppStatus
  /// A foreground main app that learned its status reads it again.
  case mainAppRereadsAuthorization

  // MARK: Storage

  /// The App Group container becomes readable at the first unlock after a restart.
  case makeAppGroupReadable
  /// The App Group container is unreadable until the next unlock.
  case makeAppGroupUnreadable
}

extension Array where Element == DeviceEffect {
  /// Adds a `faultFired` event for each fault that took effect in `consultation` and returns
  /// its outcome.
  mutating func report<Outcome>(_ consultation: FaultConsultation<Outcome>) -> Outcome {
    for id in consultation.fired { append(.emit(.faultFired(id))) }
    return consultation.outcome
  }
}
