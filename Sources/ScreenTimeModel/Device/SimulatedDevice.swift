import SimulationEngine

/// The simulated iPhone: system state, the app under test's processes, and the run loop.
///
/// One instance is one run. It owns the engine's event queue and the seeded generator, keeps
/// every piece of system state the Screen Time frameworks depend on (authorization, tokens,
/// stores, the activity registry and timeline, usage, the App Group container, the backend),
/// invokes the app's code in simulated processes through an ``AppUnderTestHost``, and checks
/// the invariants of spec 4.7 as it goes.
///
/// The device is a reference type because app code reaches it through ``ProcessContext`` while
/// it runs. It is confined to the thread that drives it: every call into app code is
/// synchronous, and nothing is shared between runs, which is why it may be marked `Sendable`.
public final class SimulatedDevice: @unchecked Sendable {
  public let configuration: DeviceConfiguration
  let host: any AppUnderTestHost

  var simulation: Simulation<DeviceEvent>
  var generator: Xoshiro256StarStar
  /// Everything that happened, for `stsim trace` and the digest.
  public internal(set) var trace = Trace()
  /// The time zones in force, from the instant each took effect.
  var zoneHistory: [(from: SimulationInstant, zone: DeviceTimeZone)]

  // MARK: System state

  public internal(set) var systemVersion: SystemVersion
  public internal(set) var build: String
  public internal(set) var timeZone: DeviceTimeZone
  public internal(set) var options: ModelOptions
  public internal(set) var isLocked = false
  var isAppGroupReadable = true
  var frontmost: Frontmost = .home
  var shownShield: ShownShield?
  /// What the most recent open (or shield shown over a used item) showed.
  public internal(set) var lastOpen: OpenOutcome?
  /// What the most recent tap did.
  public internal(set) var lastTap: TapOutcome?

  public internal(set) var authorization = AuthorizationState()
  var tokens = TokenRegistry()
  var stores = StoreRegistry()
  var ignoredProfiles: Set<String> = []
  var appGroup = BlobStore()
  var backend = BlobStore()
  var isBackendUp = true
  var backendLatency = SimulationDuration.zero
  var mainApp = MainAppProcess()
  var privateStorage: [String: [UInt8]] = [:]

  // MARK: DeviceActivity

  var registrations: [String: ActivityRegistration] = [:]
  var nextRegistrationID = 1
  /// The profile each activity name belongs to, learned from the step that registered it.
  var activityProfiles: [String: String] = [:]
  var heldCallbacks: [PendingCallback] = []
  var thresholdHold: [PendingCallback]?
  var callbackFaults: [CallbackFault] = []
  var thresholdsFireEarlyArmed = false
  var killMonitorAfterWrites: Int?
  var configurationDelay = SimulationDuration.zero
  var emptiesNextPicker = false
  var usageSegments: [UsageSegment] = []
  var crossingHandles: [CrossingKey: EventHandle] = [:]
  var pendingCompletions: [Int: PendingCompletion] = [:]
  var nextCompletionID = 1

  // MARK: Records

  public internal(set) var deliveries: [CallbackDelivery] = []
  public internal(set) var diagnostics: [DiagnosticRecord] = []
  public internal(set) var surfacedErrors: [SurfacedError] = []
  public internal(set) var violations: [Violation] = []
  /// When the app observed a revocation, if it has.
  public internal(set) var revocationObservedAt: SimulationInstant?
  var hasObservedApproval = false
  /// When the user last picked for each profile, since the app last observed a revocation.
  public internal(set) var lastPick: [String: SimulationInstant] = [:]
  /// Every identifier the app has used for each profile, kept after its store and copies are
  /// gone, so that `profile=<name>` still matches the diagnostics written earlier.
  var profileIdentifiers: [String: Set<String>] = [:]
  var reportedRevocationViolations: Set<String> = []

  var operation = Operation(stepIndex: 0)
  var invocations: [Invocation] = []

  /// Creates a device in the state spec section 3 describes: unlocked, on the home screen, the
  /// main app not running, the backend up, nothing authorized, picked, stored or monitored.
  public init(configuration: DeviceConfiguration, host: any AppUnderTestHost) {
    self.configuration = configuration
    self.host = host
    self.simulation = Simulation(
      start: configuration.start, eventBudget: configuration.eventBudget)
    self.generator = Xoshiro256StarStar(seed: configuration.seed)
    self.systemVersion = configuration.systemVersion
    self.build = configuration.build
    self.timeZone = configuration.timeZone
    self.options = configuration.options
    self.zoneHistory = [(configuration.start, configuration.timeZone)]
  }

  /// The current instant.
  public var now: SimulationInstant { simulation.now }

  /// The number of events processed so far.
  public var processedEvents: Int { simulation.processedEvents }

  /// The inventory of installed apps, web domains and categories.
  public var inventory: Inventory { configuration.inventory }

  // MARK: - Running

  /// Processes every event due at or before `instant` and moves the clock there.
  ///
  /// - Throws: ``DeviceError/eventBudgetExhausted(_:)`` when the run's budget is spent.
  public func advance(to instant: SimulationInstant) throws(DeviceError) {
    do {
      while let event = try simulation.step(through: instant) {
        handle(event.payload)
      }
    } catch {
      throw .eventBudgetExhausted(error)
    }
  }

  /// Starts the operation of one scenario step: errors, writes and violations that follow are
  /// attributed to it.
  public func beginStep(index: Int, profile: String?, kind: OperationKind) {
    operation = Operation(stepIndex: index, profile: profile, kind: kind)
  }

