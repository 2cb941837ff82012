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
    /// Why the model can never produce it, for an unreachable point.
    public var unreachableBecause: String?
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
      for index in run.coverage.indices where index < universe.count {
        reachedBy[index].append(run.name)
      }
    }
    points = universe.entries.enumerated().map { index, entry in
      Point(
        id: entry.point.id, family: entry.point.family, covered: !reachedBy[index].isEmpty,
        reachable: entry.isReachable, unreachableBecause: entry.unreachableBecause,
        scenarios: reachedBy[index])
    }
  }

  /// How many points some run reached.
  public var coveredCount: Int { points.filter(\.covered).count }
  /// How many points some scenario can reach.
  public var reachableCount: Int { points.filter(\.reachable).count }
  /// The reachable points no run reached.
  public var uncovered: [Point] { points.filter { $0.reachable && !$0.covered } }
  /// Whether every reachable point was reached.
  public var isComplete: Bool { uncovered.isEmpty }

  /// `412 of 431 reachable points covered`.
  public var summaryLine: String {
    "\(coveredCount) of \(reachableCount) reachable behaviour points covered"
      + (points.count > reachableCount
        ? " (\(points.count - reachableCount) the model cannot reach)" : "")
  }
}
