import Testing

@testable import TimelineRendering

/// Marks never overlap: close ones merge into a numbered cluster, and labels show only with room.
struct MarkClustersTests {
  @Test func marksCloserThanTheirWidthFormOneCluster() {
    // Marks are 12 px wide with 1 px between them: 13 px apart stay apart, 12.9 px do not.
    let placement = MarkClusters(
      positions: [3_000, 3_130, 3_259, 5_000], labels: ["", "", "", ""])
    #expect(placement.items.map(\.count) == [1, 2, 1])
    #expect(placement.items.map(\.first) == [0, 1, 3])
  }

  @Test func aClusterTakesTheRoomOfItsBadge() {
    // Ten marks at one instant: a badge of two digits, 18 px wide from the first mark's left
    // edge, so a mark 13.5 px away, which would stand apart from a single mark, joins it.
    let positions = Array(repeating: Int64(3_000), count: 10) + [3_135, 3_500]
    let placement = MarkClusters(positions: positions, labels: Array(repeating: "", count: 12))
    #expect(placement.items.map(\.count) == [11, 1])
    #expect(placement.items[0].right == 3_000 - 60 + 180)
  }

  @Test func aLabelIsShownOnlyWhereItFitsBeforeTheNextMark() {
    // "abcde" is 30.5 px; it starts 8 px after its mark and needs 3 px before the next one.
    let labels = ["abcde", "abcde", "abcde"]
    let placement = MarkClusters(
      positions: [3_000, 3_000 + 475, 3_000 + 475 + 474], labels: labels)
    #expect(placement.items.map(\.showsLabel) == [true, false, true])
  }
}
