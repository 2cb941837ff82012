import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A page of memory that `stsim` and one worker both map: where the worker says which run of
/// app code it is in, and why it died, so that `stsim` can read it after the worker is gone.
///
/// The page is an unlinked temporary file, mapped shared by both processes: nothing the worker
/// writes needs a system call, and a worker that dies at any instruction (even by `SIGKILL`)
/// leaves its last words there. Each slot is one aligned 64-bit word, written by one side only,
/// so a reader sees a whole value, old or new.
final class SharedPage: @unchecked Sendable {
  /// The words of the page, by what they hold.
  enum Slot: Int, CaseIterable {
    /// Incremented each time the innermost run of app code changes (begins, or returns to an
    /// outer one).
    case activation = 0
    /// The number of the innermost run of app code in progress; 0 when none is.
    case run
    /// Its process, as ``ProcessLimits/code(of:)`` numbers them; 0 when none.
    case process
    /// When it became the innermost run, on the machine's monotonic clock, in nanoseconds.
    case startedAt
    /// How long it may run without returning, in nanoseconds (a hang).
    case wallLimit
    /// The step of the scenario in progress, from 1; 0 before the first.
    case step
    /// Why the worker died, as ``DeathCode`` numbers it; 0 while it lives.
    case death
    /// The signal, for a death by signal.
    case signal
    /// The faulting address, for a death by signal.
    case faultAddress
    /// 1 when a `SIGSEGV` or `SIGBUS` hit the guard page below the stack.
    case stackOverflow
    /// 1 when the signal came on a thread that does not drive the simulation.
    case foreignThread
  }

  /// Why a worker died, as the ``Slot/death`` word says.
  enum DeathCode: UInt64 {
    /// The worker lives.
    case alive = 0
    /// A signal its own handler saw.
    case signal = 1
    /// The watchdog: a run of app code used more processor time than its process may.
    case processorTime = 2
    /// The watchdog or the end of a run: a run of app code held more memory than its process
    /// may.
    case memory = 3
  }

  /// The page's descriptor, which a worker inherits.
  let descriptor: Int32
  private let words: UnsafeMutablePointer<UInt64>

  /// The size mapped.
  static let size = 4_096

  private init(descriptor: Int32, words: UnsafeMutablePointer<UInt64>) {
    self.descriptor = descriptor
    self.words = words
  }

  /// A new page, zeroed, backed by an unlinked file in the temporary folder; `nil` when the
  /// system refuses.
  static func create() -> SharedPage? {
    var descriptor: Int32 = -1
    var path = ""
    for _ in 0..<100 {
      let serial = counter.wrappingAdd(1, ordering: .relaxed).newValue
      path = "/tmp/.stsim-worker-\(getpid())-\(serial)"
      descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { return nil }
    unlink(path)
    guard ftruncate(descriptor, off_t(size)) == 0, let page = map(descriptor) else {
      _ = close(descriptor)
      return nil
    }
    return SharedPage(descriptor: descriptor, words: page)
  }

  /// Numbers the pages of this process.
  private static let counter = Atomic<Int>(0)

  /// The page a worker inherited as `descriptor`; `nil` when it cannot be mapped.
  static func inherited(_ descriptor: Int32) -> SharedPage? {
    map(descriptor).map { SharedPage(descriptor: descriptor, words: $0) }
  }

  private static func map(_ descriptor: Int32) -> UnsafeMutablePointer<UInt64>? {
    let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
    guard let address, address != MAP_FAILED else { return nil }
    return address.assumingMemoryBound(to: UInt64.self)
  }

  subscript(slot: Slot) -> UInt64 {
    get { words[slot.rawValue] }
    set { words[slot.rawValue] = newValue }
  }

  /// The word of `slot`, for a signal handler, which may only touch memory it is given.
  func address(of slot: Slot) -> UnsafeMutablePointer<UInt64> {
    words + slot.rawValue
  }

  /// Zeroes every slot, before a worker takes a new scenario.
  func clear() {
    for slot in Slot.allCases { self[slot] = 0 }
  }

  deinit {
    munmap(words, Self.size)
    _ = close(descriptor)
  }
}
