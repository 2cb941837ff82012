import BehaviourCoverage
import ScenarioRunner

extension CoverageReport {
  /// The report of `results`, each named by its path (and its policy, when the results ran
  /// under more than one), over the universe of their apps in `catalog`.
  public init(_ results: [ScenarioResult], catalog: PolicyCatalog) {
    self.init(results, universe: catalog.coverageUniverse(policies: results.map(\.policy)))
  }

  /// The report of `results`, each named as ``init(_:catalog:)`` names it, over `universe`.
  public init(_ results: [ScenarioResult], universe: CoverageUniverse) {
    let isOnePolicy = Set(results.map(\.policy)).count <= 1
    self.init(
      runs: results.compactMap { result in
        result.coverage.map {
          (name: isOnePolicy ? result.path : "\(result.path) (\(result.policy))", coverage: $0)
        }
      }, universe: universe)
  }
}

extension CoverageReport {
  /// The text report: the summary, each family's count, the reachable points no run reached,
  /// and the points the model cannot reach with why.
  ///
  /// With `listsScenarios`, every covered point follows its family's count with the runs that
  /// reached it.
  public func text(listsScenarios: Bool = false) -> String {
    var lines = ["behaviour coverage: \(summaryLine)"]
    for family in CoverageFamily.allCases {
      let members = points.filter { $0.family == family }
      let reachable = members.filter(\.reachable)
      lines.append(
        "  \(family.title): \(reachable.filter(\.covered).count) of \(reachable.count)")
      if listsScenarios {
        for point in members where point.covered {
          lines.append("    \(point.id): \(point.scenarios.joined(separator: ", "))")
        }
      }
    }
    let missing = uncovered
    if !missing.isEmpty {
      lines.append("not covered (\(missing.count)):")
      lines += missing.map { "  \($0.id)" }
    }
    let wrong = points.filter(\.needsWrongDesign)
    if !wrong.isEmpty {
      lines.append("only a wrong design reaches (\(wrong.count)):")
      lines += wrong.map {
        "  \($0.id)\($0.covered ? " (covered)" : ""): \($0.unreachableBecause ?? "")"
      }
    }
    let unreachable = points.filter { !$0.reachable && !$0.needsWrongDesign }
    if !unreachable.isEmpty {
      lines.append("the model cannot reach (\(unreachable.count)):")
      lines += unreachable.map { "  \($0.id): \($0.unreachableBecause ?? "")" }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as a JSON value:
  /// `{"points":[{"id","covered","reachable","scenarios"}],"covered":N,"reachable":M}`.
  ///
  /// Each point's object has those four keys in that order, then `"family"`, and for an
  /// unreachable point `"reason"`, why the model cannot reach it.
  var jsonValue: JSONValue {
    .object([
      (
        "points",
        .array(
          points.map { point in
            var fields: [(String, JSONValue)] = [
              ("id", .string(point.id)),
              ("covered", .bool(point.covered)),
              ("reachable", .bool(point.reachable)),
              ("scenarios", .array(point.scenarios.map(JSONValue.string))),
              ("family", .string(point.family.rawValue)),
            ]
            if let reason = point.unreachableBecause {
              fields.append(("reason", .string(reason)))
              fields.append(("wrongDesign", .bool(point.needsWrongDesign)))
            }
            return .object(fields)
          })
      ),
      ("covered", .integer(coveredReachableCount)),
      ("reachable", .integer(reachableCount)),
    ])
  }

  /// The JSON report, on one line.
  public func json() -> String {
    jsonValue.rendered + "\n"
  }

  /// The report as one self-contained web page: the summary, then a table per family with
  /// each point, whether it is covered, and the runs that reached it (or why it cannot be
  /// reached).
  public func html(title: String = "stsim coverage") -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>\(XML.escape(title))</title>
    <style>
    body { font: 14px/1.4 -apple-system, "Helvetica Neue", sans-serif; margin: 24px; color: #222; }
    h1 { font-size: 20px; }
    </style></head><body>
    <h1>\(XML.escape(title))</h1>
    \(htmlSection())
    </body></html>

    """
  }

  /// The rules of the coverage tables' look.
  static let style = """
    .coverage h2 { font-size: 16px; margin-top: 28px; }
    .coverage .count { color: #666; font-weight: normal; }
    .coverage table { border-collapse: collapse; width: 100%; }
    .coverage th, .coverage td { text-align: left; padding: 3px 8px; border-bottom: 1px solid #e4e4e4; vertical-align: top; }
    .coverage tr.covered td:nth-child(2) { background: #009E73; color: #fff; }
    .coverage tr.uncovered td:nth-child(2) { background: #D55E00; color: #fff; }
    .coverage tr.unreachable td:nth-child(2) { background: #999999; color: #fff; }
    .coverage tr.wrong-design td:nth-child(2) { background: #CC79A7; color: #fff; }
    .coverage code { font: 12px ui-monospace, Menlo, monospace; }
    """

  /// The summary and the tables, in one `<div class="coverage">` with its own style, for a
  /// page of its own or the end of a run's page.
  func htmlSection() -> String {
    var body: [String] = ["<div class=\"coverage\"><style>\(Self.style)</style>"]
    body.append("<p class=\"summary\">\(XML.escape(summaryLine))</p>")
    for family in CoverageFamily.allCases {
      let members = points.filter { $0.family == family }
      let reachable = members.filter(\.reachable)
      body.append(
        "<section class=\"family\" id=\"\(family.rawValue)\"><h2>\(XML.escape(family.title))"
          + " <span class=\"count\">\(reachable.filter(\.covered).count) of "
          + "\(reachable.count)</span></h2>")
      body.append("<table><thead><tr><th>point</th><th>status</th><th>reached by</th></tr></thead>")
      body.append("<tbody>")
      for point in members {
        let status =
          point.covered
          ? "covered"
          : point.reachable ? "uncovered" : point.needsWrongDesign ? "wrong-design" : "unreachable"
        let detail: String
        if let reason = point.unreachableBecause {
          detail = XML.escape(reason)
        } else if point.scenarios.isEmpty {
          detail = "no scenario"
        } else {
          let shown = point.scenarios.prefix(Self.scenariosShown).map {
            "<code>\(XML.escape($0))</code>"
          }
          let more = point.scenarios.count - shown.count
          detail = shown.joined(separator: " ") + (more > 0 ? " and \(more) more" : "")
        }
        body.append(
          "<tr class=\"point \(status)\" data-id=\"\(XML.escape(point.id))\">"
            + "<td><code>\(XML.escape(point.id))</code></td><td>\(status)</td>"
            + "<td>\(detail)</td></tr>")
      }
      body.append("</tbody></table></section>")
    }
    body.append("</div>")
    return body.joined(separator: "\n") + "\n"
  }

  /// How many runs a point's row names before it counts the rest.
  static let scenariosShown = 8
}
