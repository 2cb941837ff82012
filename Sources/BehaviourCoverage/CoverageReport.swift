/// Which behaviour coverage points a set of runs reached, and which runs reached each.
///
/// The runs are named (a scenario's path, or a story's number); each point lists the names of
/// the runs that reached it, in the order the runs were given. `stsim coverage` and `run
/// --coverage` write it as text, JSON and a web page.
public struct CoverageReport: Sendable {
  /// One point and who reached it.
  public struct Point: Sendable, Equatable {
    /// The point's stable name: `callback.intervalDidStart.late`.
    public var id: String
    public var family: CoverageFamily
    public var covered: Bool
    public var reachable: Bool
    /// Why a correct app can never reach it, for an unreachable point.
    public var unreachableBecause: String?
    /// Whether only a wrong design reaches it (an app that breaks an invariant or skips an
    /// availability check).
    public var needsWrongDesign: Bool
    /// The runs that reached it.
    public var scenarios: [String]
  }

  /// Every point of the universe, in its order.
  public var points: [Point]

  /// The report of `runs`, each a name and the points its run reached.
  public init(
    runs: [(name: String, coverage: CoverageSet)], universe: CoverageUniverse = .standard
  ) {
    var reachedBy = Array(repeating: [String](), count: universe.count)
    for run in runs {
      for index in run.coverage.indices {
        reachedBy[index].append(run.name)
      }
    }
    points = universe.entries.enumerated().map { index, entry in
      Point(
        id: entry.point.id, family: entry.point.family, covered: !reachedBy[index].isEmpty,
        reachable: entry.isReachable, unreachableBecause: entry.unreachableBecause,
        needsWrongDesign: entry.needsWrongDesign,
        scenarios: reachedBy[index])
    }
  }

  /// How many points some scenario can reach.
  public var reachableCount: Int { points.filter(\.reachable).count }
  /// The reachable points no run reached.
  public var uncovered: [Point] { points.filter { $0.reachable && !$0.covered } }
  /// Whether every reachable point was reached.
  public var isComplete: Bool { uncovered.isEmpty }

  /// How many reachable points some run reached.
  public var coveredReachableCount: Int { points.filter { $0.covered && $0.reachable }.count }

  /// `221 of 233 reachable behaviour points covered (18 the model cannot reach, 11 only a
  /// wrong design reaches)`.
  public var summaryLine: String {
    let wrong = points.filter(\.needsWrongDesign).count
    let never = points.count - reachableCount - wrong
    var notes: [String] = []
    if never > 0 { notes.append("\(never) the model cannot reach") }
    if wrong > 0 { notes.append("\(wrong) only a wrong design reaches") }
    return "\(coveredReachableCount) of \(reachableCount) reachable behaviour points covered"
      + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
  }
}
