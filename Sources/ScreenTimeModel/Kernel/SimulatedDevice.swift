import SimulationEngine

/// The simulated iPhone: a small kernel that runs the OS components and the app's code.
///
/// The kernel owns the engine's event queue and the run's random streams, holds one value per
/// OS component (authorization, the token vault, the ManagedSettings daemon, the DeviceActivity
/// daemon, SpringBoard, the app's processes, storage) and the fault plan, and runs the app's
/// code in simulated processes through an ``AppUnderTestHost``. Components own their
/// transitions: each input changes the component's state and returns the effects that follow
/// (events to report, engine events to schedule, app code to run, inputs for other components),
/// which the kernel performs in order; components never call app code. Everything that happens
/// is reported as a ``SystemEvent`` to the observers (the trace, the invariant checker,
/// reports); the device never knows what they conclude.
///
/// Each audience sees the device through one face: ``DeviceDriver`` for what drives a run,
/// ``FaultInjector`` for faults, ``DeviceView`` for observers and reports, and `SystemServices`
/// for app code, which reaches it through ``ProcessContext`` while it runs; that is why the
/// device is a reference type. It is confined to the thread that drives it: every call into app
/// code is synchronous, and nothing is shared between runs, which is why it may be marked
/// `Sendable`.
public final class SimulatedDevice: @unchecked Sendable {
  /// What the run starts from; never changed by the run.
  public let configuration: DeviceConfiguration
  let host: any AppUnderTestHost

  var simulation: Simulation<DeviceEvent>
  var randomness: RandomStreams
  var observers: [any SystemEventObserver] = []
  /// Greater than zero while nothing that happens is reported (the app's state is inspected).
  var emissionSuppression = 0
  var causes = CauseState()
  /// Every fault injected so far, with what it did.
  public internal(set) var faults = FaultPlan()

  // MARK: OS components

  /// The OS version and build and the time zone.
  public internal(set) var software: SystemSoftware
  /// Authorization and what each process saw of it.
  public internal(set) var authority = FamilyControlsAuthority() {
    didSet { settingsRevision &+= 1 }
  }
  /// Every token handed out.
  public internal(set) var tokens = TokenVault() {
    didSet { settingsRevision &+= 1 }
  }
  /// The app's stores.
  public internal(set) var managedSettings = ManagedSettingsDaemon() {
    didSet { settingsRevision &+= 1 }
  }
  /// Counts the changes of what the effective settings are computed from (authorization, tokens,
  /// stores), so that what they decide can be remembered until the next change.
  private(set) var settingsRevision: UInt64 = 0
  /// What the system did with the item in front when it last asked, at which revision.
  var frontEnforcement: (item: Item, revision: UInt64, enforcement: ItemEnforcement)?
  /// Registrations, callbacks on their way, usage.
  public internal(set) var deviceActivity = DeviceActivityDaemon()
  /// What the user sees.
  public internal(set) var screen = SpringBoard()
  var processes = ProcessManager()
  var storage = DeviceStorage()
  /// The app's local notifications.
  var notifications = NotificationCenterState()
  /// What watches each run of app code, if anything does (see ``AppCodeSupervisor``).
  public var appCodeSupervisor: (any AppCodeSupervisor)?
  /// The runs of app code begun so far.
  var appCodeRunCount = 0
  /// The authorization prompt on screen that no step has answered yet, if any.
  var pendingPrompt: PendingPrompt?

  /// Creates a device in the state spec section 3 describes: unlocked, on the home screen, the
  /// main app not running, the backend up, nothing authorized, picked, stored or monitored.
  public init(configuration: DeviceConfiguration, host: any AppUnderTestHost) {
    self.configuration = configuration
    self.host = host
    simulation = Simulation(
      start: configuration.start, eventBudget: configuration.eventBudget,
      reusing: SpareQueueStorage.take())
    randomness = RandomStreams(seed: configuration.seed)
    software = SystemSoftware(
      version: configuration.systemVersion, build: configuration.build,
      timeZone: configuration.timeZone, start: configuration.start)
  }

  deinit {
    SpareQueueStorage.give(simulation.relinquishStorage())
  }

  /// The current instant.
  public var now: SimulationInstant { simulation.now }

  /// The number of events processed so far.
  public var processedEvents: Int { simulation.processedEvents }

  /// The inventory of installed apps, web domains and categories.
  public var inventory: Inventory { configuration.inventory }

  // MARK: - Observers and causes

  /// Adds an observer; it sees every later event.
  public func addObserver(_ observer: any SystemEventObserver) {
    observers.append(observer)
  }

