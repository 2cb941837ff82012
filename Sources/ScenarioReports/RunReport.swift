import BehaviourCoverage
import Foundation
import InvariantChecking
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

/// The results of one `stsim run`, and the three ways to write them (spec section 9).
public struct RunReport: Sendable {
  /// One result per scenario, in path order.
  public var results: [ScenarioResult]
  /// The wall-clock seconds each scenario took, for JUnit's `time` (nil: all zero).
  public var wallSeconds: [Double]?
  /// The behaviour coverage of the runs, when the report shows it (`run --coverage`): the text
  /// report ends with it, the JSON report's last key is `"coverage"`, the JUnit suite carries
  /// its counts as properties, and the web page ends with its tables.
  public var coverage: CoverageReport?

  public init(
    results: [ScenarioResult], wallSeconds: [Double]? = nil, coverage: CoverageReport? = nil
  ) {
    self.results = results
    self.wallSeconds = wallSeconds
    self.coverage = coverage
  }

  public var passedCount: Int { results.filter(\.passed).count }
  public var failedCount: Int { results.filter(\.failed).count }
  /// The scenarios skipped because the app declares a step they use unsupported.
  public var skippedCount: Int { results.filter(\.isSkipped).count }

  /// The last line of the text report: `N passed, M failed`, and `, K skipped` when any was.
  public var summaryLine: String {
    "\(passedCount) passed, \(failedCount) failed"
      + (skippedCount > 0 ? ", \(skippedCount) skipped" : "")
  }

  /// The text report of spec section 9.
  ///
  /// One line per scenario, `PASS PATH  TITLE` or `FAIL PATH  TITLE`, the failure lines of a
  /// failing one indented below it, then `N passed, M failed`. With `includeTraces`, each
  /// failing scenario's trace and digest follow its failures. A skipped scenario reads
  /// `SKIP PATH  TITLE` with its reason indented below, and the last line then ends with
  /// `, K skipped`.
  ///
  /// With `styled`, for a terminal: `PASS`, `FAIL` and `SKIP` in their colours, and in each
  /// failure line what was expected and what happened instead, as a diff would show them.
  public func text(includeTraces: Bool = false, styled: Bool = false) -> String {
    var lines: [String] = []
    for result in results {
      if let reason = result.skipReason {
        lines.append(
          TerminalStyle.skip.apply("SKIP", if: styled) + " \(result.path)  \(result.title)")
        lines.append("  \(reason)")
        continue
      }
      let outcome =
        result.passed
        ? TerminalStyle.pass.apply("PASS", if: styled)
        : TerminalStyle.fail.apply("FAIL", if: styled)
      lines.append("\(outcome) \(result.path)  \(result.title)")
      for failure in result.failures {
        lines.append("  \(result.path):\(failure.line): " + Self.styled(failure.message, styled))
      }
      if includeTraces, !result.passed {
        lines.append("  trace:")
        lines += result.trace.map { "    \($0)" }
        lines.append("    digest \(result.digest)")
      }
    }
    lines.append(summaryLine)
    return lines.joined(separator: "\n") + "\n" + (coverage?.text() ?? "")
  }

  /// A failure's message with its `expected …` part drawn as removed and its `got …` part as
  /// added, when `isOn`.
  private static func styled(_ message: String, _ isOn: Bool) -> String {
    guard isOn, let got = message.range(of: ", got ") else { return message }
    return TerminalStyle.removed.apply(String(message[..<got.lowerBound]), if: true) + ", "
      + TerminalStyle.added.apply(
        String(message[message.index(got.lowerBound, offsetBy: 2)...]), if: true)
  }

  /// The JSON report, one object with its keys in the documented order.
  ///
  /// With `includeTraces`, each failing scenario's object ends with `"trace"`, its trace lines
  /// (the digest is the `"digest"` already there). A skipped scenario's object has
  /// `"passed": false` and ends with `"skipped"`, the reason; the report then ends with
  /// `"skipped"`, their number.
  public func json(includeTraces: Bool = false) -> String {
    let scenarios = results.map { result -> JSONValue in
      var fields: [(String, JSONValue)] = [
        ("path", .string(result.path)),
        ("title", .string(result.title)),
        ("passed", .bool(result.passed)),
        (
          "failures",
          .array(
            result.failures.map {
              .object([("line", .integer($0.line)), ("message", .string($0.message))])
            })
        ),
        ("simulatedSeconds", .seconds(milliseconds: result.simulatedDuration.milliseconds)),
        ("events", .integer(result.events)),
        ("digest", .string(result.digest)),
      ]
      if includeTraces, result.failed {
        fields.append(("trace", .array(result.trace.map(JSONValue.string))))
      }
      if let reason = result.skipReason { fields.append(("skipped", .string(reason))) }
      return .object(fields)
    }
    var counts: [(String, JSONValue)] = [
      ("scenarios", .array(scenarios)),
      ("passed", .integer(passedCount)),
      ("failed", .integer(failedCount)),
    ]
    if skippedCount > 0 { counts.append(("skipped", .integer(skippedCount))) }
    if let coverage { counts.append(("coverage", coverage.jsonValue)) }
    let report = JSONValue.object(counts)
    return report.rendered + "\n"
  }

  /// The JUnit XML report: one `<testsuite>`, one `<testcase>` per scenario (class name the
  /// path, name the title), one `<failure>` per failure with `PATH:LINE: expected ..., got ...`,
  /// and `<skipped message="REASON"/>` for a skipped scenario.
  ///
  /// With `includeTraces`, each failing test case ends with `<system-out>`: its trace and
  /// digest.
  public func junit(includeTraces: Bool = false) -> String {
    let times = wallSeconds ?? Array(repeating: 0, count: results.count)
    let total = times.reduce(0, +)
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites tests=\"\(results.count)\" failures=\"\(failedCount)\" errors=\"0\" "
        + "time=\"\(format(total))\">",
      "  <testsuite name=\"stsim\" tests=\"\(results.count)\" failures=\"\(failedCount)\" "
        + "errors=\"0\" skipped=\"\(skippedCount)\" time=\"\(format(total))\">",
    ]
    if let coverage {
      lines += [
        "    <properties>",
        "      <property name=\"behaviour-coverage-covered\" value=\"\(coverage.coveredReachableCount)\"/>",
        "      <property name=\"behaviour-coverage-reachable\" "
          + "value=\"\(coverage.reachableCount)\"/>",
        "    </properties>",
      ]
    }
    for (index, result) in results.enumerated() {
      let time = index < times.count ? times[index] : 0
      let opening =
        "    <testcase classname=\"\(XML.escape(result.path))\" "
        + "name=\"\(XML.escape(result.title))\" time=\"\(format(time))\""
      if result.passed {
        lines.append(opening + "/>")
        continue
      }
      lines.append(opening + ">")
      if let reason = result.skipReason {
        lines.append("      <skipped message=\"\(XML.escape(reason))\"/>")
        lines.append("    </testcase>")
        continue
      }
      for (failure, line) in zip(result.failures, result.failureLines) {
        let type = failure.invariant.map { "invariant \($0.rawValue)" } ?? "expectation"
        lines.append(
          "      <failure message=\"\(XML.escape(line))\" type=\"\(XML.escape(type))\">"
            + "\(XML.escape(line))</failure>")
      }
      if includeTraces {
        let trace = (result.trace + ["digest \(result.digest)"]).joined(separator: "\n")
        lines.append("      <system-out>\(XML.escape(trace))</system-out>")
      }
      lines.append("    </testcase>")
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private func format(_ seconds: Double) -> String {
    String(format: "%.3f", seconds)
  }
}
