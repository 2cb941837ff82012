import BehaviourCoverage
import Foundation
import ScenarioReports
import Testing
import _SimulatorTestSupport

/// `Docs/coverage.md` is exactly what the universe generates, and it names every point.
///
/// Re-record it with `RECORD_DOCS=1`; the recording run fails.
struct CoverageDocumentationTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/coverage.md").path

  @Test func theCommittedDocumentIsTheGeneratedOne() {
    expectSnapshot(
      CoverageDocumentation.markdown(), matches: Self.path, recordVariable: "RECORD_DOCS")
  }

  @Test func theDocumentNamesEveryPointAndGivesEveryUnreachableOnesReason() {
    let text = CoverageDocumentation.markdown()
    for entry in CoverageUniverse.standard.entries {
      #expect(text.contains("`\(entry.point.id)`"), "\(entry.point.id)")
      if let reason = entry.unreachableBecause {
        #expect(text.contains("- `\(entry.point.id)`: \(reason)"), "\(entry.point.id)")
      }
    }
  }
}
