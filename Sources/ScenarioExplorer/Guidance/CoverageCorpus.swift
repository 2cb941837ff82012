import BehaviourCoverage
import SimulationEngine

/// The stories of an exploration that reached behaviour coverage points no earlier story had,
/// kept to derive new stories from, as coverage-guided fuzzers keep their inputs.
///
/// Every judged run is recorded: its points count toward how often each point has been reached,
/// and a story that reaches a point for the first time joins the corpus. A parent is drawn
/// toward the rarest points: a story that reached a point few runs reach is where the next
/// unreached one is most likely to be found.
struct CoverageCorpus: Sendable {
  /// A kept story and the points its run reached.
  struct Entry: Sendable {
    var story: Story
    var coverage: CoverageSet
  }

  /// The stories kept, in the order they joined.
  private(set) var entries: [Entry] = []
  /// Every point some run reached.
  private(set) var reached: CoverageSet
  /// How many runs reached each point.
  private var hits: [Int]

  /// The most stories kept; past it the oldest leaves.
  static let capacity = 256
  /// How many of the rarest points a parent is drawn for.
  static let rarestPoints = 12

  init(universe: CoverageUniverse = .standard) {
    reached = CoverageSet(count: universe.count)
    hits = Array(repeating: 0, count: universe.count)
  }

  /// Records a run of `story` that reached `coverage`; returns whether it reached a point no
  /// run had, and so joined the corpus.
  @discardableResult
  mutating func record(_ story: Story, coverage: CoverageSet) -> Bool {
    let points = coverage.indices
    for index in points where index < hits.count { hits[index] += 1 }
    guard !coverage.subtracting(reached).isEmpty else { return false }
    reached.formUnion(coverage)
    entries.append(Entry(story: story, coverage: coverage))
    if entries.count > Self.capacity { entries.removeFirst() }
    return true
  }

  /// A story to derive from, drawn with `random`, or `nil` while the corpus is empty.
  ///
  /// Half the time one of the stories that reached one of the rarest points, the rest of the
  /// time any story.
  func parent(using random: inout Xoshiro256StarStar) -> Story? {
    guard !entries.isEmpty else { return nil }
    if random.percent(50) {
      let rarest = reached.indices.sorted { (hits[$0], $0) < (hits[$1], $1) }.prefix(
        Self.rarestPoints)
      if !rarest.isEmpty {
        let point = rarest[rarest.startIndex + Int(random.next(below: UInt64(rarest.count)))]
        let holders = entries.filter { $0.coverage.contains(point) }
        if !holders.isEmpty { return random.element(of: holders).story }
      }
    }
    return random.element(of: entries).story
  }
}
