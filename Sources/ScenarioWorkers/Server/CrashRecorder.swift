#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker's handlers of the signals that end a process that crashed: each writes the signal,
/// the faulting address and whether it was a stack overflow on the shared page, then lets the
/// signal end the worker as it would have.
///
/// The handlers run on an alternate stack, so that a stack overflow can be recorded, and touch
/// nothing but the page's words and values prepared before they are installed.
enum CrashRecorder {
  /// What the handlers need, prepared once.
  private struct Prepared {
    var death: UnsafeMutablePointer<UInt64>
    var signal: UnsafeMutablePointer<UInt64>
    var address: UnsafeMutablePointer<UInt64>
    var overflow: UnsafeMutablePointer<UInt64>
    var foreign: UnsafeMutablePointer<UInt64>
    /// The lowest address of the main thread's stack.
    var stackLow: UInt
    var mainThread: pthread_t
  }

  // Written once, before the handlers are installed; only read afterwards.
  nonisolated(unsafe) private static var prepared: Prepared?

  /// The signals recorded.
  static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS]

  /// Installs the handlers, recording on `page`; call on the thread that runs the simulation.
  static func install(recordingOn page: SharedPage) {
    prepared = Prepared(
      death: page.address(of: .death), signal: page.address(of: .signal),
      address: page.address(of: .faultAddress), overflow: page.address(of: .stackOverflow),
      foreign: page.address(of: .foreignThread), stackLow: currentStackLow(),
      mainThread: pthread_self())
    let alternateSize = 1 << 16
    var stack = stack_t()
    stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: alternateSize, alignment: 16)
    stack.ss_size = alternateSize
    stack.ss_flags = 0
    sigaltstack(&stack, nil)
    for number in signals {
      var action = sigaction()
      #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = handle
      #else
        action.__sigaction_handler.sa_sigaction = handle
      #endif
      action.sa_flags = SA_SIGINFO | SA_ONSTACK | Int32(truncatingIfNeeded: SA_RESETHAND)
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }

  private static let handle:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      number, info, _ in
      guard let prepared = CrashRecorder.prepared else { return }
      #if canImport(Darwin)
        let address = UInt(bitPattern: info?.pointee.si_addr)
      #else
        let address = UInt(bitPattern: info?.pointee._sifields._sigfault.si_addr)
      #endif
      let isMain = pthread_equal(pthread_self(), prepared.mainThread) != 0
      prepared.signal.pointee = UInt64(number)
      prepared.address.pointee = UInt64(address)
      prepared.foreign.pointee = isMain ? 0 : 1
      let low = prepared.stackLow
      let nearGuard = low > 0 && address &+ (1 << 20) >= low && address < low &+ (1 << 16)
      prepared.overflow.pointee =
        (number == SIGSEGV || number == SIGBUS) && isMain && nearGuard ? 1 : 0
      prepared.death.pointee = SharedPage.DeathCode.signal.rawValue
      // The handler is reset: the signal, raised again, ends the process as it would have.
      raise(number)
    }

  /// The lowest address the main thread's stack may grow to, or 0 when it is not known (or not
  /// limited): on Linux the end of the `[stack]` mapping less the stack's size limit, on Darwin
  /// the thread's own figures.
  private static func currentStackLow() -> UInt {
    #if canImport(Darwin)
      let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
      return top - UInt(pthread_get_stacksize_np(pthread_self()))
    #else
      var limit = rlimit()
      guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur < UInt(1) << 40,
        let maps = procMaps(),
        let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("[stack]") }),
        let range = line.split(separator: " ").first,
        let end = range.split(separator: "-").last.flatMap({ UInt($0, radix: 16) }),
        end > UInt(limit.rlim_cur)
      else { return 0 }
      return end - UInt(limit.rlim_cur)
    #endif
  }

  #if !canImport(Darwin)
    /// `/proc/self/maps`, read to its end (its size says 0, so it is read until `read` says so).
    private static func procMaps() -> String? {
      let descriptor = open("/proc/self/maps", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        bytes += buffer[..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  #endif
}
