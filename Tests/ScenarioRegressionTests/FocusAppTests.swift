import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import XCTest

/// Runs a team's own app (the focus app in `FocusApp/`) through a scenario file.
final class FocusAppTests: XCTestCase {
  func testTheFocusAppPassesItsScenario() throws {
    let path = ScenarioLibrary.root.appendingPathComponent(
      "Tests/ScenarioRegressionTests/FocusApp/focus.scenario"
    ).path
    for scenario in try ScenarioLoader().load(paths: [path]).scenarios {
      let result = ScenarioRunner.run(scenario, app: FocusApp.bundle)
      XCTAssert(result.passed, result.failureLines.joined(separator: "\n"))
    }
  }

  func testTheFocusAppFailsWhereItsDesignIsWeak() throws {
    // Without a shield configuration extension, the system draws its own shield.
    var bundle = FocusApp.bundle
    bundle.shieldConfiguration = nil
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "no extension"
        app game com.example.game
        user approves authorization
        user picks focus apps game
        user blocks focus now
        user opens game
        expect shield title "Focus"
        """)
    let result = ScenarioRunner.run(scenario, app: bundle)
    XCTAssertEqual(
      result.failureLines,
      ["scenario:7: expected shield title \"Focus\", got the system default shield"])
  }
}
