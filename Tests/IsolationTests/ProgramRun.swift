import Foundation
import Testing

/// What one run of a built program of this package printed and returned, in its own process.
struct ProgramRun {
  var output: String
  var error: String
  /// The exit status, or `nil` when a signal ended the program or it was stopped.
  var status: Int32?
  /// Whether the run was stopped for taking longer than it may.
  var timedOut: Bool
  /// The wall-clock seconds it took.
  var seconds: Double

  /// The package's folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  /// The folder of the misbehaving app's scenarios.
  static let scenarios = root + "/Tests/HaywireScenarios"

  /// The debug build of `name`, which `swift build` and `swift test` make.
  static func binary(_ name: String) -> String { root + "/.build/debug/" + name }

  /// Runs `program` with `arguments` in the package's folder, stopping it after `timeout`
  /// seconds.
  init(_ program: String, _ arguments: [String], timeout: Double = 120) throws {
    let binary = Self.binary(program)
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build \(program) first")
    let scratch =
      FileManager.default.temporaryDirectory.path + "/stsim-isolation-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let outputPath = scratch + "/stdout"
    let errorPath = scratch + "/stderr"
    _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: Self.root)
    process.standardOutput = FileHandle(forWritingAtPath: outputPath)
    process.standardError = FileHandle(forWritingAtPath: errorPath)
    let start = Date()
    try process.run()
    var stopped = false
    while process.isRunning {
      if Date().timeIntervalSince(start) > timeout {
        process.terminate()
        stopped = true
        break
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    process.waitUntilExit()
    seconds = Date().timeIntervalSince(start)
    timedOut = stopped
    status = process.terminationReason == .exit ? process.terminationStatus : nil
    output = String(
      decoding: FileManager.default.contents(atPath: outputPath) ?? Data(), as: UTF8.self)
    error = String(
      decoding: FileManager.default.contents(atPath: errorPath) ?? Data(), as: UTF8.self)
  }
}