  /// The index of the step whose operation is under way.
  public var currentStepIndex: Int { operation.stepIndex }

  // MARK: - Tracing

  /// Appends a trace record in `process` at the current instant.
  func record(_ process: String, _ message: String) {
    trace.append(at: now, process: process, message)
  }

  /// The trace line prefix for `instant`: `day D HH:MM:SS.mmm` in the zone then in force.
  public func formatTraceInstant(_ instant: SimulationInstant) -> String {
    let zone = zoneHistory.last { $0.from <= instant }?.zone ?? configuration.timeZone
    let local = zone.localDateTime(at: instant)
    let day = local.date.daysSinceEpoch - configuration.startDate.daysSinceEpoch + 1
    let text = local.description
    return "day \(day) " + text[text.index(text.startIndex, offsetBy: 11)...]
  }

  /// The rendered trace, one line per record.
  public func renderedTrace() -> [String] {
    trace.renderedLines(formatInstant: formatTraceInstant)
  }

  /// The SHA-256 of the rendered trace.
  public func traceDigest() -> String {
    trace.digest(formatInstant: formatTraceInstant)
  }

  /// The local date and time at `instant` in the zone in force now.
  public func localDateTime(at instant: SimulationInstant) -> LocalDateTime {
    timeZone.localDateTime(at: instant)
  }

  // MARK: - Running app code

  /// Runs `body` as app code in `process`, with the process context bound.
  ///
  /// After the outermost run returns, the device brings what the user sees up to date (a store
  /// write may have shielded the item in front).
  @discardableResult
  func run<Result>(
    in process: ProcessKind, killAfterWrites: Int? = nil, memoryLimit: Int? = nil,
    _ body: () -> Result
  ) -> (result: Result, invocation: Invocation) {
    var invocation = Invocation(process: process)
    invocation.killAfterWrites = killAfterWrites
    invocation.memoryLimit = memoryLimit
    if memoryLimit != nil { invocation.memory = Self.processBaselineMemory }
    invocations.append(invocation)
    let result = ProcessContext.$current.withValue(ProcessContext(device: self, process: process)) {
      body()
    }
    let finished = invocations.removeLast()
    if invocations.isEmpty { refreshFrontmost() }
    return (result, finished)
  }

  /// The process running now, if app code is running.
  var currentInvocation: Invocation? { invocations.last }

  /// Whether the code running now may still have effects.
  package var isCurrentProcessAlive: Bool { invocations.last?.mayWrite ?? true }

  /// Runs `body` in the main app's context to read what the app saved, without launching it and
  /// without letting it change anything.
  public func inspectApp<Result>(_ body: () -> Result) -> Result {
    var invocation = Invocation(process: .mainApp)
    invocation.isReadOnly = true
    invocations.append(invocation)
    defer { invocations.removeLast() }
    return ProcessContext.$current.withValue(ProcessContext(device: self, process: .mainApp)) {
      body()
    }
  }

  /// The memory every extension process starts with, counted toward its ceiling: 1 MB.
  public static let processBaselineMemory = 1_024 * 1_024

  /// Ends the current process for `death` and traces why.
  func end(_ death: Invocation.Death) {
    guard let index = invocations.indices.last, invocations[index].isAlive else { return }
    invocations[index].death = death
    let process = invocations[index].process.rawValue
    switch death {
    case .killed(let reason): record(process, "killed: \(reason)")
    case .crashed(let reason):
      record(process, "crashed: \(reason)")
      addViolation(.noCrash, "the \(process) process crashed: \(reason)")
    }
  }

  // MARK: - Events

  func handle(_ event: DeviceEvent) {
    switch event {
    case .boundary(let id, let generation, let kind):
      handleBoundary(registration: id, generation: generation, kind: kind)
    case .usageCrossing(let key, let isWarning):
      handleCrossing(key, isWarning: isWarning)
    case .callbackDue(let pending):
      attemptDelivery(pending)
    case .networkCompletion(let id):
      completeNetworkRequest(id)
    }
  }
}

/// What the simulated device schedules on its event queue.
enum DeviceEvent {
  /// A schedule boundary of a registration, valid while the registration's generation matches.
  case boundary(registration: Int, generation: Int, BoundaryKind)
  /// A usage event reaching its warning or its threshold.
  case usageCrossing(CrossingKey, isWarning: Bool)
  /// A monitor callback falling due after latency or an injected delay.
  case callbackDue(PendingCallback)
  /// A backend response arriving.
  case networkCompletion(id: Int)
}

/// What is in front of the user.
enum Frontmost: Equatable {
  case home
  case mainApp
  case item(Item)
}

/// The shield on screen now.
struct ShownShield {
  var request: ShieldConfigurationRequest
  var appearance: ShieldAppearance
  var isSystemDefault: Bool
}

/// The main app's process.
struct MainAppProcess {
  var isRunning = false
  var isForeground = false
  /// Whether a request has succeeded in this process, so its status is real.
  var hasLearnedStatus = false
  var observedStatus = AuthorizationDecision.notDetermined
  var hasPendingExpiryMessage = false
}

/// The operation errors and writes are attributed to.
struct Operation {
  var stepIndex: Int
  var profile: String?
  var kind: OperationKind = .general
  /// Whether reading, decoding or accepting a saved selection failed during it.
  var hadStorageFailure = false
  /// Whether a `TokenExpiryMessage` reached the app during it.
  var hadExpiryMessage = false
}
