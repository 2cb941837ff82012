import Foundation
import StsimCLI
import Testing
import _SimulatorTestSupport

/// What one in-process run of `stsim` printed and returned.
struct CommandRun {
  var output: String
  var error: String
  var status: ExitCode

  /// Runs `stsim` with `arguments` in-process, capturing both streams.
  init(_ arguments: [String]) {
    self.init(rawArguments: arguments.map { Array($0.utf8) })
  }

  /// Runs `stsim` with arguments given as bytes, as a process receives them, on a console that
  /// calls itself `programName` and has terminals and colour as given.
  init(
    rawArguments: [[UInt8]], programName: String = "stsim", terminals: Bool = false,
    allowsColor: Bool = false
  ) {
    let output = OutputCapture()
    let error = OutputCapture()
    let console = Console(
      writeOutput: output.write, writeError: error.write, isErrorTerminal: terminals,
      isOutputTerminal: terminals, allowsColor: allowsColor, programName: programName)
    status = Stsim.main(rawArguments: rawArguments, console: console)
    self.output = output.text
    self.error = error.text
  }
}

/// A folder of scenario files for a test, removed when the test ends.
final class ScratchFolder {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.path + "/stsim-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` to `name` inside the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}

/// What one run of the built `stsim` executable, in its own process, printed and returned.
struct BinaryRun {
  var output: String
  var error: String
  var status: Int32

  /// The package's folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The debug build of `stsim`, which `swift build` and `swift test` make.
  static let binary = root + "/.build/debug/stsim"

  /// Runs `stsim` with `arguments` in a child process, its data segment capped at
  /// `dataLimitKilobytes` when given (the shell's `ulimit -d`), so that a run that needs more
  /// memory dies instead of passing; `environment` replaces the test's own when given.
  init(
    _ arguments: [String], dataLimitKilobytes: Int? = nil, directory: String? = nil,
    shellPrefix: String = "", environment: [String: String]? = nil
  ) throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary), "build stsim first")
    let scratch = try ScratchFolder()
    let outputPath = scratch.path + "/stdout"
    let errorPath = scratch.path + "/stderr"
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let limit = dataLimitKilobytes.map { "ulimit -d \($0); " } ?? ""
    process.arguments = ["-c", shellPrefix + limit + "exec \"$0\" \"$@\"", Self.binary] + arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    if let environment { process.environment = environment }
    process.standardOutput = FileHandle(forWritingAtPath: outputPath)
    process.standardError = FileHandle(forWritingAtPath: errorPath)
    try process.run()
    process.waitUntilExit()
    status = process.terminationReason == .exit ? process.terminationStatus : -1
    output = String(
      decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
    error = String(
      decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self)
  }
}