  /// Reports `kind` to every observer, as happening now under the cause in effect, then the
  /// notes they returned, in the order the observers were added.
  ///
  /// No observer is called while another is: notes are reported once every observer has seen
  /// the event that caused them.
  func emit(_ kind: SystemEvent.Kind) {
    guard emissionSuppression == 0 else { return }
    let event = SystemEvent(instant: now, cause: causes.current, kind: kind)
    let view: any DeviceView = self
    var notes: [ObserverNote] = []
    for observer in observers {
      let returned = observer.observe(event, on: view)
      if !returned.isEmpty { notes.append(contentsOf: returned) }
    }
    for note in notes { emit(.note(process: note.process, message: note.message)) }
  }

  /// Starts a new operation on behalf of `subject`: what follows is attributed to it.
  @discardableResult
  public func beginOperation(subject: String?) -> Cause {
    causes.begin(subject: subject)
  }

  /// The cause in effect.
  public var currentCause: Cause { causes.current }

  /// Runs `body` under `cause`, then restores the cause in effect before.
  @discardableResult
  func withCause<Result>(_ cause: Cause, _ body: () -> Result) -> Result {
    let saved = causes.current
    causes.current = cause
    defer { causes.current = saved }
    return body()
  }

  // MARK: - Running

  /// Processes every event due at or before `instant` and moves the clock there.
  ///
  /// - Throws: ``DeviceError/eventBudgetExhausted(_:)`` when the run's budget is spent.
  public func advance(to instant: SimulationInstant) throws(DeviceError) {
    do {
      while let event = try simulation.step(through: instant) {
        handle(event.payload)
        checkConsistency()
      }
    } catch {
      throw .eventBudgetExhausted(error)
    }
  }

  func handle(_ event: DeviceEvent) {
    switch event {
    case .boundary(let id, let generation, let kind):
      handleBoundary(registration: id, generation: generation, kind: kind)
    case .usageCrossing(let key):
      handleCrossing(key)
    case .callbackDue(let callback):
      attemptDelivery(callback)
    case .networkResponse(let number):
      deliverResponse(number)
    case .taskWake(let number):
      wakeTask(number)
    case .notificationDue(let number):
      deliverNotification(number)
    case .darwinNotificationDue(let name):
      deliverDarwinNotification(name)
    }
  }

  // MARK: - Time

  /// The trace line prefix for `instant`: `day D HH:MM:SS.mmm` in the zone then in force.
  public func formatTraceInstant(_ instant: SimulationInstant) -> String {
    let local = software.zone(at: instant).localDateTime(at: instant)
    let day = local.date.daysSinceEpoch - configuration.startDate.daysSinceEpoch + 1
    return Self.traceInstant(day: day, millisecondsSinceMidnight: local.millisecondsSinceMidnight)
  }

  /// `day D HH:MM:SS.mmm`, written digit by digit: every trace line starts with one.
  static func traceInstant(day: Int, millisecondsSinceMidnight: Int64) -> String {
    let clock = Int(millisecondsSinceMidnight)
    let fields = [
      (clock / 3_600_000, 2, UInt8(ascii: ":")), (clock / 60_000 % 60, 2, UInt8(ascii: ":")),
      (clock / 1_000 % 60, 2, UInt8(ascii: ".")), (clock % 1_000, 3, UInt8(ascii: " ")),
    ]
    var text = "day \(day) "
    var bytes: [UInt8] = []
    bytes.reserveCapacity(12)
    for (value, width, separator) in fields {
      var divisor = width == 3 ? 100 : 10
      while divisor > 0 {
        bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
      bytes.append(separator)
    }
    bytes.removeLast()
    text += String(decoding: bytes, as: UTF8.self)
    return text
  }

  // MARK: - Self-check

  /// Checks the kernel's own consistency between events, in debug builds.
  ///
  /// These are facts about the simulator, not about the app: a shield on screen implies an item
  /// in front, no more activities than the limit, no app code left running, nothing held for
  /// unlock while unlocked.
  public func checkConsistency() {
    #if DEBUG
      _checkInvariants()
    #endif
  }

  /// Traps when the kernel's state is inconsistent.
  public func _checkInvariants() {
    precondition(
      screen.shownShield == nil || screen.frontItem != nil, "a shield is shown over no item")
    precondition(
      screen.shownShield.map { screen.frontItem == $0.request.item } ?? true,
      "the shield shown is not over the item in front")
    precondition(
      deviceActivity.scheduler.registrations.count <= Self.activityLimit,
      "more than \(Self.activityLimit) activities are registered")
    precondition(processes.invocations.isEmpty, "app code is still running between events")
    precondition(
      screen.isLocked || deviceActivity.dispatcher.heldWhileLocked.isEmpty,
      "callbacks are held for an unlock while the device is unlocked")
    precondition(
      !processes.mainApp.isForeground || processes.mainApp.isRunning,
      "the main app is in the foreground without a process")
  }
}
