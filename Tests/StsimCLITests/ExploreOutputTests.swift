import Foundation
import StsimCLI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `explore` writes each failure's files as it finds it, each whole, and an interrupted or
/// failing write still ends with the report of the runs done.
struct ExploreOutputTests {
  /// Starts the built `stsim` with `arguments`; the caller waits for it.
  static func start(_ arguments: [String], output: String, error: String) throws -> Process {
    try #require(
      FileManager.default.isExecutableFile(atPath: BinaryRun.binary), "build stsim first")
    _ = FileManager.default.createFile(atPath: output, contents: nil)
    _ = FileManager.default.createFile(atPath: error, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BinaryRun.binary)
    process.arguments = arguments
    process.standardOutput = FileHandle(forWritingAtPath: output)
    process.standardError = FileHandle(forWritingAtPath: error)
    try process.run()
    return process
  }

  @Test(arguments: [SIGINT, SIGTERM])
  func anInterruptedExplorationReportsWhatRanAndKeepsWhatItFound(signal: Int32) throws {
    let folder = try ScratchFolder()
    let failures = folder.path + "/failures"
    let process = try Self.start(
      [
        "explore", "--with", "log-tokens", "--runs", "1000000", "--output", failures, "--jobs", "1",
      ],
      output: folder.path + "/stdout", error: folder.path + "/stderr")
    // Once the first failure's files are there, stop it.
    let deadline = Date().addingTimeInterval(60)
    while Date() < deadline,
      ((try? FileManager.default.contentsOfDirectory(atPath: failures)) ?? []).count < 3
    {
      Thread.sleep(forTimeInterval: 0.05)
    }
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 1)
    let output = try String(contentsOfFile: folder.path + "/stdout", encoding: .utf8)
    let error = try String(contentsOfFile: folder.path + "/stderr", encoding: .utf8)
    #expect(output.contains("FAIL run 0 (run seed "), "\(output)")
    let last = try #require(output.split(separator: "\n").last)
    #expect(last.contains(" runs, 1 failure, "), "\(output)")
    #expect(error.hasPrefix("interrupted after "), "\(error)")
    let files = try FileManager.default.contentsOfDirectory(atPath: failures).sorted()
    #expect(files.count == 3, "\(files)")
    #expect(files.allSatisfy { !$0.hasPrefix(".") }, "no temporary file is left: \(files)")
    let scenario = try #require(files.first { $0.hasSuffix(".scenario") })
    let replay = CommandRun(["run", failures + "/" + scenario, "--with", "log-tokens"])
    #expect(replay.status == .failure, "the file is whole and replays: \(replay.output)")
  }

  @Test func aFailureThatCannotBeWrittenStillEndsWithTheReportAndExits74() throws {
    let folder = try ScratchFolder()
    let failures = folder.path + "/failures"
    let run = try BinaryRun(
      ["explore", "--with", "log-tokens", "--runs", "20", "--output", failures],
      // 8 blocks: room for the report on standard output, not for the failure's timeline.
      shellPrefix: "ulimit -f 8; ")
    #expect(run.status == 74)
    #expect(run.output.contains("FAIL run 0 (run seed "), "\(run.output)")
    #expect(
      run.error.hasPrefix("error: the failures could not be written to '\(failures)': "),
      "\(run.error)")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: failures)) ?? []
    #expect(files.allSatisfy { !$0.hasPrefix(".") }, "no temporary file is left: \(files)")
    for file in files {
      let size =
        (try FileManager.default.attributesOfItem(atPath: failures + "/" + file)[.size]
        as? NSNumber)?.intValue ?? 0
      #expect(size <= 8 * 1_024, "a file is whole or absent: \(file) has \(size) bytes")
    }
    #expect(!files.contains { $0.hasSuffix(".html") }, "the timeline does not fit: \(files)")
  }

  /// A `SIGTERM` as the report's temporary file is being written removes it.
  ///
  /// The previous report stays, whole, and nothing hidden is left; whether the signal comes
  /// during the write or after it, the folder holds the previous report or the whole new one.
  @Test func aSignalDuringTheReportWriteLeavesNoTemporaryFile() throws {
    let scratch = try ScratchFolder()
    let folder = scratch.path + "/reports"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let report = folder + "/report.html"
    try Data("previous report\n".utf8).write(to: URL(fileURLWithPath: report))
    let process = try Self.start(
      [
        "run", BinaryRun.root + "/Scenarios/Shields", "--with", "first-profile-fallback",
        "--trace", "--format", "html", "--output", report,
      ],
      output: scratch.path + "/stdout", error: scratch.path + "/stderr")
    var caughtWriting = false
    while process.isRunning {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      if names.contains(where: { $0.hasPrefix(".") }) {
        kill(process.processIdentifier, SIGTERM)
        caughtWriting = true
        break
      }
      usleep(500)
    }
    process.waitUntilExit()
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(names == ["report.html"], "no temporary file is left: \(names)")
    let text = try String(contentsOfFile: report, encoding: .utf8)
    if caughtWriting, process.terminationReason == .uncaughtSignal {
      #expect(process.terminationStatus == SIGTERM)
      #expect(text == "previous report\n")
    } else {
      #expect(text.hasSuffix("</html>\n"), "a whole report: \(text.suffix(200))")
    }
  }
}
