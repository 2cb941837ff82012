import BehaviourCoverage
import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeHosting
import ScreenTimeModel
import Testing

/// Behaviour coverage: the points are the products of the model's enumerations, a run records
/// the situations it reaches without changing its trace, and what a point means is what its
/// scenario does.
struct CoverageTests {
  static func run(_ text: String, policy: String? = nil) throws -> ScenarioResult {
    let scenario = try ScenarioLoader(catalog: .standard).scenario(from: text)
    var options = RunOptions(policy: policy, catalog: .standard)
    options.recordsCoverage = true
    return ScenarioRunner.run(scenario, options: options)
  }

  static func ids(_ result: ScenarioResult) -> Set<String> {
    let universe = CoverageUniverse.standard
    return Set((result.coverage?.indices ?? []).map { universe.entries[$0].point.id })
  }

  @Test func everyPointIsNamedOnceAndEveryFaultKindHasItsPoints() {
    let universe = CoverageUniverse.standard
    let ids = universe.entries.map(\.point.id)
    #expect(Set(ids).count == ids.count, "two points share a name")
    for name in FaultKind.Name.allCases {
      #expect(ids.contains("fault.\(name.rawValue).took-effect"))
    }
    // The families are products: 6 callbacks × every fate, 3 kinds × 3 matches × 3 answers.
    #expect(ids.filter { $0.hasPrefix("callback.") }.count == 6 * CallbackFate.allCases.count)
    #expect(
      ids.filter { $0.hasPrefix("shield.") && $0.split(separator: ".").count == 4 }.count == 27)
    for entry in universe.entries where !entry.isReachable {
      #expect(entry.unreachableBecause?.isEmpty == false)
    }
  }

  @Test func anAppWithoutAnExtensionCanReachTheDefaultsOfNone() {
    let complete = CoverageUniverse.standard
    let bare = CoverageUniverse(
      apps: [
        AppShape(
          hasConfigurationExtension: false, hasActionExtension: false, hasMonitorExtension: false)
      ])
    func reachable(_ universe: CoverageUniverse, _ id: String) -> Bool? {
      universe.entries.first { $0.point.id == id }?.isReachable
    }
    #expect(reachable(complete, "shield.system-default.no-extension") == false)
    #expect(reachable(bare, "shield.system-default.no-extension") == true)
    #expect(reachable(complete, "shield.application.known.custom") == true)
    #expect(reachable(bare, "shield.application.known.custom") == false)
    #expect(reachable(bare, "callback.intervalDidStart.to-killed-monitor") == false)
    // Every universe has the same points in the same order.
    #expect(complete.entries.map(\.point) == bare.entries.map(\.point))
  }

  @Test func coverageChangesNoTraceByte() throws {
    let text = try String(
      contentsOfFile: "Scenarios/Shields/unknown-token-individual.scenario", encoding: .utf8)
    let scenario = try ScenarioLoader(catalog: .standard).scenario(from: text)
    let plain = ScenarioRunner.run(scenario, options: RunOptions(catalog: .standard))
    let covered = try Self.run(text)
    #expect(plain.coverage == nil)
    #expect(covered.coverage != nil)
    #expect(covered.digest == plain.digest)
    #expect(covered.trace == plain.trace)
  }

  @Test func aRotatedTokenIsAnUnknownMatchGivenTheGenericShieldAndClose() throws {
    let result = try Self.run(
      """
      scenario "rotation"
      app social com.example.social category social-networking
      user approves authorization
      user picks focus apps social
      user blocks focus now
      09:10 user opens social
      09:11 user goes home
      day 2 09:00 os rotates token social
      09:10 user opens social
      user taps primary
      """)
    let ids = Self.ids(result)
    #expect(result.passed, "\(result.failureLines)")
    for id in [
      "shield.application.known.custom", "shield.application.unknown.generic",
      "action.application.unknown", "action.press.primary", "action.answer.close",
      "fault.rotates-tokens.injected", "fault.rotates-tokens.took-effect",
      "authorization.notDetermined.to.approved", "store.created", "store.shields-written",
    ] {
      #expect(ids.contains(id), "\(id) is not covered")
    }
    #expect(!ids.contains("shield.application.unknown.custom"))
  }

  @Test func callbacksAreOnTimeLateDroppedAndHeld() throws {
    let result = try Self.run(
      """
      scenario "callback fates"
      app social com.example.social category social-networking
      user approves authorization
      user picks focus apps social
      app schedules focus daily 10:00-11:00
      os delays next intervalDidStart by 5m
      os drops next intervalDidEnd
      day 2 09:00 user locks device
      11:30 user unlocks device
      """)
    let ids = Self.ids(result)
    #expect(result.passed, "\(result.failureLines)")
    for id in [
      "callback.intervalDidStart.late", "callback.intervalDidEnd.dropped",
      "callback.intervalDidStart.held-while-locked", "callback.intervalDidEnd.held-while-locked",
      "fault.delays-callback.took-effect", "fault.drops-callback.took-effect",
    ] {
      #expect(ids.contains(id), "\(id) is not covered")
    }
  }

  @Test func anUpdateCrossesTheGatesBetweenItsReleases() throws {
    let result = try Self.run(
      """
      scenario "updates"
      device iOS 17.0
      user approves authorization
      os updates to iOS 26.5
      """)
    let ids = Self.ids(result)
    for feature in APIFeature.allCases {
      let crossed = SystemVersion(17, 0) < feature.introduced
      #expect(
        ids.contains("version.\(feature.key).update-brings") == crossed,
        "\(feature.key): crossed \(crossed)")
    }
  }
}
