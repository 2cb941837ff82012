import Foundation
import Testing

/// The same scenario gives the same trace whatever the host's `TZ`, locale and clock: each case
/// runs `bedtime-stsim`, a team's own `stsim` for the Bedtime app (`Tests/BedtimeApp`, which
/// reads `Calendar.current`, `Date()`, `UUID()`, `UserDefaults` and files as real apps do), in
/// child processes with different environments.
struct HostIndependenceTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  static let binary = root + "/.build/debug/bedtime-stsim"
  static let scenario = root + "/Tests/DeviceStandInsTests/Scenarios/bedtime.scenario"

  /// What one child process printed and returned.
  struct Output: Equatable {
    var output: String
    var error: String
    var status: Int32
  }

  /// Runs `bedtime-stsim` with `arguments`, the test's environment changed by `changes` (a
  /// `nil` value removes the variable).
  static func run(_ arguments: [String], _ changes: [String: String?]) throws -> Output {
    try #require(FileManager.default.isExecutableFile(atPath: binary), "build bedtime-stsim first")
    let scratch = Foundation.FileManager.default.temporaryDirectory.appendingPathComponent(
      "bedtime-\(Foundation.UUID().uuidString)")
    try Foundation.FileManager.default.createDirectory(
      at: scratch, withIntermediateDirectories: true)
    defer { try? Foundation.FileManager.default.removeItem(at: scratch) }
    let outputFile = scratch.appendingPathComponent("stdout")
    let errorFile = scratch.appendingPathComponent("stderr")
    _ = Foundation.FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = Foundation.FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    var environment = ProcessInfo.processInfo.environment
    for (name, value) in changes { environment[name] = value }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return Output(
      output: String(decoding: try Foundation.Data(contentsOf: outputFile), as: UTF8.self),
      error: String(decoding: try Foundation.Data(contentsOf: errorFile), as: UTF8.self),
      status: process.terminationReason == .exit ? process.terminationStatus : -1)
  }

  /// Host environments: three time zones, none, and locales that would change formatted dates.
  static let hosts: [[String: String?]] = [
    ["TZ": "UTC", "LANG": "C", "LC_ALL": nil],
    ["TZ": "America/New_York", "LANG": "de_DE.UTF-8", "LC_ALL": nil],
    ["TZ": "Asia/Kolkata", "LANG": "en_GB.UTF-8", "LC_ALL": "ja_JP.UTF-8"],
    ["TZ": nil, "LANG": nil, "LC_ALL": nil],
  ]

  @Test func theTraceIsTheSameWhateverTheHostsZoneLocaleAndClock() throws {
    var outputs: [Output] = []
    for host in Self.hosts {
      outputs.append(try Self.run(["trace", Self.scenario, "--app", "bedtime"], host))
    }
    let first = try #require(outputs.first)
    #expect(first.status == 0, "\(first.error)")
    #expect(first.output.contains("\ndigest "))
    // The app's own lines show what it read: the device's zone, its clock and its seed.
    #expect(first.output.contains("It is Monday 21:30 PST in America/Los_Angeles."))
    #expect(first.output.contains("It is Wednesday 21:30 GMT+9 in Asia/Tokyo."))
    #expect(first.output.contains("prints \"press 2 at 1767677400.0\""))
    for (host, output) in zip(Self.hosts, outputs).dropFirst() {
      #expect(output == first, "\(host)")
    }
  }

  /// The control: the app does read a zone, so a different device zone changes its lines.
  @Test func aDifferentDeviceZoneChangesWhatTheAppShows() throws {
    let text = try String(contentsOfFile: Self.scenario, encoding: .utf8)
    let folder = Foundation.FileManager.default.temporaryDirectory.appendingPathComponent(
      "bedtime-\(Foundation.UUID().uuidString)")
    try Foundation.FileManager.default.createDirectory(
      at: folder, withIntermediateDirectories: true)
    defer { try? Foundation.FileManager.default.removeItem(at: folder) }
    let moved = folder.appendingPathComponent("bedtime.scenario")
    try text.replacingOccurrences(
      of: "timezone America/Los_Angeles", with: "timezone America/Chicago"
    )
    .write(to: moved, atomically: true, encoding: .utf8)
    let output = try Self.run(["trace", moved.path, "--app", "bedtime"], ["TZ": "UTC"])
    #expect(output.status == 0, "\(output.error)")
    #expect(output.output.contains("It is Monday 21:30 CST in America/Chicago."))
  }

  /// Nothing the app prints or logs reaches standard output: the JSON report parses.
  @Test func theJSONReportIsTheOnlyStandardOutput() throws {
    let output = try Self.run(
      ["run", Self.scenario, "--app", "bedtime", "--tag", "bedtime", "--format", "json"],
      ["TZ": "Europe/Paris"])
    #expect(output.status == 0, "\(output.error)")
    let report = try JSONSerialization.jsonObject(with: Foundation.Data(output.output.utf8))
    #expect((report as? [String: Any])?["passed"] as? Int == 1)
    #expect(output.error.isEmpty)
  }
}
