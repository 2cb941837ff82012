import Synchronization

/// What a worker's watchdog thread reads of the run of app code in progress: its activation,
/// its processor time limit and its memory limit and starting memory.
///
/// The thread that runs the simulation writes it; the watchdog only reads.
final class WatchState: Sendable {
  /// Changes each time the innermost run of app code changes.
  let activation = Atomic<UInt64>(0)
  /// The processor time the innermost run may use, in nanoseconds; 0 when no run is in
  /// progress.
  let processorLimit = Atomic<UInt64>(0)
  /// The memory the innermost run may add, in bytes; 0 when no run is in progress.
  let memoryLimit = Atomic<UInt64>(0)
  /// The worker's memory when the innermost run began.
  let memoryBaseline = Atomic<UInt64>(0)
}
