import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel

/// The report of `stsim run --versions`: a table of scenarios by iOS release, the failures of
/// each release, and, for each scenario whose runs differ between releases, the first
/// observation they differ in.
public struct VersionReport: Sendable {
  /// The releases, in ascending order: the table's columns.
  public var versions: [SystemVersion]
  /// Each scenario's runs, in the order of the files.
  public var sweeps: [VersionSweep]

  public init(versions: [SystemVersion], sweeps: [VersionSweep]) {
    self.versions = versions
    self.sweeps = sweeps
  }

  private func count(_ matches: (VersionSweep.Outcome) -> Bool) -> Int {
    sweeps.reduce(0) { $0 + $1.cells.filter { matches($0.outcome) }.count }
  }

  /// Runs that passed, over every scenario and release.
  public var passedCount: Int { count { $0 == .passed } }
  /// Runs that failed.
  public var failedCount: Int { count { $0 == .failed } }
  /// Releases a scenario is not meant for.
  public var notMeantCount: Int {
    count {
      if case .notMeant = $0 { return true }
      return false
    }
  }
  /// Runs the app's lacking capabilities skipped.
  public var skippedCount: Int {
    count {
      if case .skipped = $0 { return true }
      return false
    }
  }

  /// The last line: how many scenarios and releases, and how the runs went.
  public var summaryLine: String {
    "\(sweeps.count) scenario\(sweeps.count == 1 ? "" : "s") on \(versions.count) "
      + "release\(versions.count == 1 ? "" : "s"): \(passedCount) passed, \(failedCount) failed, "
      + "\(notMeantCount) not meant, \(skippedCount) skipped"
  }

  /// The text report: the table (`pass`, `FAIL`, `skip`, `-` for a release the scenario is not
  /// meant for), then each failing run's failures, then where runs differ between releases.
  public func text() -> String {
    let width = max(8, sweeps.map(\.path.count).max() ?? 0)
    func padded(_ text: String, _ length: Int) -> String {
      text + String(repeating: " ", count: max(0, length - text.count))
    }
    var lines = [padded("", width) + versions.map { "  " + padded("\($0)", 5) }.joined()]
    for sweep in sweeps {
      let cells = versions.map { version in
        sweep.cells.first { $0.version == version }?.outcome.word ?? "-"
      }
      lines.append(padded(sweep.path, width) + cells.map { "  " + padded($0, 5) }.joined())
    }
    let failing = sweeps.flatMap { sweep in
      sweep.cells.filter { $0.outcome == .failed }.map { (sweep, $0) }
    }
    if !failing.isEmpty {
      lines.append("")
      for (sweep, cell) in failing {
        lines.append("FAIL \(sweep.path) on iOS \(cell.version)")
        for line in cell.result?.failureLines ?? [] { lines.append("  \(line)") }
      }
    }
    let differing = sweeps.filter { $0.difference != nil }
    if !differing.isEmpty {
      lines.append("")
      for sweep in differing {
        guard let difference = sweep.difference else { continue }
        lines.append(
          "DIFFERS \(sweep.path): iOS \(difference.first) and iOS \(difference.second) first "
            + "differ at")
        lines.append("  \(difference.first): \(difference.firstObservation ?? "(trace ends)")")
        lines.append("  \(difference.second): \(difference.secondObservation ?? "(trace ends)")")
      }
    }
    lines.append("")
    lines.append(summaryLine)
    return lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n") + "\n"
  }

  /// The JSON report: `{"versions":[...],"scenarios":[{"path","title","results":[{"version",
  /// "outcome","reason"?,"digest"?,"failures"?}],"difference":{...}|null}],"passed","failed",
  /// "notMeant","skipped"}`, keys in this order.
  public func json() -> String {
    let scenarios = sweeps.map { sweep -> JSONValue in
      let results = sweep.cells.map { cell -> JSONValue in
        var fields: [(String, JSONValue)] = [
          ("version", .string("\(cell.version)")),
          ("outcome", .string(Self.name(of: cell.outcome))),
        ]
        switch cell.outcome {
        case .notMeant(let reason), .skipped(let reason): fields.append(("reason", .string(reason)))
        case .passed, .failed: break
        }
        if let result = cell.result, cell.outcome == .passed || cell.outcome == .failed {
          fields.append(("digest", .string(result.digest)))
          fields.append(
            (
              "failures",
              .array(
                result.failures.map {
                  .object([("line", .integer($0.line)), ("message", .string($0.message))])
                })
            ))
        }
        return .object(fields)
      }
      var difference = JSONValue.null
      if let found = sweep.difference {
        let first: JSONValue = found.firstObservation.map { .string($0) } ?? .null
        let second: JSONValue = found.secondObservation.map { .string($0) } ?? .null
        difference = .object([
          ("first", .string("\(found.first)")), ("second", .string("\(found.second)")),
          ("firstObservation", first), ("secondObservation", second),
        ])
      }
      return .object([
        ("path", .string(sweep.path)), ("title", .string(sweep.title)),
        ("results", .array(results)), ("difference", difference),
      ])
    }
    let report = JSONValue.object([
      ("versions", .array(versions.map { .string("\($0)") })),
      ("scenarios", .array(scenarios)),
      ("passed", .integer(passedCount)), ("failed", .integer(failedCount)),
      ("notMeant", .integer(notMeantCount)), ("skipped", .integer(skippedCount)),
    ])
    return report.rendered + "\n"
  }

