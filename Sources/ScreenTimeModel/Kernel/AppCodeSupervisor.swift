/// One run of app code as the device starts it: its number in the run and the process it runs in.
///
/// Runs are numbered from 1 in the order they begin, every run of app code counted: a launch, a
/// step's command, an extension's callback, a backend response, a task's wake, and each time the
/// simulator reads the app's saved state. The same scenario numbers its runs the same way every
/// time, which is what lets a run be named across processes.
public struct AppCodeRun: Sendable, Equatable {
  /// The run's number, from 1.
  public var number: Int
  /// The process the code runs in.
  public var process: ProcessKind
  /// Whether the simulator only reads the app's saved state in it, in no process of the device.
  public var isInspection: Bool

  public init(number: Int, process: ProcessKind, isInspection: Bool) {
    self.number = number
    self.process = process
    self.isInspection = isInspection
  }
}

/// Watches every run of app code of one device, and may end a run's process as it begins.
///
/// The worker processes that run a team's code use it: one tells the worker's watchdog which run
/// is in progress, so that a trap, a runaway loop or a hog can be pinned on it, and when the
/// scenario is played again the run that died is ended as it begins, as a device's system ends
/// an extension that crashed or passed its limits. A run ended so emits `processCrashed` with the
/// reason given; its code does not run, and the system behaves as for any dead process (its
/// system's default shield, its callback lost). A main app's run ended so also ends the main
/// app's process.
public protocol AppCodeSupervisor: AnyObject {
  /// A run of app code is about to begin: returns why its process dies now, before any of its
  /// code runs, or `nil` to let it run.
  func runWillBegin(_ run: AppCodeRun) -> String?
  /// The run returned, its ready tasks run (or it was ended as it began).
  func runDidEnd(_ run: AppCodeRun)
}

extension SimulatedDevice {
  /// Starts supervising the next run of app code in `process`; when the supervisor ends it, the
  /// run in progress (already begun) dies with the reason.
  func beginSupervisedRun(in process: ProcessKind, isInspection: Bool) -> (
    run: AppCodeRun, isEnded: Bool
  ) {
    appCodeRunCount += 1
    let run = AppCodeRun(number: appCodeRunCount, process: process, isInspection: isInspection)
    guard let reason = appCodeSupervisor?.runWillBegin(run) else { return (run, false) }
    perform(processes.end(.crashed(reason)))
    return (run, true)
  }

  /// Ends the supervision of `run`.
  func endSupervisedRun(_ run: AppCodeRun) {
    appCodeSupervisor?.runDidEnd(run)
  }

  /// After the supervisor ended a run of the main app (not an inspection): the main app's
  /// process is gone, as after a crash on a device, unless an outer run of it is still going;
  /// a main app in front gives way to the home screen.
  func mainAppRunWasEnded() {
    guard processes.mainApp.isRunning,
      !processes.invocations.contains(where: { $0.process == .mainApp })
    else { return }
    let wasInFront = processes.mainApp.isForeground
    perform(processes.endMainAppProcess())
    host.mainAppDidTerminate()
    if wasInFront { perform(screen.goHome()) }
  }

  /// Whether the run of app code in progress is alive: not killed, crashed or ended by the
  /// supervisor (`true` when no app code runs).
  package var isCurrentRunAlive: Bool { processes.current?.isAlive ?? true }
}
