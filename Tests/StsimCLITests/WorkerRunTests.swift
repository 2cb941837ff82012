import Foundation
import ScenarioWorkers
import ScreenTimeModel
import Testing

@testable import StsimCLI

/// `--isolation workers` runs the reference app's code in worker processes of `stsim` itself,
/// and every scenario gives the report and the digest it gives in one process; the limits are
/// options with checked values.
struct WorkerRunTests {
  static let scenarios = BinaryRun.root + "/Scenarios"

  /// The whole library's report, and every trace of a folder's failing runs.
  @Test(arguments: [
    ("", ["--format", "json"]),
    ("/Shields", ["--format", "text", "--with", "defer-unknown", "--trace"]),
  ])
  func theLibraryGivesTheSameReportInWorkersAsInOneProcess(folder: String, options: [String])
    throws
  {
    let path = Self.scenarios + folder
    let alone = try BinaryRun(["run", path, "--isolation", "in-process"] + options)
    let workers = try BinaryRun(["run", path, "--isolation", "workers"] + options)
    #expect(alone.output.count > 10_000)
    #expect(workers.output == alone.output)
    #expect(workers.status == alone.status)
    #expect(workers.error == alone.error)
  }

  @Test func theMatrixIsTheSameInWorkers() throws {
    let paths = ["unknown-token-individual", "unknown-token-category", "completion-contract"]
      .map { "\(Self.scenarios)/Shields/\($0).scenario" }
    let alone = try BinaryRun(["matrix"] + paths)
    let workers = try BinaryRun(["matrix"] + paths + ["--isolation", "workers"])
    #expect(alone.output.contains("defer-unknown"))
    #expect(workers.output == alone.output)
  }

  @Test func aTraceInAWorkerIsTheTraceInOneProcess() throws {
    let path = Self.scenarios + "/Shields/unknown-token-individual.scenario"
    for format in ["text", "html", "chrome-trace"] {
      let alone = try BinaryRun(["trace", path, "--format", format])
      let workers = try BinaryRun(["trace", path, "--format", format, "--isolation", "workers"])
      #expect(alone.output.count > 1_000)
      #expect(workers.output == alone.output, "\(format)")
    }
  }

  @Test func workersNeedAProgramThatCanServeAsOne() {
    let run = CommandRun(["run", Self.scenarios + "/Tokens", "--isolation", "workers"])
    #expect(run.status == .usage)
    #expect(
      run.error.hasPrefix("error: '--isolation workers' needs a program to start as a worker"))
  }

  @Test(arguments: [
    ("--time-limit", "2", "a time from 1ms to 60m"), ("--time-limit", "2h", "a time from 1ms"),
    ("--time-limit", "daemon=1s", "PROCESS one of 'app', 'monitor'"),
    ("--memory-limit", "6mb", "a size from 64KB to 1024GB"),
    ("--memory-limit", "1KB", "a size from 64KB"), ("--isolation", "none", "auto, workers or"),
  ])
  func aBadLimitIsAUsageError(option: String, value: String, expected: String) {
    let run = CommandRun(["run", Self.scenarios + "/Tokens", option, value])
    #expect(run.status == .usage)
    #expect(run.error.hasPrefix("error: invalid value '\(value)' for '\(option)'; expected "))
    #expect(run.error.contains(expected), "\(run.error)")
  }

  @Test func limitsAreReadPerProcessOrForAll() throws {
    let parsed = try RunCommand.specification.parse(
      rawWords: ["--time-limit", "500ms", "--memory-limit", "monitor=12MB,app=2GB"].map {
        Array($0.utf8)
      })
    let options = try IsolationOptions(arguments: parsed)
    #expect(options.limits.processorLimit(of: .monitor) == 500)
    #expect(options.limits.processorLimit(of: .mainApp) == 500)
    #expect(options.limits.memoryLimit(of: .monitor) == 12 << 20)
    #expect(options.limits.memoryLimit(of: .mainApp) == 2 << 30)
    #expect(options.limits.memoryLimit(of: .shieldConfiguration) == 64 << 20)
    #expect(options.mode == .auto)
  }
}