  /// The JUnit XML report: one `<testcase>` per scenario and release (`name` the title and
  /// `[iOS <version>]`), `<failure>` per failure, `<skipped>` for a release it is not meant for
  /// or a capability the app lacks, with the reason.
  public func junit() -> String {
    let total = sweeps.reduce(0) { $0 + $1.cells.count }
    let skipped = notMeantCount + skippedCount
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites tests=\"\(total)\" failures=\"\(failedCount)\" errors=\"0\">",
      "  <testsuite name=\"stsim --versions\" tests=\"\(total)\" failures=\"\(failedCount)\" "
        + "errors=\"0\" skipped=\"\(skipped)\">",
    ]
    for sweep in sweeps {
      for cell in sweep.cells {
        let opening =
          "    <testcase classname=\"\(XML.escape(sweep.path))\" "
          + "name=\"\(XML.escape("\(sweep.title) [iOS \(cell.version)]"))\""
        switch cell.outcome {
        case .passed:
          lines.append(opening + "/>")
        case .failed:
          lines.append(opening + ">")
          for failure in cell.result?.failures ?? [] {
            let text = "\(sweep.path):\(failure.line): \(failure.message)"
            lines.append(
              "      <failure message=\"\(XML.escape(failure.message))\">\(XML.escape(text))"
                + "</failure>")
          }
          lines.append("    </testcase>")
        case .notMeant(let reason), .skipped(let reason):
          lines.append(opening + ">")
          lines.append("      <skipped message=\"\(XML.escape(reason))\"/>")
          lines.append("    </testcase>")
        }
      }
    }
    lines.append("  </testsuite>")
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// One HTML page: the table, each cell titled with its reason or failures, then where runs
  /// differ.
  public func html() -> String {
    var rows: [String] = []
    for sweep in sweeps {
      var cells = ["<th scope=\"row\">\(XML.escape(sweep.path))</th>"]
      for version in versions {
        guard let cell = sweep.cells.first(where: { $0.version == version }) else {
          cells.append("<td>-</td>")
          continue
        }
        let detail: String
        switch cell.outcome {
        case .notMeant(let reason), .skipped(let reason): detail = reason
        case .failed: detail = (cell.result?.failureLines ?? []).joined(separator: "\n")
        case .passed: detail = cell.result?.digest ?? ""
        }
        cells.append(
          "<td class=\"\(Self.name(of: cell.outcome))\" title=\"\(XML.escape(detail))\">"
            + "\(XML.escape(cell.outcome.word))</td>")
      }
      rows.append("<tr>" + cells.joined() + "</tr>")
    }
    let differences = sweeps.compactMap { sweep -> String? in
      guard let difference = sweep.difference else { return nil }
      return "<li><code>\(XML.escape(sweep.path))</code>: iOS \(difference.first) "
        + "<code>\(XML.escape(difference.firstObservation ?? "(trace ends)"))</code>, iOS "
        + "\(difference.second) <code>\(XML.escape(difference.secondObservation ?? "(trace ends)"))"
        + "</code></li>"
    }
    let header = versions.map { "<th scope=\"col\">iOS \($0)</th>" }.joined()
    return """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8"><title>stsim --versions</title>
      <style>body{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}\
      th,td{border:1px solid #ccc;padding:2px 8px;text-align:left}td.failed{background:#fdd}\
      td.passed{background:#dfd}td.notMeant,td.skipped{color:#888}</style></head>
      <body><h1>Scenarios by iOS release</h1>
      <p>\(XML.escape(summaryLine))</p>
      <table><thead><tr><th></th>\(header)</tr></thead><tbody>
      \(rows.joined(separator: "\n"))
      </tbody></table>
      <h2>Where releases differ</h2><ul>
      \(differences.joined(separator: "\n"))
      </ul></body></html>

      """
  }

  /// The outcome's name in JSON and HTML classes.
  static func name(of outcome: VersionSweep.Outcome) -> String {
    switch outcome {
    case .passed: "passed"
    case .failed: "failed"
    case .notMeant: "notMeant"
    case .skipped: "skipped"
    }
  }
}
