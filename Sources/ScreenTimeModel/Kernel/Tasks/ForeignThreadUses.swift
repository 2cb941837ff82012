import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Uses of the simulated device from threads that do not drive it: app code on a
/// `DispatchQueue`, a `Thread` or a task resumed from one, calling `ScreenTimeAPI` or running
/// main-actor code there.
///
/// Such a call would race with the device, so it never reaches it. In a process that only runs
/// simulations one at a time (a worker, ``isolatesThreads``), the calling thread records the
/// documented message and then waits for ever: it cannot race, the process does not die at a
/// moment that depends on the host's scheduling, and the run in progress reports the message
/// at the end of its step (``takeMessages()``). A worker with such a thread is not used again.
/// Elsewhere (a test, `stsim` running the reference app in its own process) the call stops the
/// process with the same message, as a misuse of the API does.
package enum ForeignThreadUses {
  private struct State {
    var isolatesThreads = false
    var runningSimulations = 0
    var messages: [String] = []
    var parkedThreads = 0
    var settle: (@Sendable () -> Void)?
  }

  private static let state = Mutex(State())

  /// What app code learns when it uses the simulated device from another thread.
  package static let message =
    "ScreenTimeAPI was used from a thread that does not drive the simulated device (a "
    + "DispatchQueue, a Thread, or a task resumed from one); start app work with Task {} "
    + "inside the app's code and await the simulator's APIs, so that it runs in the "
    + "simulation's order"

  /// Whether a foreign use records its message and parks its thread rather than stopping the
  /// process: set by a worker process, which runs one simulation at a time.
  package static var isolatesThreads: Bool {
    get { state.withLock { $0.isolatesThreads } }
    set { state.withLock { $0.isolatesThreads = newValue } }
  }

  /// Whether a simulation runs in this process now, so that app code without a simulated process
  /// is most likely on a thread of its own rather than outside any simulation.
  package static var areSimulationsRunning: Bool { state.withLock { $0.runningSimulations > 0 } }

  /// Runs `body`, one simulation, counted in ``areSimulationsRunning``.
  package static func simulating<Result>(_ body: () -> Result) -> Result {
    state.withLock { $0.runningSimulations += 1 }
    defer { state.withLock { $0.runningSimulations -= 1 } }
    return body()
  }

  /// The number of threads parked so far.
  package static var parkedThreads: Int { state.withLock { $0.parkedThreads } }

  /// What a worker waits for before a scenario's uses are taken: until its other threads are
  /// idle, so that work the app handed them has reached the device, whatever the host's
  /// scheduling.
  package static var settle: (@Sendable () -> Void)? {
    get { state.withLock { $0.settle } }
    set { state.withLock { $0.settle = newValue } }
  }

  /// The messages recorded since the last call, in the order they came, once the process's
  /// other threads have settled (``settle``).
  package static func settledMessages() -> [String] {
    if let settle { settle() }
    return takeMessages()
  }

  /// The messages recorded since the last call, in the order they came.
  package static func takeMessages() -> [String] {
    state.withLock { state in
      defer { state.messages = [] }
      return state.messages
    }
  }

  /// A use of the device from a thread that does not drive it, described by `message`: in a
  /// worker the message is recorded and the thread waits for ever; elsewhere the process stops
  /// with it.
  package static func refuse(_ message: String = ForeignThreadUses.message) -> Never {
    let parks = state.withLock { state in
      guard state.isolatesThreads else { return false }
      state.messages.append(message)
      state.parkedThreads += 1
      return true
    }
    guard parks else { preconditionFailure(message) }
    while true { sleep(3_600) }
  }
}
