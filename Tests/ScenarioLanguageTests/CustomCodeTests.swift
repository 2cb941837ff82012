import ScenarioLanguage
import Testing
import _SimulatorTestSupport

/// A team's own app may log and show codes the reference app does not have.
struct CustomCodeTests {
  static let text = """
    scenario "custom codes"
    user approves authorization
    expect error focus.offline
    expect diagnostic focus.synced count=1
    """

  @Test func theReferenceCodesAloneRejectAnAppsOwnCodes() {
    let file = ScenarioLoader.referenceWords().load(text: Self.text)
    #expect(file.scenario == nil)
    #expect(file.diagnostics.count == 2)
  }

  @Test func aLoaderWithExtraCodesAcceptsThem() throws {
    let loader = ScenarioLoader.referenceWords(
      extraDiagnosticCodes: ["focus.synced"], extraErrorCodes: ["focus.offline"])
    let scenario = try loader.scenario(from: Self.text)
    #expect(scenario.steps.count == 3)
    #expect(scenario.steps[1].action == .expect(.error("focus.offline")))
  }
}
