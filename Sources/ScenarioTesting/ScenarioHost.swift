import ScenarioRunner
import ScenarioWorkers
import Synchronization

/// Where a scenario case runs the app's code: in the test's own process, or in worker processes
/// of a team's own `stsim`, where code that traps, loops for ever or hogs memory ends only its
/// simulated process and the case fails naming the process, the cause and the line.
///
/// A test process cannot survive a trap in code it runs, so the isolated host is a program
/// that holds the app: the team's `my-stsim` (`Stsim.main(apps:)`), which `swift build` puts
/// beside the test bundle. It reads each scenario with its own catalog and runs the app the
/// scenario's `policy` line names (or `RunOptions.policy`).
///
/// ```swift
/// @Test(arguments: ScenarioCases.at("Scenarios", loader: ScenarioLoader(catalog: FocusApp.catalog)))
/// func scenario(_ scenario: ScenarioCase) throws {
///   try scenario.check(host: .program("my-stsim"), options: RunOptions(policy: "focus"))
/// }
/// ```
///
/// On a platform without processes (iOS), or when the program is not found, the case fails
/// with the reason rather than running in the test process.
public struct ScenarioHost: Sendable {
  /// The workers, or why there are none.
  let workers: Result<ScenarioIsolation, Failure>

  /// Why a host has no workers.
  struct Failure: Error, Sendable {
    var message: String
  }

  /// The test's own process: a trap in the app's code ends the test run.
  public static let testProcess = ScenarioHost(workers: .success(.inProcess))

  /// Worker processes of the program `name`, found beside the test bundle (or a path to it),
  /// with `limits` for the app's processes; every case that uses the same program and limits
  /// shares its workers.
  public static func program(_ name: String, limits: ProcessLimits = ProcessLimits()) -> Self {
    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      return ScenarioHost(
        workers: .failure(
          Failure(message: "expected worker processes of '\(name)', got a platform without them")))
    #else
      guard let program = WorkerProgram.named(name) else {
        return ScenarioHost(
          workers: .failure(
            Failure(
              message:
                "expected the program '\(name)' beside the test bundle to run the scenario in, "
                + "got none; build it first ('swift build --product \(name)')")))
      }
      let pool = Pools.shared.pool(program: program, limits: limits)
      return ScenarioHost(workers: .success(ScenarioIsolation(pool: pool)))
    #endif
  }
}

/// The worker pools of a test process, one per program and limits, kept for every case.
private final class Pools: Sendable {
  static let shared = Pools()
  private let pools = Mutex<[Key: WorkerPool]>([:])

  private struct Key: Hashable {
    var program: String
    var limits: ProcessLimits
  }

  func pool(program: WorkerProgram, limits: ProcessLimits) -> WorkerPool {
    pools.withLock { pools in
      let key = Key(program: program.path, limits: limits)
      if let pool = pools[key] { return pool }
      let pool = WorkerPool(program: program, limits: limits)
      pools[key] = pool
      return pool
    }
  }
}
