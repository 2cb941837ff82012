import ScenarioReports
import ScenarioRunner
import ScreenTimeHosting
import SimulationEngine
import Testing

/// A skipped scenario is counted apart, in every report format; with nothing skipped the reports
/// keep their form.
struct SkippedScenarioReportTests {
  static let reason =
    "the app 'pick-only' does not support line 6 'user disables bedtime' "
    + "(ScreenTimeApp.disable(profile:))"

  static func result(skipReason: String? = nil) -> ScenarioResult {
    ScenarioResult(
      path: "scenario", title: "bedtime", tags: [], policy: "pick-only", seed: 1, failures: [],
      simulatedDuration: .zero, events: skipReason == nil ? 12 : 0, trace: [],
      digest: skipReason == nil ? "ab" : "", skipReason: skipReason)
  }

  @Test func reportsCountSkippedScenariosApart() {
    let report = RunReport(results: [Self.result(), Self.result(skipReason: Self.reason)])
    #expect(
      report.text() == """
        PASS scenario  bedtime
        SKIP scenario  bedtime
          the app 'pick-only' does not support line 6 'user disables bedtime' (ScreenTimeApp.disable(profile:))
        1 passed, 0 failed, 1 skipped

        """)
    #expect(report.json().contains(#""skipped":"the app 'pick-only' does not support line 6"#))
    #expect(report.json().hasSuffix(#""passed":1,"failed":0,"skipped":1}"# + "\n"))
    let junit = report.junit()
    #expect(junit.contains(#"skipped="1""#))
    #expect(
      junit.contains(
        #"<skipped message="the app &apos;pick-only&apos; does not support line 6 &apos;user "#))
  }

  @Test func theHTMLReportMarksASkippedScenario() {
    let report = RunReport(results: [Self.result(), Self.result(skipReason: Self.reason)])
    let html = report.html()
    #expect(html.contains("<p class=\"summary\">1 passed, 0 failed, 1 skipped</p>"))
    #expect(html.contains("<tr class=\"skipped\">"))
    #expect(html.contains(">SKIP</td>"))
    #expect(!html.contains("<section class=\"scenario\""))
  }

  @Test func withNothingSkippedTheReportsKeepTheirForm() {
    let report = RunReport(results: [Self.result()])
    #expect(report.text().hasSuffix("\n1 passed, 0 failed\n"))
    #expect(report.json().hasSuffix(#""passed":1,"failed":0}"# + "\n"))
    #expect(report.junit().contains(#"skipped="0""#))
    #expect(!report.junit().contains("<skipped"))
  }
}
