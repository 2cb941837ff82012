import ScreenTimeModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a worker died while it ran a scenario, as `stsim` read it afterwards: the run of app code
/// in progress, its process, the step, and the cause.
struct ProcessDeath: Sendable, Equatable {
  /// What ended the worker.
  enum Cause: Sendable, Equatable {
    /// A signal: a trap (`fatalError`, a force unwrap of `nil`, a failed precondition, a
    /// failed allocation), a bad memory access or a stack overflow; `message` is what the
    /// Swift runtime or a library wrote just before, when it wrote something.
    case signal(Int32, message: String?, stackOverflow: Bool)
    /// The code called `exit` (or returned from the program's `main`).
    case exited(Int32)
    /// The watchdog: one run used more processor time than its process may.
    case processorTime
    /// The watchdog or the run's end: one run held more memory than its process may.
    case memory
    /// A run did not return for longer than its process may wait (a hang or a deadlock).
    case waiting
    /// Something outside the worker killed it (`SIGKILL` with no word from the worker: the
    /// host's out-of-memory killer, a user).
    case killedFromOutside(Int32)
  }

  /// The number of the run of app code in progress, as ``AppCodeRun`` numbers it; `nil` when
  /// the worker died outside the app's code.
  var run: Int?
  /// The process that run was in.
  var process: ProcessKind?
  /// The step in progress, from 0.
  var step: Int?
  var cause: Cause

  /// What the trace and the `no-crash` failure say after `crashed:`, such as `SIGILL (a trap):
  /// Fatal error: ...`; the same text for the same death on every run, so that a scenario
  /// keeps one digest.
  func reason(limits: ProcessLimits) -> String {
    let process = self.process ?? .mainApp
    let name = process == .mainApp ? "the main app" : "the \(process.rawValue) extension"
    switch cause {
    case .signal(let number, let message, let stackOverflow):
      let signal = HostProcesses.name(ofSignal: number)
      var text: String
      if stackOverflow {
        text = "\(signal): its stack overflowed (endless recursion)"
      } else {
        switch number {
        case SIGILL, SIGTRAP: text = "\(signal): a trap in its code"
        case SIGABRT: text = "\(signal): it aborted"
        case SIGSEGV, SIGBUS: text = "\(signal): a bad memory access"
        case SIGFPE: text = "\(signal): an arithmetic fault"
        default: text = "\(signal)"
        }
      }
      if let message { text += " (\(message))" }
      return text
    case .exited(let status):
      return "its code ended the process with exit(\(status))"
    case .processorTime:
      let limit = ProcessLimits.describe(milliseconds: limits.processorLimit(of: process))
      return "killed by the system's watchdog: one run took more than \(limit) of processor "
        + "time, the limit of \(name)"
    case .memory:
      let limit = ProcessLimits.describe(bytes: limits.memoryLimit(of: process))
      return "killed by the system: its memory passed \(limit), the limit of \(name)"
    case .waiting:
      let limit = ProcessLimits.describe(milliseconds: limits.waitLimit(of: process))
      return "killed by the system's watchdog: one run did not return within \(limit) "
        + "(a hang or a deadlock)"
    case .killedFromOutside(let number):
      return "\(HostProcesses.name(ofSignal: number)) from outside the simulator"
    }
  }
}
