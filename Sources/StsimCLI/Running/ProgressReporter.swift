import Synchronization

/// Draws a ``ProgressLine`` on standard error while long work goes on, when that is a terminal.
///
/// Nothing is written when standard error is not a terminal (a file, a pipe, CI logs), nor
/// during the first ``delay`` seconds, so short runs print exactly what they would without it.
/// The line is redrawn in place at most every ``interval`` seconds and erased by
/// ``finish()``, before the report is printed.
final class ProgressReporter: Sendable {
  /// Seconds before the line first appears.
  static let delay = 0.5
  /// The shortest time between two redraws, in seconds.
  static let interval = 0.1
  /// Moves to the start of the line and erases it.
  static let erase = "\r\u{1B}[K"

  private struct State {
    var done = 0
    var failed = 0
    var lastDrawn: Double?
  }

  private let unit: String
  private let total: Int?
  private let budget: Double?
  private let writeError: @Sendable (String) -> Void
  private let isShown: Bool
  private let now: @Sendable () -> Double
  private let start: Double
  private let state = Mutex(State())

  /// A reporter for `total` pieces of work counted in `unit` (or, with no total, as many as
  /// `budget` seconds allow), drawn when `console` says standard error is a terminal; `now`
  /// reads a clock in seconds.
  init(
    unit: String, total: Int?, budget: Double? = nil, console: Console,
    now: @escaping @Sendable () -> Double = ProgressReporter.monotonicSeconds
  ) {
    self.unit = unit
    self.total = total
    self.budget = budget
    self.writeError = console.writeError
    self.isShown = console.isErrorTerminal
    self.now = now
    self.start = now()
  }

  /// Counts one finished piece of work, and redraws the line when it is time to.
  func finished(failed: Bool) {
    guard isShown else { return }
    let time = now()
    // Drawn under the lock, so that lines from two workers never land out of order.
    state.withLock { state in
      state.done += 1
      if failed { state.failed += 1 }
      guard time - start >= Self.delay,
        state.lastDrawn.map({ time - $0 >= Self.interval }) ?? true
      else { return }
      state.lastDrawn = time
      let line = ProgressLine(
        unit: unit, done: state.done, total: total, failed: state.failed, elapsed: time - start,
        budget: budget)
      writeError(Self.erase + line.text)
    }
  }

  /// Erases the line if it was drawn.
  func finish() {
    state.withLock { state in
      if state.lastDrawn != nil { writeError(Self.erase) }
    }
  }

  /// Seconds on a monotonic clock.
  @Sendable static func monotonicSeconds() -> Double {
    let elapsed = ContinuousClock.now - reference
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }

  private static let reference = ContinuousClock.now
}
