import BehaviourCoverage
import ScenarioExplorer

extension ExplorationReport {
  /// `{"runs": N, "runSeeds": [...], "failures": [{"runSeed": S, "failure": "...", "steps": K,
  /// "file": "..."}], "coverage": {"covered": C, "reachable": R, "derivedRuns": D, "points":
  /// [{"id": "...", "firstRun": K}]},
  /// "elapsedSeconds": T}` on one line; each file is `directory/` and its name, and
  /// `derivedRuns` is `null` for an unguided exploration.
  public func json(directory: String) -> String {
    let prefix = directory.isEmpty || directory.hasSuffix("/") ? directory : directory + "/"
    let failures = self.failures.map { failure -> JSONValue in
      .object([
        ("runSeed", .number(String(failure.runSeed))),
        ("failure", .string(failure.failure)),
        ("steps", .integer(failure.steps)),
        ("file", .string(prefix + failure.fileName)),
      ])
    }
    let milliseconds = Int64((elapsedSeconds * 1_000).rounded())
    return JSONValue.object([
      ("runs", .integer(runs)),
      ("runSeeds", .array(runSeeds.map { .number(String($0)) })),
      ("failures", .array(failures)),
      (
        "coverage",
        .object([
          ("covered", .integer(coverage.intersection(universe.reachable).count)),
          ("reachable", .integer(universe.reachable.count)),
          ("derivedRuns", derivedRuns.map(JSONValue.integer) ?? .null),
          (
            "points",
            .array(
              coverage.indices.map {
                .object([
                  ("id", .string(universe.entries[$0].point.id)),
                  ("firstRun", .integer(firstReached[$0] ?? 0)),
                ])
              })
          ),
        ])
      ),
      ("elapsedSeconds", .seconds(milliseconds: milliseconds)),
    ]).rendered + "\n"
  }
}
