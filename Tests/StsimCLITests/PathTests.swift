import Foundation
import StsimCLI
import Testing

/// Scenario paths are the file system's bytes: names that are not UTF-8 are found and shown
/// escaped, control characters never reach a report raw, and a file is run once however it is
/// reached.
struct PathTests {
  /// Writes a scenario whose file name is `name`'s bytes and returns its path's bytes.
  static func write(_ text: String, named name: [UInt8], in folder: ScratchFolder) throws
    -> [UInt8]
  {
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
    try #require(createFile(atRawPath: path, contents: Array(text.utf8)))
    return path
  }

  static func run(_ arguments: [[UInt8]]) -> CommandRun {
    CommandRun(rawArguments: arguments)
  }

  @Test func aNameThatIsNotUTF8IsRunInsideAFolderAndNamedDirectly() throws {
    let folder = try ScratchFolder()
    let path = try Self.write(
      "scenario \"latin-1\"\nwait\n", named: Array("caf".utf8) + [0xE9] + Array(".scenario".utf8),
      in: folder)
    let shown = folder.path + "/caf\\xE9.scenario"
    let inFolder = Self.run([Array("run".utf8), Array(folder.path.utf8)])
    #expect(inFolder.status == .success)
    #expect(inFolder.output == "PASS \(shown)  latin-1\n1 passed, 0 failed\n")
    let named = Self.run([Array("run".utf8), path])
    #expect(named.output == inFolder.output)
    let checked = Self.run([Array("check".utf8), Array(folder.path.utf8)])
    #expect(checked.output == "1 scenario checked, no problems\n")
  }

  @Test func aBrokenFileWithSuchANameIsReportedUnderItsEscapedName() throws {
    let folder = try ScratchFolder()
    _ = try Self.write("scenario \"x\"\nusr\n", named: [0xFF] + Array(".scenario".utf8), in: folder)
    let run = Self.run([Array("check".utf8), Array(folder.path.utf8)])
    #expect(run.status == .dataError)
    #expect(
      run.error.hasPrefix("\(folder.path)/\\xFF.scenario:2:1: error: unknown statement 'usr'"))
  }

  @Test func controlCharactersInNamesAreEscapedInReports() throws {
    let folder = try ScratchFolder()
    try folder.write("red\u{1B}[31m.scenario", "scenario \"esc\"\nexpect authorization approved\n")
    try folder.write("two\nlines.scenario", "scenario \"newline\"\nwait\n")
    let run = CommandRun(["run", folder.path])
    #expect(
      run.output == """
        FAIL \(folder.path)/red\\x1B[31m.scenario  esc
          \(folder.path)/red\\x1B[31m.scenario:2: expected authorization approved, got notDetermined
        PASS \(folder.path)/two\\x0Alines.scenario  newline
        1 passed, 1 failed

        """)
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func aFileReachedThroughSeveralSpellingsRunsOnce() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("tokens/a.scenario", RunCommandTests.passing)
    try folder.write("tokens/b.scenario", RunCommandTests.passing)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path + "/alias.scenario", withDestinationPath: path)
    let run = CommandRun([
      "run", folder.path + "/tokens", folder.path + "//tokens/",
      folder.path + "/./tokens/a.scenario",
      folder.path + "/alias.scenario",
    ])
    #expect(run.status == .success)
    #expect(run.output.hasSuffix("2 passed, 0 failed\n"))
    #expect(run.output.hasPrefix("PASS \(folder.path)/alias.scenario"))
  }
}

/// Creates the file whose path is the bytes `path`, which need not be UTF-8.
private func createFile(atRawPath path: [UInt8], contents: [UInt8]) -> Bool {
  let descriptor = open(
    path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  guard descriptor >= 0 else { return false }
  defer { close(descriptor) }
  return write(descriptor, contents, contents.count) == contents.count
}
