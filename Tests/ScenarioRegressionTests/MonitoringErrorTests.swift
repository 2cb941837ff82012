import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import XCTest

/// `startMonitoring` errors that the scenario language cannot build a schedule for: an interval
/// longer than a week, and the order of the checks.
final class MonitoringErrorTests: XCTestCase {
  /// Registers a one-off schedule of `days` days from the plan's start, whatever the plan says.
  final class LongScheduleApp: ScreenTimeApp {
    let days: Int

    init(days: Int) {
      self.days = days
    }

    func userDidRequestAuthorization() {
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    func schedule(profile: String, plan: MonitoringPlan) {
      let start = DateComponents(year: 2026, month: 1, day: 6, hour: 9, minute: 0)
      let end = DateComponents(year: 2026, month: 1, day: 6 + days, hour: 9, minute: 0)
      do {
        try DeviceActivityCenter().startMonitoring(
          .init("long"),
          during: DeviceActivitySchedule(intervalStart: start, intervalEnd: end, repeats: false))
      } catch {
        AppUserInterface.showError("monitoring.\(error.name)")
      }
    }
  }

  func run(days: Int, approving: Bool) throws -> ScenarioResult {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "a long interval"
        \(approving ? "user approves authorization" : "wait")
        app schedules focus daily 09:00-10:00
        expect no error
        """)
    let app = AppBundle(
      name: "long", mainApp: { LongScheduleApp(days: days) }, shieldConfiguration: nil,
      shieldAction: nil, monitor: nil, genericShield: ShieldConfiguration())
    return ScenarioRunner.run(scenario, app: app)
  }

  func testAWeekIsAcceptedAndMoreIsTooLong() throws {
    XCTAssertEqual(try run(days: 7, approving: true).failureLines, [])
    XCTAssertEqual(
      try run(days: 8, approving: true).failureLines,
      ["scenario:4: expected no error, got error monitoring.intervalTooLong"])
  }

  func testTheShapeIsCheckedBeforeAuthorization() throws {
    XCTAssertEqual(
      try run(days: 8, approving: false).failureLines,
      ["scenario:4: expected no error, got error monitoring.intervalTooLong"])
    XCTAssertEqual(
      try run(days: 2, approving: false).failureLines,
      ["scenario:4: expected no error, got error monitoring.unauthorized"])
  }
}
