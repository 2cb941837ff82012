import Foundation
import ReferenceCatalog
import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import Synchronization
import Testing
import _SimulatorTestSupport

@testable import StsimCLI

/// `stsim explore`: its report, its files, its exit statuses and its progress line.
struct ExploreCommandTests {
  @Test func nothingFoundExitsZeroAndWritesNoFolder() throws {
    let folder = try ScratchFolder()
    let output = folder.path + "/failures"
    let run = CommandRun(["explore", "--runs", "5", "--output", output])
    #expect(run.status == .success)
    #expect(run.output.hasPrefix("5 runs, 0 failures, "))
    #expect(run.error.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aFailureIsWrittenAsAScenarioWithItsTraceAndTimelineAndExitsOne() throws {
    let folder = try ScratchFolder()
    let output = folder.path + "/failures"
    let run = CommandRun([
      "explore", "--with", "log-tokens", "--runs", "2", "--output", output, "--format", "json",
    ])
    #expect(run.status == .failure)
    let name = "log-tokens-seed1-run0-token-redaction"
    let file = "\(output)/\(name).scenario"
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(json.keys.sorted() == ["coverage", "elapsedSeconds", "failures", "runSeeds", "runs"])
    let coverage = try #require(json["coverage"] as? [String: Any])
    #expect(coverage.keys.sorted() == ["covered", "derivedRuns", "points", "reachable"])
    let points = try #require(coverage["points"] as? [[String: Any]])
    let covered = try #require(coverage["covered"] as? Int)
    #expect(covered > 0 && points.count >= covered)
    #expect(points.allSatisfy { ($0["id"] as? String)?.contains(".") == true })
    #expect(json["runs"] as? Int == 2)
    #expect((json["runSeeds"] as? [Any])?.count == 2)
    let failures = try #require(json["failures"] as? [[String: Any]])
    #expect(failures.count == 1)
    #expect(failures.first?.keys.sorted() == ["failure", "file", "runSeed", "steps"])
    #expect(failures.first?["failure"] as? String == "invariant token-redaction")
    #expect(failures.first?["file"] as? String == file)
    #expect(run.output.hasPrefix("{\"runs\":2,\"runSeeds\":[2863598792973973542,"))
    for suffix in [".scenario", ".trace", ".html"] {
      #expect(FileManager.default.fileExists(atPath: "\(output)/\(name)\(suffix)"), "\(suffix)")
    }
    let check = CommandRun(["check", file])
    #expect(check.status == .success, "\(check.error)")
    #expect(CommandRun(["run", file]).status == .success)
    #expect(CommandRun(["run", file, "--with", "log-tokens"]).status == .failure)
  }

