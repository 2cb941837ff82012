/// Marks of one lane placed without overlap: marks too close together become one numbered
/// cluster, and a mark's label is drawn only where it has room before the next mark.
///
/// The page's script redraws the same way when the view is zoomed, with the same constants.
struct MarkClusters: Sendable {
  /// A mark or a cluster, at a horizontal position in tenths of a pixel.
  struct Item: Sendable, Equatable {
    /// The position of the first member, in tenths of a pixel.
    let x: Int64
    /// The index of the first member among the lane's marks in time order.
    let first: Int
    /// The number of members; 1 for a mark drawn alone.
    var count: Int
    /// Whether the label of a mark drawn alone fits.
    var showsLabel = false

    /// The left edge of what is drawn: a mark, or a badge that starts where its first member's
    /// mark would.
    var left: Int64 { x - Geometry.markHalfWidth }

    /// The right edge of what is drawn.
    var right: Int64 {
      count == 1 ? x + Geometry.markHalfWidth : left + Self.badgeWidth(count)
    }

    /// The width of the badge of a cluster of `count` marks, in tenths.
    static func badgeWidth(_ count: Int) -> Int64 {
      60 + 60 * Int64(String(count).count)
    }
  }

  /// The marks and clusters, left to right.
  let items: [Item]

  /// The placement of marks at `positions` (in time order, tenths of a pixel) with `labels`.
  ///
  /// A mark joins the item before it when it would come closer to it than `Geometry.markGap`.
  ///
  /// - Complexity: O(n) for n marks.
  init(positions: [Int64], labels: [String]) {
    var items: [Item] = []
    for (index, x) in positions.enumerated() {
      if let last = items.last, x - Geometry.markHalfWidth < last.right + Geometry.markGap {
        items[items.count - 1].count += 1
      } else {
        items.append(Item(x: x, first: index, count: 1))
      }
    }
    for index in items.indices where items[index].count == 1 {
      let label = labels[items[index].first]
      guard !label.isEmpty else { continue }
      let right = index + 1 < items.count ? items[index + 1].left : Geometry.width * 10
      items[index].showsLabel = items[index].x + 80 + HTMLText.width(label) + 30 <= right
    }
    self.items = items
  }
}
