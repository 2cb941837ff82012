import Foundation
import Testing
import _SimulatorTestSupport

@testable import TimelineRendering

/// The drawing of a small run, recorded element by element in `Golden/`, and the page around it:
/// self-contained, escaped, deterministic and small.
///
/// Re-record after an intended change with `RECORD_SNAPSHOTS=1 swift test --filter
/// HTMLTimelineRendererTests` (the recording run fails), review `git diff`, and run again.
struct HTMLTimelineRendererTests {
  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// `svg` one element a line, for a readable golden file and diff.
  static func lines(_ svg: String) -> String {
    svg.replacingOccurrences(of: "><", with: ">\n<") + "\n"
  }

  @Test func theDrawingOfASmallRunIsTheRecordedOne() {
    let svg = SVGTimeline(timeline: SampleTimelines.small, identifier: "tl-0").render()
    expectSnapshot(
      Self.lines(svg), matches: Self.golden.appendingPathComponent("small.svg.golden").path)
  }

  /// A real run: the library scenario of an unknown app token, as the simulator records it.
  @Test func theDrawingOfALibraryScenarioIsTheRecordedOne() {
    let timeline = ScenarioPages.timeline("Scenarios/Shields/unknown-token-individual.scenario")
    let svg = SVGTimeline(timeline: timeline, identifier: "tl-0").render()
    expectSnapshot(
      Self.lines(svg),
      matches: Self.golden.appendingPathComponent("unknown-token-individual.svg.golden").path)
  }

  @Test func theSectionOfASmallRunIsTheRecordedOne() {
    let section = HTMLTimelineRenderer().section(SampleTimelines.small, identifier: "tl-0")
    let beforeDrawing = String(
      section[..<(section.range(of: "<svg xmlns")?.lowerBound ?? section.endIndex)])
    expectSnapshot(
      beforeDrawing, matches: Self.golden.appendingPathComponent("small.header.golden").path)
  }

  @Test func everyLaneIsDrawnInOrderBelowItsGroup() throws {
    let svg = SVGTimeline(timeline: SampleTimelines.small, identifier: "tl-0").render()
    let order = [
      "Device", "Lock", "Time zone", "Authorization", "Activities", "profile night",
      "Items", "Instagram", "Processes", "DeviceActivityMonitor", "Scenario", "Scenario",
    ]
    var rest = Substring(svg)
    for title in order {
      let found = try #require(
        rest.range(of: ">\(title)</text>"), "\(title) is missing or out of order")
      rest = rest[found.upperBound...]
    }
    #expect(svg.occurrences(of: #"<g class="lane "#) == 7)
    #expect(svg.contains(#"<g class="lane l-process-monitor" data-lane="5">"#))
  }

  @Test func marksSitAtTheirInstantAndClustersCountThem() {
    let svg = SVGTimeline(timeline: SampleTimelines.small, identifier: "tl-0").render()
    // Day 1 08:00 Berlin to day 2 09:00 Helsinki (24 hours) over 1044 px from x = 228: the
    // revocation at 15:00 Berlin is 7/24 of the way.
    let revocation = SampleTimelines.at(day: 1, 15)
    #expect(
      svg.contains(
        #"<g class="mk k-revocation" data-t="\#(revocation)" transform="translate(532.5,"#))
    // The monitor's launch, two callbacks and kill within four seconds: one cluster of 4.
    #expect(svg.contains(#"data-i="0" data-n="4""#))
    // The passed and failed expectations at the unlock: a cluster marked as failing.
    #expect(svg.contains(#"<g class="cl bad" data-i="2" data-n="2""#))
    #expect(svg.occurrences(of: #"<line class="rule""#) == 2)
  }

  @Test func thePageFetchesNothing() {
    let page = HTMLTimelineRenderer().render(SampleTimelines.small)
    let withoutNamespace = page.replacingOccurrences(
      of: #"xmlns="http://www.w3.org/2000/svg""#, with: "")
    for reference in ["http:", "https:", "src=", "@import", "<link", "url(http", "//fonts"] {
      #expect(!withoutNamespace.contains(reference), "the page refers to \(reference)")
    }
    #expect(page.contains("Content-Security-Policy"))
    #expect(page.hasPrefix("<!DOCTYPE html>\n"))
  }

  @Test func hostileTextIsShownAndNeverRunOrParsed() {
    let hostile = "\"><script>alert('x')</script>&amp; \u{1}\u{1B}[31m\u{7F}\u{85} end"
    let page = HTMLTimelineRenderer().render(SampleTimelines.hostile(hostile))
    let body = String(page[(page.range(of: "<body>")?.upperBound ?? page.startIndex)...])
    // The one script is the page's own, after the content.
    #expect(body.occurrences(of: "<script>") == 1)
    #expect(!body.contains("<script>alert"))
    #expect(
      body.contains(
        "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp; ␁␛[31m␡\u{FFFD} end"))
    #expect(
      body.contains(
        "<h1>\"&gt;&lt;script&gt;alert('x')&lt;/script&gt;&amp;amp; ␁␛[31m␡\u{FFFD} end</h1>"))
    for scalar in body.unicodeScalars where scalar.value < 0x20 {
      #expect(scalar == "\n", "control character U+\(String(scalar.value, radix: 16)) in the page")
    }
    #expect(!body.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
  }

  @Test func theSameTimelineGivesTheSameBytes() {
    #expect(
      HTMLTimelineRenderer().render(SampleTimelines.week)
        == HTMLTimelineRenderer().render(SampleTimelines.week))
  }

  @Test func aBusyWeekStaysUnderTwoMegabytes() {
    let week = SampleTimelines.week
    #expect(SampleTimelines.elementCount(week) >= 1_500)
    let bytes = HTMLTimelineRenderer().render(week).utf8.count
    #expect(bytes < 2_000_000, "\(bytes) bytes")
  }

  @Test func anEmptyOrInstantRunStillDrawsAnAxis() {
    let clock = TimelineClock(zoneName: "UTC", utcOffsetSeconds: 0, dayOneLocalMidnight: 0)
    let empty = Timeline(title: "empty", range: TimeRange(start: 5, end: 5), clock: clock)
    let svg = SVGTimeline(timeline: empty, identifier: "tl-0").render()
    #expect(svg.contains(#"data-s="5" data-e="60005""#))
    #expect(svg.contains(">day 1 00:00:10</text>"))
    #expect(!svg.contains("<g class=\"lane"))
  }

  @Test func elementsOutsideTheRangeAreKeptHidden() {
    var lane = Lane(title: "late", kind: .scenario)
    lane.marks = [
      Mark(at: 30_000, kind: .note, label: "in"), Mark(at: 90_000, kind: .note, label: "out"),
    ]
    lane.spans = [Span(start: 70_000, end: 80_000, kind: .inUse, label: "after")]
    let clock = TimelineClock(zoneName: "UTC", utcOffsetSeconds: 0, dayOneLocalMidnight: 0)
    let timeline = Timeline(
      title: "t", range: TimeRange(start: 0, end: 60_000), clock: clock,
      groups: [LaneGroup(title: "g", lanes: [lane])])
    let svg = SVGTimeline(timeline: timeline, identifier: "tl-0").render()
    #expect(svg.contains(#"<g class="mk k-note" data-t="30000""#))
    #expect(svg.contains(#"<g class="mk k-note in" data-t="90000""#))
    #expect(svg.contains(#"<rect class="sp k-in-use in" data-s="70000""#))
  }
}
