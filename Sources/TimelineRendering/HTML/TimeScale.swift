/// The mapping from instants in a view to horizontal positions of the drawing.
struct TimeScale: Sendable {
  /// The first instant of the view.
  let start: Int64
  /// The last instant of the view, after `start`.
  let end: Int64

  /// The view of `range`, widened to `Geometry.minimumView` when shorter.
  init(range: TimeRange) {
    let (widened, overflow) = range.start.addingReportingOverflow(Geometry.minimumView)
    start = overflow ? range.end - Geometry.minimumView : range.start
    end = overflow ? range.end : max(range.end, widened)
  }

  /// The view from `start` to `end`.
  init(start: Int64, end: Int64) {
    precondition(start < end, "an empty view")
    self.start = start
    self.end = end
  }

  /// The horizontal position of `instant` in tenths of a pixel, rounded to the nearest tenth;
  /// instants outside the view are drawn at its edges.
  func x(_ instant: Int64) -> Int64 {
    var offset = UInt64(bitPattern: min(max(instant, start), end) &- start)
    var duration = UInt64(bitPattern: end &- start)
    // Keep the products below in range for views longer than a few decades.
    while duration > 1 << 40 {
      offset >>= 1
      duration >>= 1
    }
    let width = UInt64(Geometry.timeWidth)
    return Geometry.timeLeft + Int64((offset * width * 2 + duration) / (duration * 2))
  }
}
