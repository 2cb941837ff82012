import ReferenceCatalog
import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeModel
import Testing

@testable import ScenarioRunner

/// A run keeps the callbacks and diagnostics its expectations can ask about, and only those.
struct ObservationRetentionTests {
  @Test func keepsTheCallbacksTheExpectationsNameWithTheirEventAndProfile() {
    let retention = ObservationRetention(expectations: [
      .callback(.intervalDidStart, event: nil, profile: "feeds", at: nil),
      .noCallback(.eventDidReachThreshold, event: "limit", profile: nil),
      .callbackCount(.intervalDidEnd, event: nil, profile: nil, count: 2),
      .callback(.intervalDidStart, event: nil, profile: "feeds", at: nil),
    ])
    #expect(retention.callbacks.count == 3, "a filter named twice is kept once")
    #expect(retention.retainsDelivery(of: .intervalDidStart, event: nil, profile: "feeds"))
    #expect(!retention.retainsDelivery(of: .intervalDidStart, event: nil, profile: "games"))
    #expect(retention.retainsDelivery(of: .eventDidReachThreshold, event: "limit", profile: "a"))
    #expect(!retention.retainsDelivery(of: .eventDidReachThreshold, event: "warn", profile: "a"))
    #expect(retention.retainsDelivery(of: .intervalDidEnd, event: nil, profile: nil))
    #expect(retention.retainsDelivery(of: .intervalDidEnd, event: nil, profile: "games"))
    #expect(!retention.retainsDelivery(of: .intervalWillEndWarning, event: nil, profile: "feeds"))
  }

  @Test func keepsTheDiagnosticsOfTheCodesTheExpectationsName() {
    let retention = ObservationRetention(expectations: [
      .diagnostic(code: "shield.unmatched-token", fields: []),
      .noDiagnostic(code: "profile.missing"),
      .authorization(.approved),
    ])
    #expect(retention.diagnosticCodes == ["shield.unmatched-token", "profile.missing"])
    #expect(retention.retainsDiagnostic(code: "profile.missing"))
    #expect(!retention.retainsDiagnostic(code: "schedule.start"))
    #expect(retention.callbacks.isEmpty)
  }

  @Test func aScenarioWithoutCallbackOrDiagnosticExpectationsKeepsNone() throws {
    let scenario = try ScenarioLoader().scenario(from: Self.scenario(expecting: []))
    let retention = ObservationRetention(scenario: scenario)
    #expect(retention.callbacks.isEmpty)
    #expect(retention.diagnosticCodes.isEmpty)
  }

  @Test func theExpectationsOfTheStepsAndOfTheObserversProbesAreKept() throws {
    let scenario = try ScenarioLoader().scenario(
      from: Self.scenario(expecting: ["expect no diagnostic profile.missing"]))
    let retention = ObservationRetention(
      scenario: scenario,
      probed: [.callback(.intervalDidEnd, event: nil, profile: "feeds", at: nil)])
    #expect(retention.diagnosticCodes == ["profile.missing"])
    #expect(retention.retainsDelivery(of: .intervalDidEnd, event: nil, profile: "feeds"))
  }

  /// Keeping less changes no outcome: an expectation still sees every delivery and record it
  /// names, whichever others the run left out.
  @Test func expectationsStillSeeWhatTheyName() throws {
    let scenario = try ScenarioLoader().scenario(
      from: Self.scenario(expecting: [
        "day 3 09:30 expect callback intervalDidStart for feeds count 3",
        "expect callback intervalDidEnd for feeds count 2",
        "expect diagnostic schedule.start profile=feeds",
        "expect no diagnostic profile.missing",
      ]))
    let result = ScenarioRunner.run(scenario)
    #expect(result.failureLines == [])
    #expect(result.passed)
  }

  /// An observer that probes a callback expectation the scenario does not write.
  final class CallbackProbe: ScenarioRunObserver {
    let expectation = ScenarioLanguage.Expectation.callbackCount(
      .intervalDidStart, event: nil, profile: "feeds", count: 2)
    var held: [Bool] = []
    var probedExpectations: [ScenarioLanguage.Expectation] { [expectation] }
    func stepWillAct(_ index: Int, probe: ExpectationProbe) {
      held.append(probe.holds(expectation))
    }
  }

  @Test func anObserversProbeSeesTheCallbacksItDeclares() throws {
    let scenario = try ScenarioLoader().scenario(
      from: Self.scenario(expecting: ["day 3 09:30 expect authorization approved"]))
    let observer = CallbackProbe()
    let app = try #require(
      PolicyCatalog.standard.bundle(named: "recommended", mistakes: [], member: .individual))
    _ = ScenarioRunner.run(scenario, app: app, options: RunOptions(), observers: [observer])
    // At day 3 09:30 the third start has been delivered: two held only on day 2 after 09:00.
    #expect(observer.held.last == false)
    #expect(observer.held.contains(true))
  }

  static func scenario(expecting expectations: [String]) -> String {
    ([
      #"scenario "what a run keeps""#,
      "app insta com.burbn.instagram category social",
      "08:00 user approves authorization",
      "user picks feeds apps insta",
      "app schedules feeds daily 09:00-10:00",
      "day 2 09:30 wait",
    ] + expectations).joined(separator: "\n") + "\n"
  }
}
