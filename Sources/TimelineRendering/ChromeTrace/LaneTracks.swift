/// The intervals of one lane spread over threads so that none overlap on a thread: states on
/// the first, then spans and links each on the first thread free at its start.
struct LaneTracks {
  /// A state, span or link as a complete event.
  struct Interval {
    let start: Int64
    let end: Int64
    let name: String
    let kindTitle: String
    let category: String
    let detail: String
    /// The thread, counted from the lane's first.
    var track = 0
  }

  /// The intervals in the order of their events: states, then spans and links by start.
  let intervals: [Interval]
  /// The number of threads, at least one, which also holds the lane's marks.
  let count: Int

  /// The tracks of `lane`, whose last state lasts until `end`.
  ///
  /// - Complexity: O(n log n + n·t) for n intervals on t threads.
  init(lane: Lane, end: Int64) {
    let changes = lane.states.indices.sorted {
      (lane.states[$0].at, $0) < (lane.states[$1].at, $1)
    }.map { lane.states[$0] }
    var states: [Interval] = []
    for (index, change) in changes.enumerated() {
      let stateEnd = index + 1 < changes.count ? changes[index + 1].at : max(end, change.at)
      states.append(
        Interval(
          start: change.at, end: stateEnd, name: change.label, kindTitle: change.kind.title,
          category: change.kind.styleName, detail: change.tooltip))
    }
    var others =
      lane.spans.map {
        Interval(
          start: $0.start, end: $0.end, name: $0.label, kindTitle: $0.kind.title,
          category: $0.kind.styleName, detail: $0.tooltip)
      }
      + lane.links.map {
        Interval(
          start: $0.from, end: $0.to, name: $0.label, kindTitle: $0.delivery.linkTitle,
          category: "link-" + $0.delivery.styleName, detail: $0.tooltip)
      }
    let order = others.indices.sorted { (others[$0].start, $0) < (others[$1].start, $1) }
    var trackEnds: [Int64] = states.isEmpty ? [] : [.max]
    var placed: [Interval] = []
    for index in order {
      var interval = others[index]
      if let track = trackEnds.firstIndex(where: { $0 <= interval.start }) {
        interval.track = track
        trackEnds[track] = interval.end
      } else {
        interval.track = trackEnds.count
        trackEnds.append(interval.end)
      }
      placed.append(interval)
    }
    others = placed
    intervals = states + others
    count = max(1, trackEnds.count)
  }
}
