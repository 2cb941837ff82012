import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing
import _SimulatorTestSupport

/// Whole traces of a few scenarios, recorded in `Traces/`, so that any change of behaviour
/// shows as a reviewed diff.
///
/// Re-record after an intended change with `RECORD_SNAPSHOTS=1 swift test --filter
/// GoldenTraceTests` (the recording run fails), review `git diff`, and run again.
struct GoldenTraceTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Traces")

  static let names = [
    "unknown-token", "usage-limit", "locked-interval", "restore-errors", "revocation",
  ]

  @Test(arguments: names)
  func theTraceIsTheRecordedOne(_ name: String) throws {
    let path = Self.folder.appendingPathComponent("\(name).scenario").path
    // Loaded under a fixed relative path, so the trace does not depend on the checkout's place.
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let scenario = try ScenarioLoader().scenario(from: text, path: "Traces/\(name).scenario")
    let result = ScenarioRunner.run(scenario)
    #expect(result.passed, "\(result.failureLines)")
    let trace = result.trace.joined(separator: "\n") + "\ndigest \(result.digest)\n"
    expectSnapshot(trace, matches: Self.folder.appendingPathComponent("\(name).trace").path)
  }
}
