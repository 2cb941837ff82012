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
  /// A kept story and the points its run reached, by their positions in the universe.
  struct Entry: Sendable {
    var story: Story
    var points: [Int]
  }

  /// The stories kept, in the order they joined.
  private(set) var entries: [Entry] = []
  /// Every point some run reached.
  private(set) var reached: CoverageSet
  /// How many runs reached each point.
  private var hits: [Int]

  /// The most stories kept; past it the oldest leaves.
  static let capacity = 256

  init(universe: CoverageUniverse = .standard) {
    reached = CoverageSet(count: universe.count)
    hits = Array(repeating: 0, count: universe.count)
  }

  /// Records a run of `story` that reached `coverage`; returns whether it reached a point no
  /// run had, and so joined the corpus.
  @discardableResult
  mutating func record(_ story: Story, coverage: CoverageSet) -> Bool {
    let points = coverage.indices
    for index in points { hits[index] += 1 }
    guard !coverage.subtracting(reached).isEmpty else { return false }
    reached.formUnion(coverage)
    entries.append(Entry(story: story, points: points))
    if entries.count > Self.capacity { entries.removeFirst() }
    return true
  }

  /// How many of the stories that joined last a parent is drawn from, at first.
  static let newest = 4

  /// A story to derive from, drawn with `random`, or `nil` while the corpus is empty.
  ///
  /// Three times in ten one of the stories that joined last (the frontier, where a new point
  /// was just reached); otherwise a story drawn in proportion to how rare its points are (the
  /// sum, over the points it reached, of one over the square of how many runs reached each), so
  /// that a story that alone reached a point is drawn far more often than one that reached
  /// only common ones, however many.
  func parent(using random: inout Xoshiro256StarStar) -> Story? {
    guard !entries.isEmpty else { return nil }
    if random.percent(30) {
      return random.element(of: Array(entries.suffix(Self.newest))).story
    }
    // Weights in millionths, so that drawing stays in integers and the same on every machine.
    let weights = entries.map { entry in
      entry.points.reduce(0) { $0 + 1_000_000 / max(1, hits[$1] * hits[$1]) }
    }
    var ticket = Int(random.next(below: UInt64(max(1, weights.reduce(0, +)))))
    for (entry, weight) in zip(entries, weights) {
      if ticket < weight { return entry.story }
      ticket -= weight
    }
    return entries[entries.count - 1].story
  }
}
