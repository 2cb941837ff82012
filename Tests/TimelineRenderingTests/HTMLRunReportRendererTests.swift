import ScenarioReports
import Testing
import TimelineRendering

/// The page of a whole run: every scenario in the table, each failing one with its failures
/// and timeline.
struct HTMLRunReportRendererTests {
  let page = HTMLRunReportRenderer().render(SampleTimelines.report)

  @Test func everyScenarioHasARowWithItsResult() {
    #expect(page.contains("<p class=\"summary\">2 passed, 1 failed</p>"))
    #expect(page.occurrences(of: "<tr class=\"passed\">") == 2)
    #expect(page.occurrences(of: "<tr class=\"failed\">") == 1)
    #expect(
      page.contains(
        ##"<tr class="failed"><td><a href="#scenario-1"><code>Shields/revoke.scenario</code></a></td><td>revocation voids tokens</td><td class="result">FAIL</td><td class="number">97</td>"##
      ))
    #expect(
      page.contains(#"<code title="\#(String(repeating: "ab", count: 32))">abababababab</code>"#))
  }

  @Test func onlyFailingScenariosAreShownWithFailuresAndTimeline() {
    #expect(page.occurrences(of: "<section class=\"scenario\"") == 1)
    #expect(page.contains("<section class=\"scenario\" id=\"scenario-1\">"))
    #expect(
      page.contains(
        "<li class=\"failure\"><code>Shields/revoke.scenario:12</code> expected shielded insta, got not shielded</li>"
      ))
    #expect(
      page.occurrences(of: "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"tl\" id=\"tl-0\"")
        == 1)
    // The scenario's own heading and failures stand for the timeline's.
    #expect(!page.contains("<h1>revocation voids tokens</h1>"))
    #expect(page.occurrences(of: "<li class=\"failure\">") == 2)
  }

  @Test func scenarioTextIsEscaped() {
    let report = RunPage(
      title: "<b>run</b>",
      scenarios: [
        ScenarioSummary(
          path: "a<b>.scenario", title: "\"t\" & <i>", passed: false, events: 1, digest: "<d>",
          failures: [
            FailureNote(source: SourceReference(file: "a<b>.scenario", line: 2), message: "<x>")
          ])
      ])
    let page = HTMLRunReportRenderer().render(report)
    #expect(
      !page.contains("<b>") && !page.contains("<i>") && !page.contains("<x>")
        && !page.contains("<d>"))
    #expect(page.contains("<title>&lt;b&gt;run&lt;/b&gt;</title>"))
    #expect(page.contains("<code>a&lt;b&gt;.scenario:2</code> &lt;x&gt;</li>"))
  }
}
