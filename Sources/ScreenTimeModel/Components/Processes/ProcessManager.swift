import SimulationEngine

/// The app's processes: the main app's, and the runs of app code in its extensions.
///
/// Models what launchd and the extension host keep for one app: whether the main app runs and is
/// in front, which code is running now (a stack, since a step's command may cause a callback),
/// the writes and memory counted against each run, and responses on their way back to the
/// process that asked for them.
struct ProcessManager {
  /// The main app's process.
  var mainApp = MainAppProcess()
  /// When the main app last came to the foreground, in any process, or was installed again;
  /// `nil` before either.
  var lastForegroundAt: SimulationInstant?
  /// The runs of app code in progress, innermost last.
  var invocations: [Invocation] = []
  /// Backend responses not yet delivered, by request number.
  var pendingResponses: [Int: PendingResponse] = [:]
  var nextRequestNumber = 1
  /// The executor every task of the app's processes runs on.
  let tasks = AppTaskExecutor()
  /// Tasks sleeping on the device's clock, by number.
  var sleepers: [Int: TaskSleeper] = [:]
  var nextSleeperNumber = 1
  /// The number of the last run of app code started.
  var lastInvocationSerial = 0

  /// The run in progress, if app code is running.
  var current: Invocation? { invocations.last }

  /// The process running now (the main app's when no app code runs).
  var currentProcess: ProcessKind { invocations.last?.process ?? .mainApp }

  /// Whether the code running now may still have effects.
  var mayCurrentProcessWrite: Bool { invocations.last?.mayWrite ?? true }
}

/// The main app's process.
struct MainAppProcess {
  var isRunning = false
  var isForeground = false
  /// A `TokenExpiryMessage` posted and not yet received; it waits for the app to run.
  var hasPendingExpiryMessage = false
  /// Tasks that outlived the run of app code that started them.
  var liveTasks: [LiveTaskGroup] = []
  /// Subscribers to `$authorizationStatus`, in subscription order.
  var statusSubscribers: [(id: Int, receive: (AuthorizationDecision) -> Void)] = []
  var nextSubscriberID = 1
  /// The defaults the process registered (`UserDefaults.register(defaults:)`); they end with it.
  var registeredDefaults: [String: [UInt8]] = [:]
}

/// A backend response on its way back to the process that asked.
struct PendingResponse {
  var process: ProcessKind
  var cause: Cause
  var deliver: () -> Void
}
