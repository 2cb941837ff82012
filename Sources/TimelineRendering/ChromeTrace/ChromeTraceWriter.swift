/// Writes a timeline in the Trace Event Format, the JSON that Perfetto and `chrome://tracing`
/// open.
///
/// Each lane group becomes a process and each lane a thread (a lane whose spans overlap gets
/// more than one thread, since complete events on one thread must nest). States, spans and the
/// links from due to delivered become complete events (`"ph":"X"` with `dur`), marks become
/// thread-scoped instant events (`"ph":"i"`, `"s":"t"`), and metadata events (`"ph":"M"`) name
/// and order the processes and threads. Timestamps are microseconds since the timeline's first
/// instant; each event's arguments give its local time as `day D HH:MM:SS.mmm`. Keys are
/// written in a fixed order, so the same timeline always gives the same bytes.
public struct ChromeTraceWriter: Sendable {
  /// A writer.
  public init() {}

  /// The trace of `timeline` as one JSON object, one event a line.
  ///
  /// - Complexity: O(n log n + n·t) for n elements on t threads of a lane.
  public func render(_ timeline: Timeline) -> String {
    var metadata: [String] = []
    var events: [String] = []
    var nextThread = 1
    for (groupIndex, group) in timeline.groups.enumerated() {
      let process = groupIndex + 1
      metadata.append(
        Self.metadata(
          "process_name", process: process, thread: 0, "name", JSONText.string(group.title)))
      metadata.append(
        Self.metadata(
          "process_sort_index", process: process, thread: 0, "sort_index", String(groupIndex)))
      for lane in group.lanes {
        let tracks = LaneTracks(lane: lane, end: timeline.range.end)
        for track in 0..<tracks.count {
          let thread = nextThread + track
          let name = track == 0 ? lane.title : "\(lane.title) (\(track + 1))"
          metadata.append(
            Self.metadata(
              "thread_name", process: process, thread: thread, "name", JSONText.string(name)))
          metadata.append(
            Self.metadata(
              "thread_sort_index", process: process, thread: thread, "sort_index", String(thread)))
        }
        let writer = EventWriter(timeline: timeline, process: process)
        for interval in tracks.intervals {
          events.append(writer.complete(interval, thread: nextThread + interval.track))
        }
        let order = lane.marks.indices.sorted { (lane.marks[$0].at, $0) < (lane.marks[$1].at, $1) }
        for index in order {
          events.append(writer.instant(lane.marks[index], thread: nextThread))
        }
        nextThread += tracks.count
      }
    }
    var otherData: [(String, String)] = [("title", JSONText.string(timeline.title))]
    if !timeline.metadata.isEmpty {
      otherData.append(("metadata", JSONText.string(timeline.metadata.joined(separator: "\n"))))
    }
    otherData.append(("start", JSONText.string(timeline.clock.label(at: timeline.range.start))))
    return "{\"traceEvents\":[\n" + (metadata + events).joined(separator: ",\n")
      + "\n],\"displayTimeUnit\":\"ms\",\"otherData\":" + JSONText.object(otherData) + "}\n"
  }

  private static func metadata(
    _ name: String, process: Int, thread: Int, _ key: String, _ value: String
  ) -> String {
    JSONText.object([
      ("name", JSONText.string(name)), ("ph", "\"M\""), ("pid", String(process)),
      ("tid", String(thread)), ("args", JSONText.object([(key, value)])),
    ])
  }
}

/// The events of one lane's elements, with times relative to the timeline's start.
private struct EventWriter {
  let timeline: Timeline
  let process: Int

  private func timestamp(_ instant: Int64) -> String {
    String((instant - timeline.range.start) * 1_000)
  }

  func complete(_ interval: LaneTracks.Interval, thread: Int) -> String {
    let clock = timeline.clock
    var arguments: [(String, String)] = [
      ("kind", JSONText.string(interval.kindTitle)),
      ("start", JSONText.string(clock.label(at: interval.start))),
      ("end", JSONText.string(clock.label(at: interval.end))),
    ]
    if !interval.detail.isEmpty { arguments.append(("detail", JSONText.string(interval.detail))) }
    return JSONText.object([
      ("name", JSONText.string(interval.name.isEmpty ? interval.kindTitle : interval.name)),
      ("cat", JSONText.string(interval.category)), ("ph", "\"X\""),
      ("ts", timestamp(interval.start)), ("dur", String((interval.end - interval.start) * 1_000)),
      ("pid", String(process)), ("tid", String(thread)), ("args", JSONText.object(arguments)),
    ])
  }

  func instant(_ mark: Mark, thread: Int) -> String {
    var arguments: [(String, String)] = [
      ("kind", JSONText.string(mark.kind.title)),
      ("at", JSONText.string(timeline.clock.label(at: mark.at))),
    ]
    if let source = mark.source {
      arguments.append(("source", JSONText.string(source.description)))
    }
    if !mark.tooltip.isEmpty { arguments.append(("detail", JSONText.string(mark.tooltip))) }
    return JSONText.object([
      ("name", JSONText.string(mark.label.isEmpty ? mark.kind.title : mark.label)),
      ("cat", JSONText.string(mark.kind.styleName)), ("ph", "\"i\""), ("ts", timestamp(mark.at)),
      ("pid", String(process)), ("tid", String(thread)), ("s", "\"t\""),
      ("args", JSONText.object(arguments)),
    ])
  }
}
