/// What an exploration did: its runs, and the failures it found and shrank.
public struct ExplorationReport: Sendable {
  /// How many runs ran.
  public var runs: Int
  /// Their seeds, in run order.
  public var runSeeds: [UInt64]
  /// One entry per distinct failure, in the order found.
  public var failures: [ExploredFailure]
  /// Wall-clock seconds the exploration took.
  public var elapsedSeconds: Double

  public init(runs: Int, runSeeds: [UInt64], failures: [ExploredFailure], elapsedSeconds: Double) {
    self.runs = runs
    self.runSeeds = runSeeds
    self.failures = failures
    self.elapsedSeconds = elapsedSeconds
  }

  /// `{"runs": N, "runSeeds": [...], "failures": [{"runSeed": S, "failure": "...", "steps": K,
  /// "file": "..."}], "elapsedSeconds": T}` on one line; each file is `directory/` and its name.
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
      ("elapsedSeconds", .seconds(milliseconds: milliseconds)),
    ]).rendered + "\n"
  }
}
