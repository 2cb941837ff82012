import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import XCTest

/// `DeviceActivityEvent.includesPastActivity` (iOS 17.4): usage before the registration counts,
/// from the start of the round hour at or before the interval's start.
final class PastActivityTests: XCTestCase {
  /// Registers the plan's limit over the picked apps with `includesPastActivity`.
  final class PastActivityApp: ScreenTimeApp {
    let includesPastActivity: Bool

    init(includesPastActivity: Bool) {
      self.includesPastActivity = includesPastActivity
    }

    func userDidRequestAuthorization() {
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    func familyActivityPicker(
      didSelect selection: FamilyActivitySelection, forProfile profile: String
    ) {
      try? AppGroupContainer.shared.set(try? JSONEncoder().encode(selection), forKey: "selection")
    }

    func schedule(profile: String, plan: MonitoringPlan) {
      guard let schedule = plan.schedules.first, let limit = plan.limit,
        let data = try? AppGroupContainer.shared.data(forKey: "selection"),
        let selection = try? JSONDecoder().decode(FamilyActivitySelection.self, from: data)
      else { return }
      let event = DeviceActivityEvent(
        applications: selection.applicationTokens, threshold: limit.threshold,
        includesPastActivity: includesPastActivity)
      try? DeviceActivityCenter().startMonitoring(
        .init("limit"), during: schedule, events: [.init("limit"): event])
    }
  }

  static func bundle(includesPastActivity: Bool) -> AppBundle {
    AppBundle(
      name: "past-activity",
      mainApp: { PastActivityApp(includesPastActivity: includesPastActivity) },
      shieldConfiguration: nil, shieldAction: nil, monitor: { DeviceActivityMonitor() },
      genericShield: ShieldConfiguration())
  }

  /// 50 minutes of use from 09:00, registration at 10:40 for an interval from `start` to 12:00
  /// with a 60 minute limit, then 50 more minutes of use from 10:40.
  static func scenario(version: String, start: String = "09:00", expectation: String) throws
    -> Scenario
  {
    try ScenarioLoader().scenario(
      from: """
        scenario "past activity"
        device iOS \(version)
        app insta com.burbn.instagram
        user approves authorization
        user picks focus apps insta
        09:00 user uses insta for 50m
        10:40 app schedules focus daily \(start)-12:00 limit 60m
        user uses insta for 50m
        \(expectation)
        """)
  }

  func testUsageSinceTheIntervalStartCounts() throws {
    // The 50 minutes of 09:00-09:50 count: 10 more from 10:40 reach the limit at 10:50.
    let scenario = try Self.scenario(
      version: "17.4", expectation: "expect callback eventDidReachThreshold at 10:50")
    let result = ScenarioRunner.run(scenario, app: Self.bundle(includesPastActivity: true))
    XCTAssert(result.passed, result.failureLines.joined(separator: "\n"))
  }

  func testAnIntervalOffTheHourCountsFromTheRoundHourBeforeIt() throws {
    // Apple's example: a schedule starting at 09:15 counts from 09:00, so all 50 minutes of
    // 09:00-09:50 count (only 35 of them lie inside the interval) and the limit is reached at
    // 10:50, not at 11:05.
    let scenario = try Self.scenario(
      version: "17.4", start: "09:15",
      expectation: "expect callback eventDidReachThreshold at 10:50")
    let result = ScenarioRunner.run(scenario, app: Self.bundle(includesPastActivity: true))
    XCTAssert(result.passed, result.failureLines.joined(separator: "\n"))
  }

  func testWithoutPastActivityOnlyUseAfterRegistrationCounts() throws {
    let scenario = try Self.scenario(
      version: "17.4", expectation: "expect no callback eventDidReachThreshold")
    let result = ScenarioRunner.run(scenario, app: Self.bundle(includesPastActivity: false))
    XCTAssert(result.passed, result.failureLines.joined(separator: "\n"))
  }

  func testBefore17Point4TheFlagDoesNotExist() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "past activity on 17.3"
        device iOS 17.3
        app insta com.burbn.instagram
        user approves authorization
        user picks focus apps insta
        09:00 user uses insta for 50m
        10:40 app schedules focus daily 09:00-12:00 limit 60m
        expect error api.unavailable
        user uses insta for 50m
        expect no callback eventDidReachThreshold
        """)
    let result = ScenarioRunner.run(scenario, app: Self.bundle(includesPastActivity: true))
    XCTAssert(result.passed, result.failureLines.joined(separator: "\n"))
  }
}
