import Foundation
import ReferenceApp
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing
import _SimulatorTestSupport

/// The trace digest and the failures of every library scenario under every policy, recorded in
/// `Golden/`, one file per policy.
///
/// Any change of the simulator's behaviour, however small, changes a digest here; a change that
/// should not change behaviour (moving code between components) must keep every file as it is.
/// Re-record after an intended change with `RECORD_SNAPSHOTS=1 swift test --filter
/// AllPoliciesGoldenTests` (the recording run fails), review `git diff Tests`, and run again.
struct AllPoliciesGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// `recommended`, then each mistake alone.
  static let policies: [[Mistake]] = [[]] + Mistake.allCases.map { [$0] }

  @Test(arguments: policies)
  func everyScenarioRunsAsRecorded(_ mistakes: [Mistake]) throws {
    let name = mistakes.first?.rawValue ?? ReferencePolicy.name
    let root = ScenarioLibrary.root.path + "/"
    var lines: [String] = []
    var failing = 0
    for scenario in try ScenarioLibrary.load() {
      // The digest is all of the trace recorded here: its lines are hashed, not kept.
      let options = RunOptions(
        policy: ReferencePolicy.name, mistakes: mistakes.map(\.rawValue), keepsTrace: false)
      let result = ScenarioRunner.run(scenario, options: options)
      let path =
        scenario.path.hasPrefix(root) ? String(scenario.path.dropFirst(root.count)) : scenario.path
      lines.append("\(path) \(result.passed ? "PASS" : "FAIL") \(result.digest)")
      if !result.passed { failing += 1 }
      for failure in result.failures {
        lines.append("  \(failure.line): \(failure.message)")
      }
    }
    // The matrix: the recommended design passes everything, and every mistake is caught.
    if mistakes.isEmpty {
      #expect(failing == 0, "\(failing) library scenarios fail under recommended")
    } else {
      #expect(failing > 0, "no library scenario catches '\(name)'")
    }
    expectSnapshot(
      lines.joined(separator: "\n") + "\n",
      matches: Self.folder.appendingPathComponent("\(name).golden").path)
  }
}
