import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import XCTest

/// `ManagedSettingsStore.application` and `.webContent`: read back exactly as written, reset by
/// `clearAllSettings()`, removed by `deleteStore()`, ignored while the store is inactive or the
/// app unauthorized, and capped at 50 entries like token sets.
final class StoreGroupsTests: XCTestCase {
  /// Each `user blocks <command> now` runs one command against the store named `groups`.
  final class GroupsApp: ScreenTimeApp {
    var selection: FamilyActivitySelection?

    func userDidRequestAuthorization() {
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    func familyActivityPicker(
      didSelect selection: FamilyActivitySelection, forProfile profile: String
    ) {
      self.selection = selection
    }

    func blockNow(profile command: String) {
      let store = ManagedSettingsStore(named: .init("groups"))
      switch command {
      case "write":
        var application = store.application
        application.blockedApplications =
          Set(selection?.applications ?? [])
          .union([Application(bundleIdentifier: "com.example.mail")])
        application.denyAppRemoval = true
        store.application = application
        var webContent = store.webContent
        webContent.blockedByFilter = .specific([WebDomain(domain: "news.example.com")])
        store.webContent = webContent
        let equal = store.application == application && store.webContent == webContent
        AppDiagnostics.record("readback", ["equal": String(equal)])
      case "clear":
        store.clearAllSettings()
        AppDiagnostics.record(
          "cleared",
          [
            "application": store.application.blockedApplications == nil ? "nil" : "set",
            "web": store.webContent.blockedByFilter == nil ? "nil" : "set",
          ])
      case "inactive": store.isActive = false
      case "active": store.isActive = true
      case "delete": store.deleteStore()
      case "many":
        var application = store.application
        application.blockedApplications = Set(
          (0..<50).map { Application(bundleIdentifier: "com.example.filler\($0)") }
            + [Application(bundleIdentifier: "com.example.chess")])
        store.application = application
      default: break
      }
    }
  }

  static let app = AppBundle(
    name: "groups", mainApp: { GroupsApp() }, shieldConfiguration: nil, shieldAction: nil,
    monitor: nil, genericShield: ShieldConfiguration())

  func run(_ steps: String, header: String = "") throws -> [String] {
    let loader = ScenarioLoader(extraDiagnosticCodes: ["readback", "cleared"])
    let scenario = try loader.scenario(
      from: """
        scenario "store groups"
        device iOS 26.5
        \(header)
        app chess com.example.chess
        app mail com.example.mail
        web news news.example.com
        web blog blog.example.com
        user approves authorization
        user picks focus apps chess

        """ + steps)
    return ScenarioRunner.run(scenario, app: Self.app).failureLines
  }

  func testWhatIsWrittenReadsBackAndBlocks() throws {
    XCTAssertEqual(
      try run(
        """
        user blocks write now
        expect diagnostic readback equal=true
        expect blocked chess
        expect blocked mail
        expect blocked news
        expect not blocked blog
        user removes mail
        expect installed mail
        """), [])
  }

  func testInactiveStoresAndRevokedAuthorizationEnforceNothing() throws {
    XCTAssertEqual(
      try run(
        """
        user blocks write now
        user blocks inactive now
        expect not blocked chess
        expect not blocked news
        user blocks active now
        expect blocked chess
        user revokes authorization
        expect not blocked mail
        expect not blocked news
        """), [])
  }

  func testClearingAndDeletingTheStoreRemoveEveryGroup() throws {
    XCTAssertEqual(
      try run(
        """
        user blocks write now
        user blocks clear now
        expect diagnostic cleared application=nil web=nil
        expect not blocked mail
        expect not blocked news
        user blocks write now
        user blocks delete now
        expect not blocked mail
        expect not blocked news
        """), [])
  }

  func testMoreThanFiftyAppsFollowTheTokenCap() throws {
    let steps = """
      user blocks many now
      expect blocked chess
      """
    XCTAssertEqual(
      try run(steps),
      ["scenario:11: expected 'chess' blocked, got not blocked"], "ignore-set blocks none")
    XCTAssertEqual(try run(steps, header: "option token-cap accept"), [])
  }

  func testApprovalWithDataAccessIsRefusedBeforeIOS264() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "too early"
        device iOS 26.3
        user approves authorization with data access
        expect authorization notDetermined
        """)
    let result = ScenarioRunner.run(scenario)
    XCTAssertEqual(
      result.failureLines,
      ["scenario:3: expected authorization with data access (iOS 26.4 and later), got iOS 26.3"])
  }

  func testAnAppWithoutTheEntitlementIsApprovedWithoutDataAccess() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "no entitlement"
        device iOS 26.4
        user approves authorization with data access
        expect authorization approved
        expect app sees authorization approved
        """)
    let result = ScenarioRunner.run(scenario, app: Self.app)
    XCTAssertEqual(result.failureLines, [])
    XCTAssertTrue(result.trace.contains { $0.contains("approved without data access") })
  }
}
