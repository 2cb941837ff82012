import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import Testing

/// A step whose `ScreenTimeApp` requirement the app left to its default fails at that step; a
/// step the app declares unsupported skips the scenario, in every report format.
@MainActor
struct UnhandledStepTests {
  /// An app that asks for authorization, saves picks and shields them, and nothing more.
  final class PickOnlyApp: ScreenTimeApp {
    nonisolated init() {}

    func userDidRequestAuthorization() {
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    func familyActivityPicker(
      didSelect selection: FamilyActivitySelection, forProfile profile: String
    ) {
      ManagedSettingsStore(named: .init(profile)).shield.applications =
        selection.applicationTokens
    }
  }

  static func bundle(unsupported: Set<AppStep> = []) -> AppBundle {
    AppBundle(
      name: "pick-only", mainApp: { PickOnlyApp() }, shieldConfiguration: nil, shieldAction: nil,
      monitor: nil, genericShield: ShieldConfiguration(), unsupportedSteps: unsupported)
  }

  static let text = """
    scenario "bedtime"
    app social com.example.social
    user approves authorization
    user picks bedtime apps social
    expect shielded social
    user disables bedtime
    expect not shielded social
    """

  func run(_ text: String, unsupported: Set<AppStep> = []) throws -> ScenarioResult {
    let scenario = try ScenarioLoader().scenario(from: text)
    return ScenarioRunner.run(scenario, app: Self.bundle(unsupported: unsupported))
  }

  @Test func aStepTheAppDoesNotImplementFailsThereNamingTheMethod() throws {
    let result = try run(Self.text)
    #expect(
      result.failureLines == [
        "scenario:6: expected the app to handle 'user disables bedtime', got no "
          + "implementation of ScreenTimeApp.disable(profile:)",
        "scenario:7: expected 'social' not shielded, got shielded (individual)",
      ])
    #expect(result.trace.contains { $0.contains("the step at line 6 failed: expected the app") })
    #expect(!result.isSkipped)
  }

  @Test func expectProfileWithoutReportedStatusSaysSo() throws {
    let result = try run(Self.header + "expect profile bedtime ready\n")
    #expect(
      result.failures.map(\.message) == [
        "expected profile 'bedtime' ready, got an app that does not report profile status (no "
          + "implementation of ScreenTimeApp.reportedStatus(ofProfile:))"
      ])
  }

  @Test func expectTokenWithoutSavedSelectionsSaysSo() throws {
    let result = try run(Self.header + "expect token social current\n")
    #expect(
      result.failures.map(\.message) == [
        "expected token 'social' current, got an app that does not report its saved selections "
          + "(no implementation of ScreenTimeApp.savedSelections())"
      ])
  }

  static let header = """
    scenario "bedtime"
    app social com.example.social
    user approves authorization
    user picks bedtime apps social

    """

  @Test func aDeclaredUnsupportedStepSkipsTheScenarioWithItsReason() throws {
    let result = try run(Self.text, unsupported: [.disable, .delete])
    #expect(result.isSkipped)
    #expect(!result.passed)
    #expect(!result.failed)
    #expect(
      result.skipReason
        == "the app 'pick-only' does not support line 6 'user disables bedtime' "
        + "(ScreenTimeApp.disable(profile:))")
    #expect(result.trace.isEmpty)
  }

  @Test func anUnsupportedStepTheScenarioDoesNotUseChangesNothing() throws {
    let result = try run(Self.header + "expect shielded social\n", unsupported: [.disable])
    #expect(result.passed)
  }
}
