import InvariantChecking
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel

/// Every scenario under one policy and under each of its mistakes alone: which scenario catches
/// which mistake.
///
/// For the reference app the columns are `recommended` and each mistake of
/// `stsim list mistakes`; for an app that declares no mistakes, the one column is the app.
public struct MatrixReport: Sendable {
  /// One scenario's row.
  public struct Row: Sendable {
    public var path: String
    /// One cell per column, in ``MatrixReport/columns`` order.
    public var cells: [Cell]
  }

  /// One scenario under one policy.
  public struct Cell: Sendable, Equatable {
    public var passed: Bool
    /// Why it failed: the first failing invariant, or the first failing line.
    public var reason: String?

    /// The cell of `result`.
    public init(_ result: ScenarioResult) {
      passed = result.passed
      guard let first = result.failures.first else { return }
      reason =
        result.failures.first { $0.invariant != nil }?.invariant?.rawValue ?? "line \(first.line)"
    }

    var text: String { passed ? "PASS" : "FAIL " + (reason ?? "") }
  }

  /// The policy, then each mistake.
  public var columns: [String]
  /// The policy every column runs.
  public var policy: String
  /// The mistakes, one column each after the policy's own.
  public var mistakes: [String]
  public var rows: [Row]

  /// One run of the matrix: a scenario under the options of one column.
  public struct Run: Sendable {
    public var scenario: Scenario
    public var options: RunOptions
  }

  /// The runs of the matrix, row by row, independent of each other.
  ///
  /// Each scenario runs under `policy` as designed, then with each of `mistakes` alone.
  public static func runs(
    of scenarios: [Scenario], policy: String, mistakes: [String], options: RunOptions
  ) -> [Run] {
    var base = options
    base.policy = policy
    base.mistakes = []
    let columns =
      [base]
      + mistakes.map { mistake in
        var withMistake = base
        withMistake.mistakes = [mistake]
        return withMistake
      }
    return scenarios.flatMap { scenario in
      columns.map { Run(scenario: scenario, options: $0) }
    }
  }

  /// The report of `scenarios` from the cells of their ``runs(of:policy:mistakes:options:)``,
  /// in the same order.
  public init(scenarios: [Scenario], policy: String, mistakes: [String], cells: [Cell]) {
    let width = mistakes.count + 1
    precondition(cells.count == scenarios.count * width, "one cell per run of the matrix")
    self.columns = [policy] + mistakes
    self.policy = policy
    self.mistakes = mistakes
    self.rows = scenarios.enumerated().map { index, scenario in
      Row(path: scenario.path, cells: Array(cells[(index * width)..<((index + 1) * width)]))
    }
  }

  /// Runs every scenario under `policy` and under each of `mistakes` alone, one after the
  /// other.
  public static func run(
    _ scenarios: [Scenario], policy: String, mistakes: [String], options: RunOptions
  ) -> MatrixReport {
    let cells = runs(of: scenarios, policy: policy, mistakes: mistakes, options: options).map {
      Cell(ScenarioRunner.run($0.scenario, options: $0.options))
    }
    return MatrixReport(scenarios: scenarios, policy: policy, mistakes: mistakes, cells: cells)
  }

  /// The scenarios that fail under the policy without mistakes.
  public var policyFailures: [String] {
    rows.filter { !$0.cells[0].passed }.map(\.path)
  }

  /// The scenarios that catch `mistake`: they pass under the policy and fail with it.
  public func scenarios(catching mistake: String) -> [String] {
    guard let column = mistakes.firstIndex(of: mistake) else { return [] }
    return rows.filter { $0.cells[0].passed && !$0.cells[column + 1].passed }.map(\.path)
  }

  /// The mistakes no scenario catches.
  public var uncaughtMistakes: [String] {
    mistakes.filter { scenarios(catching: $0).isEmpty }
  }

  /// Whether the matrix is clean: the policy passes everything and every mistake is caught.
  public var isClean: Bool { policyFailures.isEmpty && uncaughtMistakes.isEmpty }

  /// The table and the summary.
  public func text() -> String {
    let header = ["SCENARIO"] + columns
    let body = rows.map { [$0.path] + $0.cells.map(\.text) }
    let widths = header.indices.map { column in
      ([header] + body).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
        .joined(separator: "  ").trimmingTrailingSpaces()
    }
    var lines = [line(header)] + body.map(line)
    if !mistakes.isEmpty { lines.append("") }
    let nameWidth = mistakes.map(\.count).max() ?? 0
    for mistake in mistakes {
      let catching = scenarios(catching: mistake)
      let padding = String(repeating: " ", count: nameWidth - mistake.count)
      guard !catching.isEmpty else {
        lines.append("\(mistake)\(padding)  NOT CAUGHT")
        continue
      }
      lines.append("\(mistake)\(padding)  caught by \(catching.count):")
      lines += wrapped(catching, indent: nameWidth + 4, width: 100)
    }
    lines.append("")
    let failing = policyFailures
    lines.append(
      "\(policy): \(rows.count - failing.count) passed, \(failing.count) failed"
        + (failing.isEmpty ? "" : " (\(failing.joined(separator: ", ")))"))
    guard !mistakes.isEmpty else { return lines.joined(separator: "\n") + "\n" }
    let uncaught = uncaughtMistakes
    lines.append(
      uncaught.isEmpty
        ? "every mistake is caught"
        : "uncaught mistakes: \(uncaught.joined(separator: ", "))")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// `items` joined by commas into lines of at most `width` columns, each indented by `indent`.
private func wrapped(_ items: [String], indent: Int, width: Int) -> [String] {
  let margin = String(repeating: " ", count: indent)
  var lines: [String] = []
  var line = margin
  for (index, item) in items.enumerated() {
    let text = item + (index < items.count - 1 ? "," : "")
    if line.count > indent, line.count + 1 + text.count > width {
      lines.append(line)
      line = margin
    }
    line += (line.count > indent ? " " : "") + text
  }
  lines.append(line)
  return lines
}

extension String {
  func trimmingTrailingSpaces() -> String {
    var copy = self
    while copy.hasSuffix(" ") { copy.removeLast() }
    return copy
  }
}
