import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing
import TimelineRendering

/// The picture of a run, built from its events: the lanes and marks a reader needs.
struct TimelineRecorderTests {
  static let text = """
    scenario "an unknown token gets the generic shield"
    app insta com.burbn.instagram category social named "Instagram"
    app chess com.chess.app
    user approves authorization
    user picks work apps insta
    app schedules work daily 09:00-10:00
    user blocks work now
    user locks device
    09:30 os rotates all tokens
    +1m user opens insta
    expect shield generic
    user taps primary
    expect action close
    expect action defer
    """

  func run() throws -> Timeline {
    let scenario = try ScenarioLoader().scenario(from: Self.text, path: "Docs/unknown.scenario")
    let result = ScenarioRunner.run(scenario, options: RunOptions(recordsTimeline: true))
    return try #require(result.timeline)
  }

  @Test func theRunHasItsDeviceScenarioActivityItemAndProcessLanes() throws {
    let timeline = try run()
    #expect(
      timeline.groups.map(\.title) == ["Device", "Scenario", "Activities", "Items", "Processes"])
    let titles = timeline.lanes.map(\.title)
    #expect(titles.contains("Authorization"))
    #expect(titles.contains("insta"))
    #expect(titles.contains("shield-config"))
    #expect(titles.contains { $0.hasPrefix("work · profile.") })
  }

  @Test func callbacksHeldWhileLockedAreDeliveredLateAtTheUnlock() throws {
    let timeline = try run()
    let activity = try #require(timeline.lanes.first { $0.kind == .activity })
    let start = try #require(
      activity.marks.first {
        $0.kind == .callback(.heldWhileLocked) && $0.label == "intervalDidStart"
      })
    let link = try #require(activity.links.first)
    #expect(link.delivery == .heldWhileLocked)
    #expect(link.to == start.at)
    #expect(link.from < link.to)
  }

  @Test func theItemShowsWhenItWasShieldedAndItsRotation() throws {
    let timeline = try run()
    let insta = try #require(timeline.lanes.first { $0.title == "insta" })
    #expect(insta.spans.contains { $0.kind == .shieldedIndividually })
    #expect(insta.marks.contains { $0.kind == .tokenRotation })
    #expect(insta.marks.contains { $0.kind == .fault && $0.label == "F1" })
  }

  @Test func expectationsCarryTheirLineAndTheFailingOneStandsOut() throws {
    let timeline = try run()
    let steps = try #require(timeline.lanes.first { $0.kind == .scenario })
    let failed = steps.marks.filter { $0.kind == .expectationFailed }
    #expect(failed.map(\.source?.description) == ["unknown.scenario:14"])
    #expect(failed.first?.tooltip.contains("expected action defer, got close") == true)
    #expect(steps.marks.filter { $0.kind == .expectationPassed }.count == 2)
    let html = HTMLTimelineRenderer().render(timeline)
    #expect(html.contains("unknown.scenario:14"))
    if let directory = ProcessInfo.processInfo.environment["TIMELINE_OUTPUT"] {
      try html.write(toFile: "\(directory)/unknown.html", atomically: true, encoding: .utf8)
    }
  }
}
