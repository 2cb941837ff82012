import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import XCTest

/// The Apple-shaped members of `AuthorizationCenter` that open-source apps call: the
/// `$authorizationStatus` publisher and the iOS 15 completion-handler request.
final class AuthorizationCenterShapeTests: XCTestCase {
  /// Subscribes to the status each time it comes to the foreground and asks with the iOS 15
  /// request, writing what it sees as diagnostics.
  final class ObservingApp: ScreenTimeApp {
    var subscription: AnyCancellable?

    func applicationDidBecomeActive() {
      subscription = AuthorizationCenter.shared.$authorizationStatus.sink { status in
        AppDiagnostics.record("auth.status", ["status": status.description])
      }
    }

    func userDidRequestAuthorization() {
      AuthorizationCenter.shared.requestAuthorization { result in
        switch result {
        case .success:
          AppDiagnostics.record("auth.request", ["result": "success"])
        case .failure(let error):
          let name = (error as? FamilyControlsError)?.name ?? "\(error)"
          AppDiagnostics.record("auth.request", ["result": name])
        }
      }
      let status = AuthorizationCenter.shared.authorizationStatus
      AppDiagnostics.record("auth.read", ["status": status.description])
    }
  }

  func run(_ steps: String) throws -> ScenarioResult {
    let loader = ScenarioLoader(extraDiagnosticCodes: ["auth.status", "auth.read", "auth.request"])
    let scenario = try loader.scenario(from: "scenario \"shape\"\n" + steps)
    let app = AppBundle(
      name: "observing", mainApp: { ObservingApp() }, shieldConfiguration: nil,
      shieldAction: nil, monitor: nil, genericShield: ShieldConfiguration())
    return ScenarioRunner.run(scenario, app: app)
  }

  func testASubscriberReceivesTheStatusAtOnce() throws {
    let result = try run(
      """
      user opens main app
      expect diagnostic auth.status status=notDetermined
      expect no diagnostic auth.read
      user approves authorization
      expect diagnostic auth.read status=approved
      user leaves main app
      user opens main app
      expect diagnostic auth.status status=approved
      """)
    XCTAssertEqual(result.failureLines, [])
  }

  func testTheCompletionHandlerRequestIsTheChildRequest() throws {
    let approved = try run(
      """
      member child
      guardian approves authorization
      expect diagnostic auth.request result=success
      expect diagnostic auth.read status=approved
      """)
    XCTAssertEqual(approved.failureLines, [])
    XCTAssertTrue(approved.trace.contains { $0.contains("requestAuthorization(for: .child)") })
  }

  func testAFailedRequestReachesTheCompletionHandler() throws {
    let declined = try run(
      """
      member child
      guardian declines authorization
      expect diagnostic auth.request result=authorizationCanceled
      expect diagnostic auth.read status=notDetermined
      """)
    XCTAssertEqual(declined.failureLines, [])
    let injected = try run(
      """
      member child
      os fails authorization with invalidAccountType
      guardian approves authorization
      expect diagnostic auth.request result=invalidAccountType
      """)
    XCTAssertEqual(injected.failureLines, [])
  }
}