  @Test func theTextReportNamesTheRunTheFileAndTheSwarm() throws {
    let folder = try ScratchFolder()
    let run = CommandRun([
      "explore", "--with", "log-tokens", "--runs", "2", "--output", folder.path,
    ])
    #expect(run.status == .failure)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("FAIL run 0 (run seed 2863598792973973542): invariant token-redaction")
        == true)
    #expect(
      lines.contains {
        $0.hasPrefix("  \(folder.path)/log-tokens-seed1-run0-token-redaction.scenario: ")
      })
    #expect(lines.contains { $0.hasPrefix("  swarm: ") })
    #expect(lines.last?.hasPrefix("2 runs, 1 failure, ") == true)
  }

  @Test func quietPrintsNothingButStillWritesTheFiles() throws {
    let folder = try ScratchFolder()
    let run = CommandRun([
      "explore", "--with", "log-tokens", "--runs", "1", "--output", folder.path, "--quiet",
    ])
    #expect(run.status == .failure)
    #expect(run.output.isEmpty && run.error.isEmpty)
    #expect(
      FileManager.default.fileExists(
        atPath: folder.path + "/log-tokens-seed1-run0-token-redaction.scenario"))
  }

  @Test func shardsPrintDisjointRunSeedsThatMakeUpTheWhole() throws {
    func seeds(_ extra: [String]) throws -> [Int] {
      let run = CommandRun(["explore", "--runs", "7", "--format", "json"] + extra)
      let json = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
      return (json?["runSeeds"] as? [NSNumber])?.map(\.intValue) ?? []
    }
    let whole = try seeds([])
    let first = try seeds(["--shard", "1/2"])
    let second = try seeds(["--shard", "2/2"])
    #expect(whole.count == 7 && first.count == 4 && second.count == 3)
    #expect(Set(first).isDisjoint(with: second))
    #expect(Set(first + second) == Set(whole))
  }

  /// Stories run side by side give the report and the files of one job, byte for byte.
  @Test func manyJobsGiveTheReportAndFilesOfOne() throws {
    func explore(jobs: String) throws -> (report: String, files: [String: Data]) {
      let folder = try ScratchFolder()
      let output = folder.path + "/failures"
      let run = CommandRun([
        "explore", "--with", "clear-all-stores", "--against", "recommended", "--runs", "70",
        "--jobs", jobs, "--output", output, "--format", "json", "--quiet",
      ])
      #expect(run.status == .failure, "\(run.error)")
      var json = try #require(
        try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
      json["elapsedSeconds"] = nil
      let report = String(
        decoding: try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]),
        as: UTF8.self
      ).replacingOccurrences(of: output.replacingOccurrences(of: "/", with: "\\/"), with: "OUT")
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: output) {
        files[name] = FileManager.default.contents(atPath: output + "/" + name)
      }
      return (report, files)
    }
    let one = try explore(jobs: "1")
    let three = try explore(jobs: "3")
    #expect(one.report.contains("\"failures\":[{"), "the runs find a failure to compare")
    #expect(three.report == one.report)
    #expect(three.files.keys.sorted() == one.files.keys.sorted())
    #expect(three.files == one.files)
  }

  @Test(arguments: [
    (["--shard", "0/3"], "invalid value '0/3' for '--shard'"),
    (["--shard", "4/3"], "invalid value '4/3' for '--shard'"),
    (["--shard", "two"], "invalid value 'two' for '--shard'"),
    (["--runs", "10", "--time", "1m"], "expected either --runs or --time"),
    (["--time", "soon"], "invalid value 'soon' for '--time'"),
    (["--runs", "0"], "invalid value '0' for '--runs'"),
    (["--with", "defer-unknow"], "did you mean 'defer-unknown'?"),
    (["--against", "recomended"], "did you mean 'recommended'?"),
    (["--policy", "mine"], "invalid value 'mine' for '--policy'"),
    (["--days", "31"], "invalid value '31' for '--days'"),
    (["--format", "junit"], "invalid value 'junit' for '--format'"),
    (["--app", "mine"], "invalid value 'mine' for '--app'"),
    (["--app", "recommended", "--policy", "recommended"], "expected either --app or --policy"),
    (["--apps", "mine"], "unknown option '--apps' for 'explore'; did you mean '--app'?"),
    (["--jobs", "0"], "invalid value '0' for '--jobs'"),
  ])
  func badCommandLinesExitWithUsage(_ arguments: [String], _ message: String) {
    let run = CommandRun(["explore"] + arguments)
    #expect(run.status == .usage)
    #expect(run.error.contains(message), "\(run.error)")
    #expect(run.output.isEmpty)
  }

  @Test func anOutputThatIsAFileIsAUsageError() throws {
    let folder = try ScratchFolder()
    let file = try folder.write("taken", "not a folder\n")
    let run = CommandRun(["explore", "--runs", "1", "--output", file])
    #expect(run.status == .usage)
    #expect(run.error == "error: --output '\(file)' is a file; explore writes a folder\n")
  }

  @Test func timeBudgetsReadHoursMinutesAndSeconds() throws {
    #expect(try ExploreCommand.budget("90s") == .seconds(90))
    #expect(try ExploreCommand.budget("1h30m") == .seconds(5_400))
    #expect(try ExploreCommand.budget("10m") == .seconds(600))
    #expect(throws: UsageError.self) { try ExploreCommand.budget("30ms") }
    #expect(throws: UsageError.self) { try ExploreCommand.budget("5m1h") }
    #expect(throws: UsageError.self) { try ExploreCommand.budget("0s") }
  }

  @Test func aTimeBudgetRunsUntilItIsSpent() {
    let run = CommandRun(["explore", "--time", "1s", "--format", "json"])
    #expect(run.status == .success)
    #expect(!run.output.contains("\"runs\":0,"))
  }

  @Test(arguments: [true, false])
  func theProgressLineIsDrawnOnlyOnATerminal(_ isTerminal: Bool) throws {
    let parsed = try ExploreCommand.specification.parse(["--runs", "3"])
    var command = try ExploreCommand(arguments: parsed, catalog: .standard)
    // A clock that moves a second each time it is read: every run is drawn.
    let seconds = Mutex(0.0)
    command.now = {
      seconds.withLock {
        $0 += 1
        return $0
      }
    }
    let output = OutputCapture()
    let error = OutputCapture()
    let console = Console(
      writeOutput: output.write, writeError: error.write, isErrorTerminal: isTerminal)
    #expect(command.run(console: console) == .success)
    if isTerminal {
      #expect(error.text.hasPrefix("\r\u{1B}[K1/3 runs, 1.0/s, 0 failed, about 2s left"))
      #expect(error.text.hasSuffix("3/3 runs, 1.0/s, 0 failed\r\u{1B}[K"))
    } else {
      #expect(error.text.isEmpty)
    }
    #expect(output.text.hasPrefix("3 runs, 0 failures, "))
  }

  @Test func quietDrawsNoProgressLineEvenOnATerminal() throws {
    var command = try ExploreCommand(
      arguments: ExploreCommand.specification.parse(["--runs", "2", "--quiet"]),
      catalog: .standard)
    let seconds = Mutex(0.0)
    command.now = {
      seconds.withLock {
        $0 += 1
        return $0
      }
    }
    let error = OutputCapture()
    let console = Console(writeOutput: { _ in }, writeError: error.write, isErrorTerminal: true)
    #expect(command.run(console: console) == .success)
    #expect(error.text.isEmpty)
  }

  @Test func aTimeBudgetShowsTheTimeLeftOfTheBudget() {
    let line = ProgressLine(
      unit: "runs", done: 30, total: nil, failed: 2, elapsed: 10, budget: 300)
    #expect(line.text == "30 runs, 3.0/s, 2 failed, about 4m50s left")
    let spent = ProgressLine(
      unit: "runs", done: 30, total: nil, failed: 0, elapsed: 301, budget: 300)
    #expect(spent.text == "30 runs, 0.1/s, 0 failed")
  }

  @Test func helpDescribesTheCommand() {
    let run = CommandRun(["explore", "--help"])
    #expect(run.status == .success)
    #expect(
      run.output.contains("USAGE: stsim explore [--app NAME | --policy NAME] [--with MISTAKE,...]"))
    #expect(CommandRun(["--help"]).output.contains("  explore "))
  }
}
