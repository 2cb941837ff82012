import ScenarioRunner
import TimelineRendering

/// How much of one failing scenario a report of many keeps, so that a report's memory and the
/// work of writing it follow the number of scenarios, not the length of their runs.
///
/// A run that uses up its event budget traces hundreds of thousands of lines; a report keeps
/// the first and the last ``traceLines`` / 2 lines of such a trace, with one line between them
/// that says how many it left out, and leaves out a timeline of more than ``timelineElements``
/// states, spans, marks and links. `stsim trace FILE` prints a scenario's whole trace and
/// `stsim trace FILE --format html` draws its whole timeline.
public enum ReportBounds {
  /// The most trace lines a report keeps of one scenario.
  public static let traceLines = 2_000
  /// The most elements of a timeline a report draws.
  public static let timelineElements = 20_000

  /// `result` with its trace and timeline bounded for a report.
  public static func bounded(_ result: ScenarioResult) -> ScenarioResult {
    var result = result
    if result.trace.count > traceLines {
      let kept = traceLines / 2
      let leftOut = result.trace.count - 2 * kept
      result.trace =
        Array(result.trace.prefix(kept))
        + [
          "... \(leftOut) lines of the trace left out of the report; 'stsim trace \(result.path)' "
            + "prints them all"
        ]
        + Array(result.trace.suffix(kept))
    }
    if let timeline = result.timeline, elements(of: timeline) > timelineElements {
      result.timeline = nil
    }
    return result
  }

  /// The states, spans, marks and links of `timeline`'s lanes.
  static func elements(of timeline: Timeline) -> Int {
    timeline.lanes.reduce(0) {
      $0 + $1.states.count + $1.spans.count + $1.marks.count + $1.links.count
    }
  }
}
