import Foundation
import ScenarioRunner
import ScreenTimeAPI
import Testing

/// Core Foundation's Darwin notify center, as extensions use it to tell the main app something
/// changed: a post is a line of the posting process's trace and reaches the callbacks the main
/// app registered for its name, once the posting code returns, while the app is in the
/// foreground.
struct DarwinNotifyCenterTests {
  static let name = "com.example.probe.shieldChanged"

  /// The main app, as it registers an observer with an unmanaged pointer to itself.
  final class Listener: @unchecked Sendable {
    let seen: Observations

    init(_ seen: Observations) {
      self.seen = seen
    }

    func register() {
      CFNotificationCenterAddObserver(
        CFNotificationCenterGetDarwinNotifyCenter(), Unmanaged.passUnretained(self).toOpaque(),
        { _, observer, name, _, _ in
          guard let observer else { return }
          let listener = Unmanaged<Listener>.fromOpaque(observer).takeUnretainedValue()
          listener.seen.record("received", name?.rawValue ?? "nil")
          listener.seen.record("order", "the app receives it")
        }, DarwinNotifyCenterTests.name as CFString, nil, .deliverImmediately)
    }
  }

  static func probe(_ seen: Observations, listener: Listener) -> Probe {
    Probe(
      mainApp: { step in
        if step == "work" { listener.register() }
        if step == "sync" {
          CFNotificationCenterRemoveEveryObserver(
            CFNotificationCenterGetDarwinNotifyCenter(),
            Unmanaged.passUnretained(listener).toOpaque())
        }
      },
      monitor: { callback in
        seen.record("posted", callback)
        CFNotificationCenterPostNotification(
          CFNotificationCenterGetDarwinNotifyCenter(),
          CFNotificationName(DarwinNotifyCenterTests.name as CFString), nil, nil, true)
        seen.record("order", "the monitor returns")
      })
  }

  static let scenario = """
    scenario "the monitor tells the main app"
    user approves authorization
    user picks work
    app schedules work daily 09:00-10:00
    09:30 wait
    """

  @Test func aPostFromTheMonitorReachesTheForegroundAppAfterTheCallback() throws {
    let seen = Observations()
    let listener = Listener(seen)
    let result = try Self.probe(seen, listener: listener).run(Self.scenario)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("posted") == ["intervalDidStart"])
    #expect(seen("received") == [Self.name])
    let posted = "posts Darwin notification \"\(Self.name)\""
    let delivered = "delivers Darwin notification \"\(Self.name)\" to 1 observer in the app"
    #expect(result.lines(of: "monitor").contains(posted), "\(result.trace)")
    #expect(result.lines(of: "system").contains(delivered), "\(result.trace)")
    // Delivered after the callback that posted it has returned, at the same instant.
    #expect(seen("order") == ["the monitor returns", "the app receives it"])
    let postedAt = try #require(result.trace.firstIndex { $0.hasSuffix(posted) })
    let deliveredAt = try #require(result.trace.firstIndex { $0.hasSuffix(delivered) })
    #expect(postedAt < deliveredAt)
    #expect(result.trace[deliveredAt].hasPrefix("day 1 09:00:00"))
    #expect(try Self.probe(seen, listener: listener).run(Self.scenario).digest == result.digest)
  }

  @Test func anAppInTheBackgroundOrNoLongerObservingReceivesNothing() throws {
    for (last, reason) in [
      ("user leaves main app", ": the app is not in the foreground"), ("app syncs", ""),
    ] {
      let seen = Observations()
      let listener = Listener(seen)
      let text = Self.scenario.replacingOccurrences(
        of: "09:30 wait", with: "08:30 \(last)\n09:30 wait")
      let result = try Self.probe(seen, listener: listener).run(text)
      #expect(result.passed, "\(result.failureLines)")
      #expect(seen("posted") == ["intervalDidStart"])
      #expect(seen("received").isEmpty, "\(last)")
      #expect(
        result.lines(of: "system").contains(
          "delivers Darwin notification \"\(Self.name)\" to no observer\(reason)"),
        "\(result.trace)")
    }
  }

  @Test func outsideASimulatedRunAPostReachesTheObserversOfTheProcess() {
    let seen = Observations()
    let listener = Listener(seen)
    listener.register()
    let center = CFNotificationCenterGetDarwinNotifyCenter()
    FoundationOnlyCopy.tellTheApp(Self.name)
    CFNotificationCenterPostNotification(center, CFNotificationName("other"), nil, nil, true)
    CFNotificationCenterRemoveObserver(
      center, Unmanaged.passUnretained(listener).toOpaque(), CFNotificationName(Self.name), nil)
    CFNotificationCenterPostNotification(center, CFNotificationName(Self.name), nil, nil, true)
    #expect(seen("received") == [Self.name])
    #expect(CFNotificationCenterGetDarwinNotifyCenter() === center)
    #expect(CFNotificationSuspensionBehavior.deliverImmediately.rawValue == 4)
  }
}
