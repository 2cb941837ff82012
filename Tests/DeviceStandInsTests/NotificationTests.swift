import Foundation
import ScenarioRunner
import ScreenTimeAPI
import Testing

/// `UNUserNotificationCenter` acts on the simulated device's notification center: each request
/// is a trace line of the process that added it, and fires on the device's clock.
struct NotificationTests {
  static let schedule = """
    scenario "a break reminder"
    user approves authorization
    user picks work
    app schedules work daily 09:00-11:00
    10:30 wait
    """

  static func reminder(after seconds: TimeInterval, repeats: Bool = false) {
    let content = UNMutableNotificationContent()
    content.title = "Break"
    content.body = "Stand up"
    content.sound = .default
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: repeats)
    UNUserNotificationCenter.current().add(
      UNNotificationRequest(identifier: "later", content: content, trigger: trigger))
  }

  @Test func aRequestAddedByTheMonitorIsTracedAndDeliveredOnTheDevicesClock() throws {
    let seen = Observations()
    let probe = Probe(
      mainApp: { _ in
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound]) {
          granted, _ in seen.record("granted", "\(granted)")
        }
      },
      monitor: { callback in
        guard callback == "intervalDidStart" else { return }
        Self.reminder(after: 1_800)
        UNUserNotificationCenter.current().getPendingNotificationRequests { requests in
          seen.record("pending", requests.map(\.identifier).joined(separator: " "))
        }
      })
    let result = try probe.run(Self.schedule)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("granted") == ["true"])
    #expect(seen("pending") == ["later"])
    #expect(result.lines(of: "app").contains("requests notification authorization: allowed"))
    let added =
      "adds notification \"later\" title \"Break\", after 1800s, first at day 1 09:30:00.000"
    #expect(result.lines(of: "monitor").contains(added))
    #expect(result.trace.contains { $0.hasPrefix("day 1 09:00:") && $0.hasSuffix(added) })
    let delivered = result.trace.filter { $0.contains("delivers notification") }
    #expect(delivered.count == 1 && delivered[0].hasPrefix("day 1 09:30:00.000"), "\(delivered)")
    #expect(
      result.lines(of: "system").contains("delivers notification \"later\" title \"Break\""))
    let again = try probe.run(Self.schedule)
    #expect(again.digest == result.digest)
  }

  @Test func withoutAuthorizationANotificationIsDeliveredButNotShown() throws {
    let probe = Probe(monitor: { callback in
      if callback == "intervalDidStart" { Self.reminder(after: 60) }
    })
    let result = try probe.run(Self.schedule)
    #expect(
      result.lines(of: "system").contains(
        "delivers notification \"later\" title \"Break\": not shown, notifications are not allowed")
    )
  }

  @Test func aRepeatingIntervalUnderAMinuteCrashesTheProcess() throws {
    let probe = Probe(monitor: { callback in
      if callback == "intervalDidStart" { Self.reminder(after: 30, repeats: true) }
    })
    let result = try probe.run(Self.schedule + "\nexpect violation no-crash")
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      result.lines(of: "monitor").contains(
        "crashed: NSInternalInconsistencyException: time interval must be at least 60 if repeating"
      ), "\(result.trace)")
    #expect(!result.trace.contains { $0.contains("adds notification") })
  }

  @Test func aRepeatingCalendarRequestFiresDailyUntilItIsRemoved() throws {
    let seen = Observations()
    let probe = Probe(
      mainApp: { step in
        let center = UNUserNotificationCenter.current()
        if step == "sync" {
          center.getPendingNotificationRequests { requests in
            seen.record(
              "pending",
              requests.map {
                "\($0.identifier) \(($0.trigger as? UNCalendarNotificationTrigger)?.nextTriggerDate().map { "\($0.timeIntervalSince1970)" } ?? "-")"
              }.joined())
          }
          center.removePendingNotificationRequests(withIdentifiers: ["daily"])
          return
        }
        let content = UNMutableNotificationContent()
        content.title = "Plan your day"
        var components = DateComponents()
        components.hour = 8
        components.minute = 45
        center.add(
          UNNotificationRequest(
            identifier: "daily", content: content,
            trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: true)))
      })
    let result = try probe.run(
      """
      scenario "a daily reminder"
      timezone Europe/Berlin
      08:00 user approves authorization
      user picks work
      day 3 09:00 app syncs
      day 5 09:00 wait
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      result.lines(of: "app").contains(
        "adds notification \"daily\" title \"Plan your day\", at hour 8 minute 45, repeating, first at day 1 08:45:00.000"
      ), "\(result.trace)")
    let delivered = result.trace.filter { $0.contains("delivers notification \"daily\"") }
    #expect(
      delivered.map { String($0.prefix(18)) } == [
        "day 1 08:45:00.000", "day 2 08:45:00.000", "day 3 08:45:00.000",
      ])
    #expect(seen("pending").count == 1)
    #expect(
      result.lines(of: "app").contains(
        "removes pending notifications \"daily\" (1 removed)"))
  }

  @Test func outsideASimulatedProcessTheCenterKeepsItsRequestsInMemory() async throws {
    let center = UNUserNotificationCenter.current()
    let content = UNMutableNotificationContent()
    content.title = "Local"
    try await center.add(
      UNNotificationRequest(
        identifier: "outside-\(#line)", content: content,
        trigger: UNTimeIntervalNotificationTrigger(timeInterval: 600, repeats: false)))
    #expect(await center.pendingNotificationRequests().contains { $0.content.title == "Local" })
    center.removeAllPendingNotificationRequests()
    #expect(await center.pendingNotificationRequests().isEmpty)
    #expect(try await center.requestAuthorization(options: [.alert]))
    #expect(await center.notificationSettings().authorizationStatus == .authorized)
  }
}
