import BehaviourCoverage
import Foundation
import ScenarioLanguage
import ScenarioRunner
import TimelineRendering

extension RunReport {
  /// The run as one self-contained web page: a table of every scenario, then each failing
  /// scenario's failures with `file:line` and the timeline of its run (when its result carries
  /// one: run with `RunOptions.recordsTimeline`).
  ///
  /// A skipped scenario's row reads `SKIP`, its reason in the cell's tooltip.
  public func html(title: String = "stsim run") -> String {
    let summaries = results.map { result in
      ScenarioSummary(
        path: result.path, title: result.title, passed: result.passed, events: result.events,
        digest: result.digest,
        failures: result.failures.map {
          FailureNote(
            source: SourceReference(file: result.path, line: $0.line), message: $0.message)
        },
        timeline: result.failed ? result.timeline : nil, skipReason: result.skipReason)
    }
    let page = HTMLRunReportRenderer().render(RunPage(title: title, scenarios: summaries))
    guard let coverage, let end = page.range(of: "</body>", options: .backwards) else {
      return page
    }
    return page.replacingCharacters(in: end, with: coverage.htmlSection() + "</body>")
  }
}

extension ScenarioResult {
  /// The timeline of the run as a self-contained web page, if the result carries one.
  public var timelineHTML: String? {
    timeline.map { HTMLTimelineRenderer().render($0) }
  }

  /// The timeline of the run in Chrome's Trace Event Format, for Perfetto and
  /// `chrome://tracing`, if the result carries one.
  public var chromeTrace: String? {
    timeline.map { ChromeTraceWriter().render($0) }
  }
}
