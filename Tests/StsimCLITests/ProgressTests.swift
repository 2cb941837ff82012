import Synchronization
import Testing

@testable import StsimCLI

/// The progress line's wording, and when it is drawn: only on a terminal, only for long work.
struct ProgressTests {
  @Test(arguments: [
    (
      ProgressLine(unit: "scenarios", done: 0, total: 105, failed: 0, elapsed: 0),
      "0/105 scenarios, 0 failed"
    ),
    (
      ProgressLine(unit: "scenarios", done: 12, total: 105, failed: 1, elapsed: 1.5),
      "12/105 scenarios, 8.0/s, 1 failed, about 12s left"
    ),
    (
      ProgressLine(unit: "runs", done: 300, total: 1_260, failed: 40, elapsed: 2),
      "300/1260 runs, 150/s, 40 failed, about 7s left"
    ),
    (
      ProgressLine(unit: "runs", done: 10, total: 1_260, failed: 0, elapsed: 1),
      "10/1260 runs, 10.0/s, 0 failed, about 2m05s left"
    ),
    (
      ProgressLine(unit: "runs", done: 1, total: 10_000, failed: 0, elapsed: 1),
      "1/10000 runs, 1.0/s, 0 failed, about 2h46m left"
    ),
    (
      ProgressLine(unit: "scenarios", done: 105, total: 105, failed: 2, elapsed: 3),
      "105/105 scenarios, 35.0/s, 2 failed"
    ),
  ])
  func theLineSaysDoneRateFailuresAndTimeLeft(line: ProgressLine, text: String) {
    #expect(line.text == text)
  }

  /// A console that records what goes to standard error, on a terminal or not.
  final class Terminal: Sendable {
    let written = Mutex<[String]>([])
    let time = Mutex(0.0)

    func console(isTerminal: Bool) -> Console {
      Console(
        writeOutput: { _ in }, writeError: { text in self.written.withLock { $0.append(text) } },
        isErrorTerminal: isTerminal)
    }

    func advance(to seconds: Double) { time.withLock { $0 = seconds } }
    var now: @Sendable () -> Double { { self.time.withLock { $0 } } }
    var lines: [String] { written.withLock { $0 } }
  }

  @Test func nothingIsWrittenWhenStandardErrorIsNotATerminal() {
    let terminal = Terminal()
    let reporter = ProgressReporter(
      unit: "scenarios", total: 3, console: terminal.console(isTerminal: false), now: terminal.now)
    for second in [1.0, 2.0, 3.0] {
      terminal.advance(to: second)
      reporter.finished(failed: false)
    }
    reporter.finish()
    #expect(terminal.lines.isEmpty)
  }

  @Test func aShortRunDrawsNothing() {
    let terminal = Terminal()
    let reporter = ProgressReporter(
      unit: "scenarios", total: 3, console: terminal.console(isTerminal: true), now: terminal.now)
    for second in [0.1, 0.2, 0.3] {
      terminal.advance(to: second)
      reporter.finished(failed: false)
    }
    reporter.finish()
    #expect(terminal.lines.isEmpty)
  }

  @Test func aLongRunRedrawsInPlaceAtMostTenTimesASecondAndErasesTheLine() {
    let terminal = Terminal()
    let reporter = ProgressReporter(
      unit: "runs", total: 4, console: terminal.console(isTerminal: true), now: terminal.now)
    for (second, failed) in [(0.2, false), (1.0, true), (1.05, false), (2.0, false)] {
      terminal.advance(to: second)
      reporter.finished(failed: failed)
    }
    reporter.finish()
    #expect(
      terminal.lines == [
        "\r\u{1B}[K2/4 runs, 2.0/s, 1 failed, about 1s left",
        "\r\u{1B}[K4/4 runs, 2.0/s, 1 failed",
        "\r\u{1B}[K",
      ])
  }
}
