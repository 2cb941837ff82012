import ScenarioReports
import ScenarioRunner
import SimulationEngine
import Testing
import TimelineRendering

/// A report keeps a bounded part of each failing scenario: however long its run, the same
/// number of trace lines and no timeline too large to draw.
struct ReportBoundsTests {
  static func result(traceLines: Int, marks: Int) -> ScenarioResult {
    let clock = TimelineClock(
      segments: [ZoneSegment(from: .min, utcOffsetSeconds: 0, zoneName: "UTC")],
      dayOneLocalMidnight: 0)
    let lane = Lane(
      title: "Scenario", kind: .scenario,
      marks: (0..<marks).map { Mark(at: Int64($0), kind: .note, label: "note \($0)") })
    return ScenarioResult(
      path: "long.scenario", title: "long", tags: [], policy: "recommended", seed: 1,
      failures: [ScenarioFailure(line: 3, message: "expected the run to settle, got more")],
      simulatedDuration: .seconds(1), events: traceLines,
      trace: (0..<traceLines).map { "line \($0)" }, digest: "d",
      timeline: Timeline(
        title: "long", range: TimeRange(start: 0, end: Int64(marks)), clock: clock,
        groups: [LaneGroup(title: "Run", lanes: [lane])]))
  }

  @Test(arguments: [10_000, 100_000])
  func aLongTraceKeepsItsEndsAndSaysHowMuchItLeftOut(lines: Int) {
    let bounded = ReportBounds.bounded(Self.result(traceLines: lines, marks: 1))
    #expect(bounded.trace.count == ReportBounds.traceLines + 1)
    #expect(bounded.trace.first == "line 0")
    #expect(bounded.trace.last == "line \(lines - 1)")
    #expect(
      bounded.trace[ReportBounds.traceLines / 2]
        == "... \(lines - ReportBounds.traceLines) lines of the trace left out of the report; "
        + "'stsim trace long.scenario' prints them all")
    #expect(bounded.timeline != nil, "a small timeline stays")
    #expect(bounded.failures == Self.result(traceLines: 1, marks: 1).failures)
  }

  @Test func aShortTraceAndASmallTimelineStayAsTheyAre() {
    let result = Self.result(traceLines: ReportBounds.traceLines, marks: 10)
    let bounded = ReportBounds.bounded(result)
    #expect(bounded.trace == result.trace)
    #expect(bounded.timeline == result.timeline)
  }

  @Test func aTimelineTooLargeToDrawIsLeftOut() {
    let bounded = ReportBounds.bounded(
      Self.result(traceLines: 1, marks: ReportBounds.timelineElements + 1))
    #expect(bounded.timeline == nil)
    #expect(bounded.trace == ["line 0"])
  }
}
