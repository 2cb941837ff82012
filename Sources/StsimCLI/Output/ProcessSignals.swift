import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the `stsim` process does with the signals that would end it in the middle of a write.
///
/// - `SIGXFSZ` (a file-size limit) is ignored, so that the write that passes the limit fails
///   with `EFBIG` instead: the report's temporary file is removed and `stsim` exits with 74.
/// - `SIGINT` and `SIGTERM` remove every temporary file being written (a report, a failure of
///   `explore`), then end the process as the signal would have; while a command has asked to
///   finish what it did (``interruptions(_:)``), the first one is only recorded, so that it
///   can stop and report, and a second ends the process.
///
/// The handlers touch only memory prepared before they are installed: a fixed table of the
/// temporary files' paths, and atomic flags.
enum ProcessSignals {
  /// The most temporary files tracked at once.
  static let slots = 8
  /// The longest path tracked, in bytes, with its terminating zero.
  static let pathLength = 4_096

  nonisolated(unsafe) private static let paths = UnsafeMutablePointer<CChar>.allocate(
    capacity: slots * pathLength)
  /// 1 while a slot's path names a temporary file; read by the handlers.
  nonisolated(unsafe) private static let armed = UnsafeMutablePointer<UInt8>.allocate(
    capacity: slots)
  /// Which slots a thread has taken.
  private static let claimed = Mutex([Bool](repeating: false, count: slots))
  private static let signalsSeen = Atomic<Int>(0)
  private static let finishesOnSignal = Atomic<Bool>(false)
  private static let isPrepared = Atomic<Bool>(false)
  private static let setUp = Mutex(false)

  /// Installs the handlers; the executable calls it once, first thing.
  static func prepare() {
    setUp.withLock { done in
      guard !done else { return }
      done = true
      armed.initialize(repeating: 0, count: slots)
      paths.initialize(repeating: 0, count: slots * pathLength)
      signal(SIGXFSZ, SIG_IGN)
      for number in [SIGINT, SIGTERM] {
        var action = sigaction()
        #if canImport(Darwin)
          action.__sigaction_u.__sa_handler = handle
        #else
          action.__sigaction_handler.sa_handler = handle
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(number, &action, nil)
      }
      // A parent may have started this process with them blocked (a test runner's thread does).
      var unblocked = sigset_t()
      sigemptyset(&unblocked)
      sigaddset(&unblocked, SIGINT)
      sigaddset(&unblocked, SIGTERM)
      sigprocmask(SIG_UNBLOCK, &unblocked, nil)
      isPrepared.store(true, ordering: .releasing)
    }
  }

  private static let handle: @convention(c) (Int32) -> Void = { number in
    let seen = ProcessSignals.signalsSeen.wrappingAdd(1, ordering: .relaxed).newValue
    // Only recorded: the writes in progress finish, each whole, and the command stops after.
    if seen == 1, ProcessSignals.finishesOnSignal.load(ordering: .acquiring) { return }
    for slot in 0..<ProcessSignals.slots where ProcessSignals.armed[slot] == 1 {
      unlink(ProcessSignals.paths + slot * ProcessSignals.pathLength)
    }
    signal(number, SIG_DFL)
    raise(number)
  }

  /// Whether `SIGINT` or `SIGTERM` came.
  static var wasInterrupted: Bool { signalsSeen.load(ordering: .relaxed) > 0 }

  /// Runs `body` with the first `SIGINT` or `SIGTERM` only recorded (see ``wasInterrupted``),
  /// so that it can stop between pieces of work and finish its report.
  static func interruptions<Result>(_ body: () -> Result) -> Result {
    finishesOnSignal.store(true, ordering: .releasing)
    defer { finishesOnSignal.store(false, ordering: .releasing) }
    return body()
  }

  /// Runs `body` with `path` removed if a signal ends the process meanwhile; a path that does
  /// not fit, or one too many at once, is only not removed.
  static func removing<Result, Failure: Error>(
    _ path: [UInt8], during body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard isPrepared.load(ordering: .acquiring), path.count < pathLength,
      let slot = claimed.withLock({ claimed -> Int? in
        guard let free = claimed.firstIndex(of: false) else { return nil }
        claimed[free] = true
        return free
      })
    else { return try body() }
    let start = paths + slot * pathLength
    for (index, byte) in path.enumerated() { start[index] = CChar(bitPattern: byte) }
    start[path.count] = 0
    // Armed only once its path is written, so a handler never reads half of one.
    atomicMemoryFence(ordering: .releasing)
    armed[slot] = 1
    defer {
      armed[slot] = 0
      atomicMemoryFence(ordering: .releasing)
      claimed.withLock { $0[slot] = false }
    }
    return try body()
  }
}
