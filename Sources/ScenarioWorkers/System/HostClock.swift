#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The host's clocks a worker is watched with: the processor time its process has used, and a
/// monotonic clock shared by every process of the machine.
///
/// Neither reaches a simulation: they decide only whether a run of app code passed its limits.
enum HostClock {
  /// The processor time (user and system, every thread) this process has used, in nanoseconds.
  static var processorNanoseconds: UInt64 { read(CLOCK_PROCESS_CPUTIME_ID) }

  /// A monotonic reading, in nanoseconds, comparable between the processes of one machine.
  static var monotonicNanoseconds: UInt64 { read(CLOCK_MONOTONIC) }

  private static func read(_ clock: clockid_t) -> UInt64 {
    var time = timespec()
    guard clock_gettime(clock, &time) == 0 else { return 0 }
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Sleeps for `nanoseconds` on this thread.
  static func sleep(nanoseconds: UInt64) {
    var time = timespec(
      tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
    var remaining = timespec()
    while nanosleep(&time, &remaining) != 0, errno == EINTR { time = remaining }
  }
}
