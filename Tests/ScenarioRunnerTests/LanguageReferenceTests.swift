import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing
import _SimulatorTestSupport

/// `Docs/scenario-language-reference.md` is exactly what the tables generate.
///
/// Re-record it with `RECORD_DOCS=1`; the recording run fails.
struct LanguageReferenceTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/scenario-language-reference.md").path

  @Test func theCommittedReferenceIsTheGeneratedOne() {
    expectSnapshot(LanguageReference.markdown(), matches: Self.path, recordVariable: "RECORD_DOCS")
  }

  @Test func theReferenceNamesEveryStatementOptionInvariantAndMistake() {
    let text = LanguageReference.markdown()
    for topic in [ListTopic.verbs, .invariants, .mistakes] {
      for line in topic.listing.split(separator: "\n")
      where !line.hasPrefix("#") && !line.hasPrefix(" ") {
        let name =
          line.split(whereSeparator: { $0 == " " || $0 == "|" }).first.map(String.init) ?? ""
        #expect(text.contains(name), "\(name)")
      }
    }
    #expect(text.contains("`option <key> <value>`"))
    #expect(text.contains("`monitor-memory`"))
  }
}
