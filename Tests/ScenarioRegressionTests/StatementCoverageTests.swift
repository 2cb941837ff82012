import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import XCTest

/// The library writes every statement of the language in every form: each optional and repeated
/// group, each choice word and each option key, as the statement table derives them.
final class StatementCoverageTests: XCTestCase {
  /// The forms only a test of a mistake writes, which `ExpectViolationTests` writes.
  ///
  /// The library runs under `recommended` (the matrix switches each mistake on from outside),
  /// and the reference app answers `.none` only when a mistake forgets its completion.
  static let formsOfMistakeTests: Set<String> = [
    "policy <name> [with <mistake>[, ...]] [with]", "expect violation <invariant>",
    "expect action close|defer|none|openParentalControlsApp [action none]",
  ]

  func testTheLibraryWritesEveryFormOfEveryStatement() throws {
    let loader = ScenarioLoader()
    var written = Set<StatementForm>()
    for path in try ScenarioLoader.scenarioFiles(at: [FileSystemPath(ScenarioLibrary.folder)]) {
      let file = try loader.load(file: path)
      XCTAssertTrue(file.diagnostics.isEmpty, file.renderedDiagnostics())
      written.formUnion(loader.statementForms(in: file.source))
    }
    let missing = StatementTable.all.flatMap(\.forms).filter {
      !written.contains($0) && !Self.formsOfMistakeTests.contains($0.description)
    }
    XCTAssertEqual(missing.map(\.description), [], "statement forms no library scenario writes")
  }

  /// The forms are derived from the table: a line writes its statement and each group, choice
  /// word and option key it takes, and nothing it leaves out.
  func testALineWritesTheFormsItTakes() throws {
    let loader = ScenarioLoader()
    let text = """
      scenario "forms"
      option rotation invalidates-old
      app social com.example.social
      user picks kids apps social as allow-list
      app schedules kids daily 21:00-07:00 event e1 1h event e2 2h on social
      appgroup corrupts kids garbage
      """
    let variants = loader.statementForms(in: SourceFile(path: "forms.scenario", text: text)).map {
      ($0.statement.split(separator: " ").prefix(2).joined(separator: " "), $0.variant ?? "-")
    }
    XCTAssertEqual(
      variants.map(\.0),
      [
        "scenario \"<title>\"", "option <key>", "option <key>", "app <alias>", "user picks",
        "user picks", "user picks", "app schedules", "app schedules", "app schedules",
        "appgroup corrupts", "appgroup corrupts",
      ])
    XCTAssertEqual(
      variants.map(\.1),
      [
        "-", "-", "option rotation", "-", "-", "apps", "allow-list", "-", "event", "on", "-",
        "corruption garbage",
      ])
  }
}
