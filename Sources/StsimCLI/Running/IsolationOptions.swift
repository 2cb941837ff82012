import ScenarioRunner
import ScenarioWorkers

/// Where a command runs the app's code and the limits of its processes: `--isolation`,
/// `--time-limit` and `--memory-limit`, shared by every command that runs scenarios.
struct IsolationOptions: Sendable {
  /// Where the app's code runs.
  enum Mode: String, CaseIterable, Sendable {
    /// In worker processes for the apps a team's own `stsim` adds, here for the reference app.
    case auto
    /// In worker processes for every app, the reference app too.
    case workers
    /// In this process for every app: a trap ends the command, nothing is watched.
    case inProcess = "in-process"
  }

  var mode: Mode
  var limits: ProcessLimits

  /// The options, as help lists them.
  static let options: [CommandSpecification.Option] = [
    .init(
      "--isolation", valueName: "auto|workers|in-process",
      help: "Where the app's code runs (default: auto, a worker process for every app but the "
        + "reference app)."),
    .init(
      "--time-limit", valueName: "[PROCESS=]TIME,...",
      help: "Processor time one run of app code may use: 2s, or monitor=1s,app=10s (default: "
        + "app=10s, extensions 1s)."),
    .init(
      "--memory-limit", valueName: "[PROCESS=]SIZE,...",
      help: "Memory one run of app code may add: monitor=6MB,app=1GB (default: monitor=6MB, "
        + "shield extensions 64MB, app=1GB)."),
  ]

  /// The usage line's words for the options.
  static let usage = "[--isolation MODE] [--time-limit LIMITS] [--memory-limit LIMITS]"

  /// The options of `arguments`, every value checked.
  init(arguments: ParsedArguments) throws(UsageError) {
    mode = try OptionValue.choice(arguments.value("--isolation"), option: "--isolation") ?? .auto
    var limits = ProcessLimits()
    let processes = "'app', 'monitor', 'shield-config' or 'shield-action'"
    if let text = arguments.value("--time-limit") {
      do {
        limits = try limits.settingProcessorTime(text)
      } catch {
        throw .invalidValue(
          text, option: "--time-limit",
          expected: "a time from 1ms to 60m (500ms, 2s, 1m), for every process or as "
            + "PROCESS=TIME,... with PROCESS one of \(processes)")
      }
    }
    if let text = arguments.value("--memory-limit") {
      do {
        limits = try limits.settingMemory(text)
      } catch {
        throw .invalidValue(
          text, option: "--memory-limit",
          expected: "a size from 64KB to 1024GB (512KB, 6MB, 1GB), for every process or as "
            + "PROCESS=SIZE,... with PROCESS one of \(processes)")
      }
    }
    self.limits = limits
  }

  /// Where scenarios run under these options, with `workers` as the command was started; `nil`
  /// after saying why on `console` when workers are asked for and there is no program for
  /// them.
  func isolation(_ workers: WorkerContext, console: Console) -> ScenarioIsolation? {
    switch mode {
    case .inProcess:
      return .inProcess
    case .auto:
      guard let program = workers.program, !workers.teamApps.isEmpty else { return .inProcess }
      return ScenarioIsolation(
        pool: WorkerPool(program: program, limits: limits), isolatedApps: workers.teamApps)
    case .workers:
      guard let program = workers.program else {
        console.printProblem(
          "'--isolation workers' needs a program to start as a worker; this command runs in a "
            + "process that is not one (Stsim.main(apps:arguments:console:))")
        return nil
      }
      return ScenarioIsolation(pool: WorkerPool(program: program, limits: limits))
    }
  }
}

/// How a command was started, for its workers: the program that can serve as one, and the
/// apps that are not the simulator's own.
public struct WorkerContext: Sendable {
  /// The executable to start as a worker; `nil` when the command runs in a process that is not
  /// a `stsim` (a test calling `Stsim.main(apps:arguments:console:)`).
  var program: WorkerProgram?
  /// The names of the apps a team's `stsim` added, whose code runs in workers by default.
  var teamApps: Set<String>

  /// No workers: everything runs in this process.
  static let none = WorkerContext(program: nil, teamApps: [])
}
