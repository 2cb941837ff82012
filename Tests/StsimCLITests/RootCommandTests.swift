import Foundation
import Testing

@testable import StsimCLI

struct RootCommandTests {
  @Test func theRootHelpIsExact() {
    let run = CommandRun(["--help"])
    #expect(run.status == .success)
    #expect(run.error == "")
    #expect(
      run.output == """
        OVERVIEW: A deterministic simulator of Apple's Screen Time APIs.

        stsim runs scenario files against a simulated device (authorization, tokens,
        managed settings stores, shields, DeviceActivity schedules and the app's three
        extensions) and checks what the app under test does. The same scenario and seed
        print the same bytes on every machine.

        USAGE: stsim <command> [<options>]

        COMMANDS:
          run                     Run scenario files and report which pass.
          check                   Parse and validate scenario files without running them.
          lsp                     Serve scenario files to editors over the Language Server Protocol.
          trace                   Run one scenario and print its whole timeline.
          matrix                  Show which scenarios catch which mistakes of the reference app.
          coverage                Show which device situations the scenarios reach.
          explore                 Run random stories and shrink each failure to a scenario file.
          list                    List the statements, faults, invariants, mistakes, versions or options.
          bench                   Measure the simulator on a standard workload.

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.

        See 'stsim <command> --help' for detailed help.

        """)
  }

  @Test(arguments: [["-h"], ["help"]])
  func everyHelpSpellingPrintsTheRootHelp(arguments: [String]) {
    #expect(CommandRun(arguments).output == CommandRun(["--help"]).output)
  }

  @Test func helpForACommandPrintsThatCommandsHelp() {
    #expect(CommandRun(["help", "trace"]).output == CommandRun(["trace", "--help"]).output)
  }

  @Test func theVersionGoesToStandardOutput() {
    let run = CommandRun(["--version"])
    #expect(run.output == "stsim \(Stsim.version)\n")
    #expect(run.status == .success)
  }

  @Test func anUnknownCommandSuggestsTheClosestOne() {
    let run = CommandRun(["rnu", "Scenarios"])
    #expect(run.status == .usage)
    #expect(run.output == "")
    #expect(
      run.error == """
        error: unknown command 'rnu'; did you mean 'run'?
        Usage: stsim <command> [<options>]
        See 'stsim --help' for more information.

        """)
  }

  @Test func noCommandIsAUsageError() {
    let run = CommandRun([])
    #expect(run.status == .usage)
    #expect(run.error.hasPrefix("error: missing command\n"))
  }

  @Test func anUnknownRootOptionSuggestsTheClosestOne() {
    let run = CommandRun(["--versoin"])
    #expect(run.status == .usage)
    #expect(
      run.error.hasPrefix(
        "error: unknown option '--versoin' for 'stsim'; did you mean '--version'?\n"))
  }

  @Test func exitCodesAreTheDocumentedContract() {
    #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 64, 65, 74])
  }
}

struct BenchCommandTests {
  @Test func theHoldModelPrintsTheSpecifiedLine() throws {
    let run = CommandRun(["bench", "hold", "--pending", "50", "--events", "2000", "--seed", "3"])
    #expect(run.status == .success)
    let pattern =
      #/hold-model engine=stsim pending=50 events=2000 seconds=\d+\.\d{3} events_per_sec=\d+\n/#
    #expect(try pattern.wholeMatch(in: run.output) != nil)
  }

