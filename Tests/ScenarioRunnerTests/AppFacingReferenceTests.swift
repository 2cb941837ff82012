import Foundation
import ReferenceCatalog
import ScreenTimeAPI
import ScreenTimeHosting
import Testing
import _SimulatorTestSupport

@testable import ScenarioRunner

/// `Docs/your-app.md` is exactly what the tables generate, names every step that reaches app
/// code, and lists the calls a run really makes.
///
/// Re-record it with `RECORD_DOCS=1`; the recording run fails.
@MainActor
struct AppFacingReferenceTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/your-app.md").path

  /// An app that implements no requirement at all.
  final class EmptyApp: ScreenTimeApp {
    nonisolated init() {}
  }

  static let emptyApp = AppBundle(
    name: "empty", mainApp: { EmptyApp() }, shieldConfiguration: nil, shieldAction: nil,
    monitor: nil, genericShield: ShieldConfiguration())

  @Test func theCommittedDocumentIsTheGeneratedOne() {
    expectSnapshot(
      AppFacingReference.markdown(), matches: Self.path, recordVariable: "RECORD_DOCS")
  }

  @Test func everySampleOfEveryStepParses() {
    for (row, parsed) in AppFacingReference.rows(catalog: .standard) {
      #expect(parsed, "a sample of `\(row.syntax)` does not parse")
    }
  }

  @Test func everyAppStepAndEveryStepOfTheAppHasARow() {
    let rows = AppFacingReference.rows(catalog: .standard).map(\.row)
    for step in AppStep.allCases {
      #expect(rows.contains { $0.appSteps.contains(step) }, "no step calls \(step.method)")
    }
    for row in rows where row.syntax.hasPrefix("app ") {
      #expect(!row.appSteps.isEmpty, "`\(row.syntax)` has no row")
    }
    let markdown = AppFacingReference.markdown()
    for row in rows where !row.appSteps.isEmpty {
      #expect(markdown.contains("| `\(row.syntax.replacing("|", with: "\\|"))` |"))
    }
  }

  /// Each sample line, run against an app that implements nothing, fails naming one of the
  /// methods its row lists, and a line whose row lists none names no method.
  @Test func theRowsAreTheCallsARunMakes() throws {
    let rows = AppFacingReference.rows(catalog: .standard).map(\.row)
    for pattern in StatementTable.steps {
      let methods = rows.first { $0.syntax == pattern.syntax }?.appSteps.map(\.method) ?? []
      for line in StatementSamples.samples(pattern) {
        // A system and a member on which the step itself can run.
        let header =
          "scenario \"samples\"\ndevice iOS 26.5\n"
          + (line.hasPrefix("guardian") ? "member child\n" : "")
          + StatementSamples.declarations + "\n"
        let scenario = try ScenarioLoader().scenario(from: header + line + "\n")
        let messages = ScenarioRunner.run(scenario, app: Self.emptyApp).failures.map(\.message)
        let named = messages.filter { $0.contains("ScreenTimeApp.") }
        if methods.isEmpty {
          #expect(named.isEmpty, "`\(line)`: \(named)")
        } else {
          #expect(
            named.contains { message in methods.contains { message.contains("ScreenTimeApp.\($0)") }
            },
            "`\(line)` should name one of \(methods), got \(messages)")
        }
      }
    }
  }
}
