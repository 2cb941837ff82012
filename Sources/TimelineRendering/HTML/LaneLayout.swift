/// The rows of one lane: a row of marks and links on top, then rows of states and spans.
///
/// States take the first span row; spans that overlap go to rows of their own, each to the
/// first row where it overlaps nothing (interval partitioning, in order of start).
struct LaneLayout: Sendable {
  /// The lane's top edge.
  let top: Int64
  /// Whether the lane has marks or links, and so a row for them.
  let hasMarkRow: Bool
  /// Whether the lane has states, drawn in the first span row.
  let hasStateRow: Bool
  /// The row of each span, in the order of the lane's spans.
  let spanRows: [Int]
  /// The number of span rows, the state row included.
  let rowCount: Int

  /// The layout of `lane` with its top edge at `top`.
  ///
  /// - Complexity: O(s log s + s·r) for s spans on r rows.
  init(lane: Lane, top: Int64) {
    self.top = top
    hasMarkRow = !lane.marks.isEmpty || !lane.links.isEmpty
    hasStateRow = !lane.states.isEmpty
    var rowEnds: [Int64] = []
    var rows = Array(repeating: 0, count: lane.spans.count)
    let order = lane.spans.indices.sorted {
      (lane.spans[$0].start, $0) < (lane.spans[$1].start, $1)
    }
    for index in order {
      let span = lane.spans[index]
      if let row = rowEnds.firstIndex(where: { $0 <= span.start }) {
        rowEnds[row] = span.end
        rows[index] = row
      } else {
        rows[index] = rowEnds.count
        rowEnds.append(span.end)
      }
    }
    let first = hasStateRow ? 1 : 0
    spanRows = rows.map { $0 + first }
    rowCount = first + rowEnds.count
  }

  /// The lane's height: at least one mark row, so that an empty lane still shows.
  var height: Int64 {
    let rows = (hasMarkRow ? Geometry.markRow : 0) + Int64(rowCount) * Geometry.spanRow
    return 2 * Geometry.lanePadding + max(rows, Geometry.markRow)
  }

  /// The vertical centre of the mark row.
  var markCenter: Int64 { top + Geometry.lanePadding + Geometry.markRow / 2 }

  /// The top edge of span row `row` (12 high).
  func rowTop(_ row: Int) -> Int64 {
    top + Geometry.lanePadding + (hasMarkRow ? Geometry.markRow : 0) + Int64(row)
      * Geometry.spanRow + 1
  }
}
