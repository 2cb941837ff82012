import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import XCTest

/// `.openParentalControlsApp` end to end, through an app whose action extension answers it.
final class OpenParentalControlsTests: XCTestCase {
  /// Answers every press with `.openParentalControlsApp`.
  final class OpeningAction: ShieldActionDelegate {
    override func handle(
      action: ShieldAction, for application: ApplicationToken,
      completionHandler: @escaping (ShieldActionResponse) -> Void
    ) {
      completionHandler(.openParentalControlsApp)
    }
  }

  static var bundle: AppBundle {
    var bundle = FocusApp.bundle
    bundle.shieldAction = { OpeningAction() }
    return bundle
  }

  static func scenario(version: String) throws -> Scenario {
    try ScenarioLoader().scenario(
      from: """
        scenario "a shield button that opens the app"
        device iOS \(version)
        app game com.example.game
        user approves authorization
        user picks focus apps game
        user blocks focus now
        user opens game
        expect shield title "Focus"
        user taps primary
        expect action openParentalControlsApp
        """)
  }

  func testTheResponseOpensTheAppFrom26Point5() throws {
    let result = ScenarioRunner.run(try Self.scenario(version: "26.5"), app: Self.bundle)
    XCTAssert(result.passed, result.failureLines.joined(separator: "\n"))
    let opening = try XCTUnwrap(
      result.trace.firstIndex { $0.hasSuffix("opens the main app over the shield") })
    XCTAssert(result.trace[opening...].contains { $0.hasSuffix("comes to the foreground") })
  }

  func testBefore26Point5TheResponseDoesNotExist() throws {
    let result = ScenarioRunner.run(try Self.scenario(version: "26.4"), app: Self.bundle)
    XCTAssertEqual(
      result.failureLines, ["scenario:10: expected action openParentalControlsApp, got none"])
  }
}
