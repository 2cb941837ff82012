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

  /// The run in progress, if app code is running.
  var current: Invocation? { invocations.last }

  /// The process running now (the main app's when no app code runs).
  var currentProcess: ProcessKind { invocations.last?.process ?? .mainApp }

  /// Whether the code running now may still have effects.
  var mayCurrentProcessWrite: Bool { invocations.last?.mayWrite ?? true }
}

/// The main app's process.
struct MainAppProcess: Sendable {
  var isRunning = false
  var isForeground = false
  /// A `TokenExpiryMessage` posted and not yet received; it waits for the app to run.
  var hasPendingExpiryMessage = false
}

/// A backend response on its way back to the process that asked.
struct PendingResponse {
  var process: ProcessKind
  var cause: Cause
  var deliver: () -> Void
}
