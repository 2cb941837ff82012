import Foundation
import StsimCLI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--output` never replaces a scenario, refuses a folder, and writes a whole report or none.
struct OutputFileTests {
  @Test func anOutputThatIsOneOfTheScenariosIsRefusedHoweverItIsSpelt() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", RunCommandTests.passing)
    let spellings = [path, folder.path + "//a.scenario", folder.path + "/./a.scenario"]
    for spelling in spellings {
      let run = CommandRun(["run", folder.path, "--output", spelling])
      #expect(run.status == .usage)
      #expect(
        run.error.hasPrefix(
          "error: '--output \(spelling)' is the scenario '\(path)'; a report never replaces a scenario\n"
        ))
      #expect(run.output == "")
    }
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/link.txt", withDestinationPath: path)
    #expect(CommandRun(["run", path, "--output", folder.path + "/link.txt"]).status == .usage)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == RunCommandTests.passing)
  }

  @Test func anOutputThatIsAFolderOrInAMissingFolderIsAUsageError() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", RunCommandTests.passing)
    let intoFolder = CommandRun(["run", path, "--output", folder.path])
    #expect(intoFolder.status == .usage)
    #expect(
      intoFolder.error.hasPrefix(
        "error: '--output \(folder.path)' names a folder; expected a file to write the report to\n"
      ))
    let missing = folder.path + "/no/such/report.xml"
    let intoNothing = CommandRun(["run", path, "--output", missing])
    #expect(intoNothing.status == .usage)
    #expect(
      intoNothing.error.hasPrefix(
        "error: '--output \(missing)': no such folder '\(folder.path)/no/such'\n"))
  }

  @Test func aReportReplacesThePreviousOneWholeAndLeavesNoTemporaryFile() throws {
    let folder = try ScratchFolder()
    let scenario = try folder.write("a.scenario", RunCommandTests.passing)
    let report = try folder.write("out/report.json", "previous")
    let run = CommandRun(["run", scenario, "--format", "json", "--output", report])
    #expect(run.status == .success)
    #expect(run.output == "1 passed, 0 failed\n")
    let written = try #require(FileManager.default.contents(atPath: report))
    #expect(try JSONSerialization.jsonObject(with: written) is [String: Any])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out") == ["report.json"])
  }

  @Test func aReplacedReportKeepsItsPermissionsAndALinkIsWrittenThrough() throws {
    let folder = try ScratchFolder()
    let scenario = try folder.write("a.scenario", RunCommandTests.passing)
    let report = try folder.write("reports/report.txt", "previous")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: report)
    let link = folder.path + "/latest.txt"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: report)
    #expect(CommandRun(["run", scenario, "--output", link]).status == .success)
    let attributes = try FileManager.default.attributesOfItem(atPath: report)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    #expect(try String(contentsOfFile: report, encoding: .utf8).hasSuffix("1 passed, 0 failed\n"))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == report)
  }

  @Test func aReportThatCannotBeWrittenLeavesThePreviousOneAndExits74() throws {
    let folder = try ScratchFolder()
    let report = try folder.write("report.json", "previous report\n")
    // The shell ignores SIGXFSZ and caps files at 512 bytes: writing the report fails with EFBIG.
    let run = try BinaryRun(
      ["run", BinaryRun.root + "/Scenarios/Tokens", "--format", "json", "--output", report],
      shellPrefix: "trap '' XFSZ; ulimit -f 1; ")
    #expect(run.status == 74)
    #expect(run.error == "error: the report could not be written to '\(report)': File too large\n")
    #expect(try String(contentsOfFile: report, encoding: .utf8) == "previous report\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
  }

  @Test func aFileSizeLimitExits74AndLeavesNoTemporaryFile() throws {
    let folder = try ScratchFolder()
    let report = try folder.write("report.json", "previous report\n")
    // No trap here: stsim itself ignores SIGXFSZ, so the write fails with EFBIG, not a signal.
    let run = try BinaryRun(
      ["run", BinaryRun.root + "/Scenarios/Tokens", "--format", "json", "--output", report],
      shellPrefix: "ulimit -f 1; ")
    #expect(run.status == 74)
    #expect(run.error == "error: the report could not be written to '\(report)': File too large\n")
    #expect(try String(contentsOfFile: report, encoding: .utf8) == "previous report\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
  }

  @Test func aFIFOIsWrittenInPlaceAndStaysAFIFO() throws {
    let folder = try ScratchFolder()
    let scenario = try folder.write("a.scenario", RunCommandTests.passing)
    let fifo = folder.path + "/report.fifo"
    #expect(mkfifo(fifo, 0o600) == 0)
    let copy = folder.path + "/copy.txt"
    let run = try BinaryRun(
      ["run", scenario, "--output", fifo], shellPrefix: "cat '\(fifo)' > '\(copy)' & ")
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output == "1 passed, 0 failed\n")
    var status = stat()
    #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    // The reader has the report once the writer closes the FIFO.
    var report = ""
    for _ in 0..<100 where !report.hasSuffix("1 passed, 0 failed\n") {
      Thread.sleep(forTimeInterval: 0.02)
      report = (try? String(contentsOfFile: copy, encoding: .utf8)) ?? ""
    }
    #expect(report.hasPrefix("PASS "), "\(report)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "a.scenario", "copy.txt", "report.fifo",
      ])
  }

  @Test func aDeviceIsWrittenInPlace() throws {
    let folder = try ScratchFolder()
    let scenario = try folder.write("a.scenario", RunCommandTests.passing)
    let run = CommandRun(["run", scenario, "--format", "json", "--output", "/dev/null"])
    #expect(run.status == .success, "\(run.error)")
    var status = stat()
    #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func standardOutputThatCannotBeWrittenExits74() throws {
    let folder = try ScratchFolder()
    let scenario = try folder.write("a.scenario", RunCommandTests.passing)
    let run = try BinaryRun(["run", scenario], shellPrefix: "exec >/dev/full; ")
    #expect(run.status == 74)
    #expect(run.error == "error: standard output could not be written: No space left on device\n")
  }
}
