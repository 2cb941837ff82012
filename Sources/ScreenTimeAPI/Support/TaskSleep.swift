import ScreenTimeModel
import SimulationEngine

/// `Task.sleep` on the simulated device's clock.
///
/// App code that imports `ScreenTimeAPI` gets these in place of the standard library's
/// `Task.sleep(nanoseconds:)` and `Task.sleep(for:tolerance:)`, with the same signatures: inside
/// a simulated process the task sleeps for simulated time and wakes when the simulation reaches
/// that instant, in the process that started it; anywhere else they sleep on the host's clock as
/// the standard library does. The duration is rounded up to whole milliseconds, the device's
/// resolution. `Task.sleep(until:clock:)` and a clock's own `sleep` keep the host's clock: their
/// deadlines are instants of it.
extension Task where Success == Never, Failure == Never {
  /// Suspends the task for at least `duration` nanoseconds of the device's clock.
  ///
  /// - Throws: `CancellationError` when the task is cancelled before it wakes.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    let milliseconds = Int64(clamping: duration / 1_000_000 + (duration % 1_000_000 == 0 ? 0 : 1))
    try await DeviceSleep.sleep(
      milliseconds: milliseconds, host: .nanoseconds(Int64(clamping: duration)))
  }

  /// Suspends the task for at least `duration` of the device's clock.
  ///
  /// - Throws: `CancellationError` when the task is cancelled before it wakes.
  public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    let (seconds, attoseconds) = duration.components
    let whole = seconds.multipliedReportingOverflow(by: 1_000)
    let remainder = attoseconds / 1_000_000_000_000_000
    let rounds = attoseconds % 1_000_000_000_000_000 > 0 ? 1 : 0
    let milliseconds = whole.overflow ? Int64.max : whole.partialValue &+ remainder &+ Int64(rounds)
    try await DeviceSleep.sleep(milliseconds: milliseconds, host: duration, tolerance: tolerance)
  }
}

/// One `Task.sleep` on the device's clock.
enum DeviceSleep {
  static func sleep(milliseconds: Int64, host: Duration, tolerance: Duration? = nil) async throws {
    guard let context = ProcessContext.active, context.services.isDrivenByCurrentThread else {
      try await ContinuousClock().sleep(until: .now.advanced(by: host), tolerance: tolerance)
      return
    }
    try Task.checkCancellation()
    let device = context.services
    let state = SleepState()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        state.begin(continuation) {
          device.sleepCurrentTask(for: .milliseconds(max(milliseconds, 0))) {
            state.finish(with: nil)
          }
        }
      }
    } onCancel: {
      state.cancel { number in device.cancelSleep(number) }
    }
  }
}

/// The continuation of one sleep and whether it was woken or cancelled, so that exactly one of
/// the two resumes it.
private final class SleepState: @unchecked Sendable {
  // Confined to the thread that drives the device: the sleep begins, wakes and (when the app
  // cancels the task) is cancelled there.
  private var continuation: CheckedContinuation<Void, any Error>?
  private var number: Int?
  private var isCancelledEarly = false

  func begin(_ continuation: CheckedContinuation<Void, any Error>, register: () -> Int) {
    if isCancelledEarly {
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    number = register()
  }

  func finish(with error: (any Error)?) {
    guard let continuation else { return }
    self.continuation = nil
    if let error {
      continuation.resume(throwing: error)
    } else {
      continuation.resume()
    }
  }

  func cancel(_ deregister: (Int) -> Bool) {
    guard let number else {
      isCancelledEarly = true
      return
    }
    if deregister(number) { finish(with: CancellationError()) }
  }
}
