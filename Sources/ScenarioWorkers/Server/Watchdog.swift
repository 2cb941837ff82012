import Foundation
import ScreenTimeModel
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker's watchdog: a thread that looks at the run of app code in progress every 10 ms and
/// kills the worker when that run has used more processor time than its process may, or holds
/// far more memory than it may.
///
/// Processor time is the worker's, measured between two looks while the same run stays
/// innermost, so a run is charged for at most one interval of another's time. Killing the
/// worker (with `SIGKILL`, after writing the cause on the shared page) is the system killing
/// the extension; `stsim` then plays the scenario again with that run ended as it begins.
enum Watchdog {
  /// How often the watchdog looks.
  static let interval: UInt64 = 10_000_000

  /// Starts the thread.
  static func start(state: WatchState, page: SharedPage) {
    let thread = Thread { watch(state: state, page: page) }
    thread.name = "stsim watchdog"
    thread.stackSize = 1 << 18
    thread.start()
  }

  private static func watch(state: WatchState, page: SharedPage) {
    var lastActivation: UInt64 = 0
    var lastProcessorTime = HostClock.processorNanoseconds
    var used: UInt64 = 0
    while true {
      HostClock.sleep(nanoseconds: interval)
      let processorTime = HostClock.processorNanoseconds
      let activation = state.activation.load(ordering: .acquiring)
      let limit = state.processorLimit.load(ordering: .acquiring)
      if limit == 0 || activation != lastActivation {
        used = 0
      } else {
        used += processorTime &- lastProcessorTime
      }
      lastActivation = activation
      lastProcessorTime = processorTime
      if limit > 0, used > limit {
        die(.processorTime, page: page)
      }
      let memoryLimit = state.memoryLimit.load(ordering: .acquiring)
      if memoryLimit > 0, let footprint = HostMemory.footprint {
        let baseline = state.memoryBaseline.load(ordering: .acquiring)
        if footprint > baseline &+ memoryLimit &+ ProcessLimits.suddenGrowthAllowance {
          die(.memory, page: page)
        }
      }
    }
  }

  /// Writes `cause` on the page and kills this process.
  static func die(_ cause: SharedPage.DeathCode, page: SharedPage) -> Never {
    page[.death] = cause.rawValue
    kill(getpid(), SIGKILL)
    while true { pause() }
  }
}
