/// Draws a run of many scenarios as one self-contained HTML page: a table of every scenario,
/// then each failing scenario's failures with their `file:line` and its timeline.
public struct HTMLRunReportRenderer: Sendable {
  /// A renderer.
  public init() {}

  /// The page of `report`.
  ///
  /// - Complexity: O(n log n) for n elements of all the timelines shown.
  public func render(_ report: RunPage) -> String {
    var body = "<h1>\(HTMLText.content(report.title))</h1>\n"
    let skipped = report.skippedCount > 0 ? ", \(report.skippedCount) skipped" : ""
    body +=
      "<p class=\"summary\">\(report.passedCount) passed, \(report.failedCount) failed"
      + "\(skipped)</p>\n"
    body += "<table class=\"scenarios\">\n<thead><tr><th>Scenario</th><th>Title</th>"
    body += "<th>Result</th><th>Events</th><th>Digest</th></tr></thead>\n<tbody>\n"
    for (index, scenario) in report.scenarios.enumerated() {
      let path = "<code>\(HTMLText.content(scenario.path))</code>"
      if let reason = scenario.skipReason {
        body += "<tr class=\"skipped\"><td>\(path)</td>"
        body += "<td>\(HTMLText.content(scenario.title))</td>"
        body += "<td class=\"result\" title=\"\(HTMLText.attribute(reason))\">SKIP</td>"
      } else {
        body +=
          scenario.passed
          ? "<tr class=\"passed\"><td>\(path)</td>"
          : "<tr class=\"failed\"><td><a href=\"#scenario-\(index)\">\(path)</a></td>"
        body += "<td>\(HTMLText.content(scenario.title))</td>"
        body += "<td class=\"result\">\(scenario.passed ? "PASS" : "FAIL")</td>"
      }
      body += "<td class=\"number\">\(scenario.events)</td>"
      body += "<td><code title=\"\(HTMLText.attribute(scenario.digest))\">"
      body += "\(HTMLText.content(String(scenario.digest.prefix(12))))</code></td></tr>\n"
    }
    body += "</tbody>\n</table>\n"
    var drawings = 0
    for (index, scenario) in report.scenarios.enumerated() where scenario.failed {
      body += "<section class=\"scenario\" id=\"scenario-\(index)\">\n"
      body += "<h2><code>\(HTMLText.content(scenario.path))</code> "
      body += "\(HTMLText.content(scenario.title))</h2>\n"
      if !scenario.failures.isEmpty {
        body += "<div class=\"failures\">\n<ol>\n"
        for failure in scenario.failures {
          body +=
            "<li class=\"failure\"><code>\(HTMLText.content(failure.source.description))</code> "
          body += "\(HTMLText.content(failure.message))</li>\n"
        }
        body += "</ol>\n</div>\n"
      }
      if let timeline = scenario.timeline {
        body += HTMLTimelineRenderer().section(
          timeline, identifier: "tl-\(drawings)", isEmbedded: true)
        drawings += 1
      }
      body += "</section>\n"
    }
    return HTMLPage.document(title: report.title, body: body)
  }
}