  @Test func anUnknownWorkloadIsAUsageError() {
    let run = CommandRun(["bench", "hodl"])
    #expect(run.status == .usage)
    #expect(
      run.error.hasPrefix(
        "error: invalid workload 'hodl'; expected one of 'hold', 'scenario'; did you mean 'hold'?\n"
      ))
  }

  @Test func aScenarioWorkloadPrintsItsCost() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", RunCommandTests.passing)
    let run = CommandRun(["bench", "scenario", path, "--repeat", "3"])
    #expect(run.status == .success)
    let pattern =
      #/scenario-run engine=stsim scenarios=1 runs=3 failed=0 events=\d+ cpu_seconds=\d+\.\d{3} wall_seconds=\d+\.\d{3} events_per_sec=\d+ events_per_cpu_sec=\d+ max_rss_kb=\d+\n/#
    #expect(try pattern.wholeMatch(in: run.output) != nil, "\(run.output)")
    #expect(CommandRun(["bench", "scenario"]).status == .usage)
  }

  @Test(arguments: [
    (
      ["bench", "hold", "--pending", "0"],
      "error: invalid value '0' for '--pending'; expected an integer from 1 to 10000000, "
        + "digits only (each pending event holds 24 bytes; 10000000 take 240 MB)"
    ),
    (
      ["bench", "hold", "--pending", "1000000000"],
      "error: invalid value '1000000000' for '--pending'; expected an integer from 1 to "
        + "10000000, digits only (each pending event holds 24 bytes; 10000000 take 240 MB)"
    ),
    (
      ["bench", "hold", "--events", "1000000001"],
      "error: invalid value '1000000001' for '--events'; expected an integer from 1 to "
        + "1000000000, digits only"
    ),
    (
      ["bench", "hold", "--events", "+5"],
      "error: invalid value '+5' for '--events'; expected an integer from 1 to 1000000000, "
        + "digits only"
    ),
    (
      ["bench", "hold", "--seed", "-1"],
      "error: invalid value '-1' for '--seed'; expected an integer from 0 to "
        + "18446744073709551615, digits only"
    ),
    (
      ["bench", "hold", "--seed", "+5"],
      "error: invalid value '+5' for '--seed'; expected an integer from 0 to "
        + "18446744073709551615, digits only"
    ),
    (["bench", "hold", "--events"], "error: missing value for '--events N'"),
    (
      ["bench", "hold", "--pendng", "5"],
      "error: unknown option '--pendng' for 'bench'; did you mean '--pending'?"
    ),
    (["bench"], "error: missing argument WORKLOAD for 'bench'"),
    (["bench", "hold", "extra"], "error: unexpected argument 'extra' for 'bench'"),
  ])
  func badArgumentsAreUsageErrors(arguments: [String], message: String) {
    let run = CommandRun(arguments)
    #expect(run.status == .usage)
    #expect(run.error.hasPrefix(message + "\n"))
    #expect(run.error.contains("Usage: stsim bench hold [--pending N] [--events N] [--seed N]\n"))
  }

  @Test func helpIsExact() {
    #expect(
      CommandRun(["bench", "--help"]).output == """
        OVERVIEW: Measure the simulator on a standard workload.

        'hold' is the classic hold model: PENDING processes each wait an exponential
        delay with a mean of one simulated second and schedule their next wait, until
        EVENTS events have fired, driven through the same event queue and run loop the
        simulator uses. It is the workload of the SimPy peer baseline
        (Benchmarks/simpy_hold.py). 'scenario' runs every scenario under PATH (for
        example Benchmarks/week.scenario) REPEAT times, end to end, and prints the
        processor time, wall time, events, events per second (of wall time, as 'hold'
        counts them, and of processor time) and peak memory. Benchmarks/run-all.sh
        prints both side by side with their peers.

        USAGE: stsim bench hold [--pending N] [--events N] [--seed N]
               stsim bench scenario PATH ... [--repeat N]

        ARGUMENTS:
          WORKLOAD                The workload to run: hold or scenario.
          PATH                    For 'scenario': a scenario file, or a folder searched for them.

        OPTIONS:
          --pending N             Pending events (default: 10000, at most 10000000).
          --events N              Events to fire (default: 1000000, at most 1000000000).
          --seed N                Seed of the delays (default: 1).
          --repeat N              For 'scenario': run the scenarios this many times (default: 1).
          -h, --help              Show help information.

        """)
  }
}

/// The built `stsim` executable, run as a user runs it.
struct BinaryTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test func theBuiltBinaryExitsWithTheDocumentedStatuses() throws {
    let binary = Self.root.appendingPathComponent(".build/debug/stsim").path
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build stsim first")
    func status(_ arguments: [String]) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: binary)
      process.arguments = arguments
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = Pipe()
      try process.run()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      return (process.terminationStatus, output)
    }
    let (versionStatus, version) = try status(["--version"])
    #expect(versionStatus == 0)
    #expect(version == "stsim \(Stsim.version)\n")
    #expect(try status(["frobnicate"]).0 == 64)
    let folder = try ScratchFolder()
    let bad = try folder.write("bad.scenario", "scenario \"bad\"\nuser aproves authorization\n")
    #expect(try status(["run", bad]).0 == 65)
    let failing = try folder.write(
      "failing.scenario", "scenario \"failing\"\nexpect authorization approved\n")
    #expect(try status(["run", failing]).0 == 1)
    let passing = try folder.write(
      "passing.scenario", "scenario \"passing\"\nexpect authorization notDetermined\n")
    #expect(try status(["run", passing]).0 == 0)
  }
}

/// What the platforms report differently, read the same way on each (every branch runs here).
struct PlatformReadingTests {
  @Test(arguments: [(2_048, false, 2_048), (2_097_152, true, 2_048), (1_023, true, 0)])
  func peakMemoryIsKilobytesOnEveryPlatform(value: Int, countsBytes: Bool, kilobytes: Int) {
    #expect(
      BenchCommand.kilobytes(maximumResidentSetSize: value, countsBytes: countsBytes) == kilobytes)
  }
}
