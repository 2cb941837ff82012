extension AppFacingReference {
  /// The section on a team's code that traps, loops or hogs memory: worker processes, and
  /// `ScenarioTesting` on them.
  static let crashes = """
    ## When your code crashes

    A team's own `stsim` (`Stsim.main(apps:)`) runs its apps' code in worker processes: `run`, \
    `matrix`, `trace` and `explore` of `my-stsim` never end with your code's trap. A trap, a stack \
    overflow, a run past its processor time (a loop that never returns) or past its memory (6 MB \
    for the monitor) kills only the simulated process it happens in; the scenario goes on as the \
    device would, and `no-crash` fails at the step's line with the process, the cause and your \
    source line. The limits and how a death is replayed are in \
    [robustness.md](robustness.md#a-teams-code-that-crashes-ends-only-its-process); the options \
    are in \
    [command-line.md](command-line.md#worker-processes---isolation---time-limit---memory-limit).

    A test process cannot survive a trap in code it runs itself, so `ScenarioTesting` runs cases \
    on the workers of your `my-stsim`, which `swift build` puts beside the test bundle:

    ```swift
    import Focus
    import ScenarioTesting
    import Testing

    @Test(
      arguments: ScenarioCases.at(
        ["Scenarios"], loader: ScenarioLoader(catalog: FocusApp.catalog)))
    func scenario(_ scenario: ScenarioCase) throws {
      try scenario.check(host: .program("my-stsim"), options: RunOptions(policy: "focus"))
    }
    ```

    `ScenarioHost.program(_:limits:)` takes the same `ProcessLimits` as the options; every case \
    with the same program and limits shares its workers. `outcome(host:)` and `problems(host:)` \
    return what `check(host:)` records, and XCTest's `assertScenarios(at:host:)` records each \
    problem at the scenario's line and goes on with the next file. When the program is not there \
    (not built, or a platform without processes such as iOS), the case fails saying so rather than \
    running in the test process. `scenario.check(app:)` still runs the app in the test's own \
    process, where a trap ends the test run.

    `Tests/HaywireApp` is an example: the reference app's design with one misbehaviour switched on \
    by each of its mistakes (`trap-in-monitor`, `loop-in-monitor`, `hog-in-monitor`, \
    `recurse-in-shield`, `fatal-in-action`, `dispatch-sync-in-app`, `store-off-thread`); \
    `Tests/HaywireScenarios` are its scenarios and `Tests/IsolationTests` runs them through \
    `haywire-stsim` and `ScenarioTesting`.

    """
}
