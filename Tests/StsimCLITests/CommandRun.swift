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
    let output = OutputCapture()
    let error = OutputCapture()
    let console = Console(writeOutput: output.write, writeError: error.write)
    status = Stsim.main(arguments: arguments, console: console)
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
