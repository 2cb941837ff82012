import Foundation
import ReferenceCatalog
import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import ScenarioWorkers
import ScreenTimeAPI
import ScreenTimeHosting

/// The `stsim` command line: dispatch, built-in help and version, and the one error funnel.
///
/// Nothing here exits the process; ``main(arguments:console:)`` returns the status and the
/// executable's `main.swift` exits with it.
public enum Stsim {
  /// The tool's version.
  public static let version = "0.1.0"

  /// Every command, in the order help lists them.
  public static let commands: [any StsimCommand.Type] = [
    RunCommand.self,
    CheckCommand.self,
    LanguageServerCommand.self,
    TraceCommand.self,
    MatrixCommand.self,
    CoverageCommand.self,
    ExploreCommand.self,
    ListCommand.self,
    BenchCommand.self,
  ]

  /// The root usage line, as `program` is called.
  static func usage(of program: String) -> String { "\(program) <command> [<options>]" }

  /// Runs one command line (without the program name) and returns the exit status.
  public static func main(arguments: [String], console: Console) -> ExitCode {
    main(rawArguments: arguments.map { Array($0.utf8) }, console: console)
  }

  /// Runs one command line given as the bytes the process received (without the program name)
  /// and returns the exit status.
  ///
  /// Paths keep their bytes, so a scenario whose name is not UTF-8 can be named directly.
  public static func main(rawArguments: [[UInt8]], console: Console) -> ExitCode {
    main(apps: [PolicyEntry](), rawArguments: rawArguments, console: console)
  }

  /// A team's own `stsim`: runs the process's command line with `apps` next to the reference
  /// app, then exits with the status.
  ///
  /// An executable target's `main.swift` is one line:
  ///
  /// ```swift
  /// Stsim.main(apps: [PolicyEntry(FocusApp.bundle, diagnosticCodes: ["focus.saved"])])
  /// ```
  ///
  /// Every command takes `--app NAME` to choose the app: one of `apps` by its name, or
  /// `recommended`, the reference app.
  ///
  /// The same program serves as the worker process in which its apps' code runs (the hidden
  /// `WorkerServer.argument`), so that code that traps, loops or hogs memory ends only its
  /// simulated process.
  public static func main(apps: [PolicyEntry]) -> Never {
    let catalog = catalog(apps: apps)
    WorkerServer.serveIfAsked(catalog: catalog)
    ProcessSignals.prepare()
    let streams = StandardStreams()
    let workers = WorkerContext(program: .current, teamApps: Set(apps.map(\.name)))
    let status = main(
      catalog: catalog, rawArguments: StandardStreams.processArguments, console: streams.console,
      workers: workers)
    exit(streams.exitStatus(after: status).rawValue)
  }

  /// A team's own `stsim` for apps given as bundles, each named by its bundle's name.
  public static func main(apps: [AppBundle]) -> Never {
    main(apps: apps.map { PolicyEntry($0) })
  }

  /// Runs one command line (without the program name) with `apps` next to the reference app,
  /// and returns the exit status.
  public static func main(apps: [PolicyEntry], arguments: [String], console: Console) -> ExitCode {
    main(apps: apps, rawArguments: arguments.map { Array($0.utf8) }, console: console)
  }

  /// Runs one command line with apps given as bundles, each named by its bundle's name.
  public static func main(apps: [AppBundle], arguments: [String], console: Console) -> ExitCode {
    main(apps: apps.map { PolicyEntry($0) }, arguments: arguments, console: console)
  }

  /// Runs one command line given as bytes with `apps` next to the reference app, and returns
  /// the exit status.
  public static func main(apps: [PolicyEntry], rawArguments: [[UInt8]], console: Console)
    -> ExitCode
  {
    main(catalog: catalog(apps: apps), rawArguments: rawArguments, console: console, workers: .none)
  }

  /// Runs one command line under `catalog`, with `workers` as the program was started.
  static func main(
    catalog: PolicyCatalog, rawArguments: [[UInt8]], console: Console, workers: WorkerContext
  ) -> ExitCode {
    do {
      return try dispatch(rawArguments, catalog: catalog, console: console, workers: workers)
    } catch let error as UsageError {
      let name = rawArguments.first.map { String(decoding: $0, as: UTF8.self) }
      return report(
        error, command: commands.first { $0.specification.name == name }, console: console)
    } catch {
      console.printProblem("\(error)")
      return .failure
    }
  }

  /// The reference app as `recommended`, then `apps` in order; an app named like an earlier
  /// one replaces it.
  static func catalog(apps: [PolicyEntry]) -> PolicyCatalog {
    apps.reduce(PolicyCatalog.standard) { $0.adding($1) }
  }

  static func dispatch(
    _ arguments: [[UInt8]], catalog: PolicyCatalog, console: Console,
    workers: WorkerContext = .none
  ) throws -> ExitCode {
    guard let firstBytes = arguments.first else { throw UsageError.missingCommand }
    let first = String(decoding: firstBytes, as: UTF8.self)
    switch first {
    case "-h", "--help", "help":
      if first == "help", arguments.count > 1 {
        return try dispatch(
          [arguments[1], Array("--help".utf8)], catalog: catalog, console: console,
          workers: workers)
      }
      console.writeOutput(rootHelp(program: console.programName))
      return .success
    case "--version":
      console.print("\(console.programName) \(version)")
      return .success
    default:
      break
    }
    guard let command = commands.first(where: { $0.specification.name == first }) else {
      if first.hasPrefix("-") {
        throw UsageError.unknownOption(
          first, command: console.programName,
          suggestion: Suggestion.closest(to: first, among: ["--help", "--version"]))
      }
      throw UsageError.unknownCommand(
        first,
        suggestion: Suggestion.closest(to: first, among: commands.map { $0.specification.name }))
    }
    return try command.execute(
      Array(arguments.dropFirst()), catalog: catalog, console: console, workers: workers)
  }

  /// Prints a usage error and where to find help, and returns the usage status (64).
  ///
  /// Commands that find a usage problem only while running (an `--output` that names one of
  /// the scenarios) report it through here too.
  static func report(
    _ error: UsageError, command: (any StsimCommand.Type)?, console: Console
  ) -> ExitCode {
    let program = console.programName
    console.printProblem(error.message)
    if let command {
      console.printError("Usage: \(command.specification.usage(of: program, indent: "       "))")
      console.printError(
        "See '\(program) \(command.specification.name) --help' for more information.")
    } else {
      console.printError("Usage: \(usage(of: program))")
      console.printError("See '\(program) --help' for more information.")
    }
    return .usage
  }

  /// What the tool is, for the root help screen.
  static func description(of program: String) -> String {
    """
    \(program) runs scenario files against a simulated device (authorization, tokens, managed \
    settings stores, shields, DeviceActivity schedules and the app's three extensions) and \
    checks what the app under test does. The same scenario and seed print the same bytes on \
    every machine.
    """
  }

  /// The tool's own help screen, for `stsim`.
  public static var rootHelp: String { rootHelp(program: "stsim") }

  /// The tool's own help screen, as `program` is called.
  public static func rootHelp(program: String) -> String {
    let rows = commands.map { helpRow($0.specification.name, $0.specification.abstract) }
    return """
      OVERVIEW: A deterministic simulator of Apple's Screen Time APIs.

      \(wrap(description(of: program)))

      USAGE: \(usage(of: program))

      COMMANDS:
      \(rows.joined(separator: "\n"))

      OPTIONS:
      \(helpRow("--version", "Show the version."))
      \(helpRow("-h, --help", "Show help information."))

      See '\(program) <command> --help' for detailed help.

      """
  }
}
