import ReferenceCatalog
import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import Testing

/// A team's own app, the focus app in `FocusApp/`, explored with random stories through the
/// library API, as the README shows.
struct FocusAppExplorationTests {
  @Test func randomStoriesBreakNoInvariantOfTheFocusApp() throws {
    let catalog = PolicyCatalog.standard.adding("focus") { _, _ in FocusApp.bundle }
    let explorer = try Explorer(
      options: ExplorationOptions(
        policy: "focus", limit: .runs(100), catalog: catalog, recordsTimeline: false))
    let report = explorer.explore()
    #expect(report.runs == 100)
    for failure in report.failures {
      Issue.record("\(failure.failure)\n\(failure.scenarioText)")
    }
  }

  /// The focus app reports its profiles from the App Group; asking it at the end of a step,
  /// after it observed a revocation, reads storage while the checker judges the step.
  @Test func aRevocationTheFocusAppObservesIsJudgedWithoutAConflictingAccess() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "a failed request after an approval"
        app insta com.burbn.instagram category social
        user approves authorization
        user picks focus apps insta
        os fails authorization with invalidArgument
        +1h user cancels authorization
        """)
    let result = ScenarioRunner.run(scenario, app: FocusApp.bundle)
    #expect(result.passed, "\(result.failureLines)")
    #expect(result.trace.contains { $0.hasSuffix("app            observes a revocation") })
  }
}
