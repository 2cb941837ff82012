import Foundation
import Testing
import TimelineRendering
import _SimulatorTestSupport

/// The Trace Event Format export: JSON that parses, with the fields Perfetto and
/// `chrome://tracing` read, lanes as named threads, and text kept exactly.
struct ChromeTraceWriterTests {
  static func events(_ timeline: Timeline) throws -> [[String: Any]] {
    let text = ChromeTraceWriter().render(timeline)
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let root = try #require(object as? [String: Any])
    return try #require(root["traceEvents"] as? [[String: Any]])
  }

  @Test func everyEventHasTheFieldsOfItsPhase() throws {
    let events = try Self.events(SampleTimelines.week)
    #expect(events.count > 1_500)
    for event in events {
      let phase = try #require(event["ph"] as? String)
      #expect(event["name"] is String)
      #expect(event["pid"] is Int)
      #expect(event["tid"] is Int)
      switch phase {
      case "M": #expect(event["args"] is [String: Any])
      case "X":
        #expect(event["ts"] is Int && event["cat"] is String)
        #expect((event["dur"] as? Int).map { $0 >= 0 } == true)
      case "i":
        #expect(event["ts"] is Int && event["cat"] is String)
        #expect(event["s"] as? String == "t")
      default: Issue.record("unexpected phase \(phase)")
      }
    }
  }

  @Test func groupsAreProcessesAndLanesAreNamedThreads() throws {
    let events = try Self.events(SampleTimelines.small)
    let processes = events.filter { $0["name"] as? String == "process_name" }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    #expect(processes == ["Device", "Activities", "Items", "Processes", "Scenario"])
    let threads = events.filter { $0["name"] as? String == "thread_name" }
      .compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
    // Complete events on one thread must nest: the held callbacks' links overlap the night's
    // interval, and Instagram's in-use span its shield, so each lane takes a second thread.
    #expect(
      threads == [
        "Lock", "Time zone", "Authorization", "profile night", "profile night (2)", "Instagram",
        "Instagram (2)", "DeviceActivityMonitor", "Scenario",
      ])
  }

  @Test func timesAreMicrosecondsSinceTheStartWithLocalTimesInArguments() throws {
    let events = try Self.events(SampleTimelines.small)
    let interval = try #require(events.first { $0["cat"] as? String == "interval" })
    // 22:00 Helsinki is 13 hours after 08:00 Berlin; the interval lasts 8 hours.
    #expect(interval["ts"] as? Int == 13 * 3_600_000_000)
    #expect(interval["dur"] as? Int == 8 * 3_600_000_000)
    let arguments = try #require(interval["args"] as? [String: Any])
    #expect(arguments["start"] as? String == "day 1 22:00:00.000")
    #expect(arguments["end"] as? String == "day 2 06:00:00.000")
    let failure = try #require(events.first { $0["cat"] as? String == "fail" })
    let failureArguments = try #require(failure["args"] as? [String: Any])
    #expect(failureArguments["source"] as? String == "Shields/revoke.scenario:12")
    #expect(failureArguments["detail"] as? String == "expected shielded insta, got not shielded")
    let held = try #require(events.first { $0["cat"] as? String == "link-held" })
    #expect(held["ph"] as? String == "X" && held["name"] as? String == "intervalDidStart")
  }

  @Test func hostileTextSurvivesTheRoundTrip() throws {
    let hostile = "\"quoted\" \\ </script> \u{0}\u{1}\u{1F}\n\t\u{2028} é 🙂"
    let text = ChromeTraceWriter().render(SampleTimelines.hostile(hostile))
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let root = try #require(object as? [String: Any])
    let otherData = try #require(root["otherData"] as? [String: Any])
    #expect(otherData["title"] as? String == hostile)
    let events = try #require(root["traceEvents"] as? [[String: Any]])
    let mark = try #require(events.first { $0["ph"] as? String == "i" })
    #expect(mark["name"] as? String == hostile)
    #expect((mark["args"] as? [String: Any])?["source"] as? String == "\(hostile):3")
    for scalar in text.unicodeScalars where scalar.value < 0x20 {
      #expect(scalar == "\n", "raw control character U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test func theTraceOfASmallRunIsTheRecordedOne() {
    expectSnapshot(
      ChromeTraceWriter().render(SampleTimelines.small),
      matches: HTMLTimelineRendererTests.golden.appendingPathComponent("small.trace.json.golden")
        .path)
  }

  @Test func theSameTimelineGivesTheSameBytes() {
    let first = ChromeTraceWriter().render(SampleTimelines.week)
    #expect(first == ChromeTraceWriter().render(SampleTimelines.week))
    #expect(
      first.hasPrefix(
        #"{"traceEvents":[\#n{"name":"process_name","ph":"M","pid":1,"tid":0,"args":{"name":"Device"}},"#
      ))
  }
}
