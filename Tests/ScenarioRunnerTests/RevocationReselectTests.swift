import InvariantChecking
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import Testing

/// revocation-reselect counts only picks made after the app observed the revocation, even when
/// the earlier pick happened at the same simulated instant.
struct RevocationReselectTests {
  static func scenario(policy: String) throws -> Scenario {
    try ScenarioLoader().scenario(
      from: """
        scenario "re-approval at the same instant"
        \(policy)
        app insta com.instagram
        user approves authorization
        user picks work apps insta
        app revokes authorization
        user approves authorization
        """)
  }

  @Test func pickBeforeTheRevocationAtTheSameInstantIsNotANewPick() throws {
    let result = ScenarioRunner.run(
      try Self.scenario(policy: "policy recommended with reapproval-restores"))
    #expect(result.failures.map(\.invariant) == [.revocationReselect])
  }

  @Test func recommendedKeepsTheProfileWaitingForAPick() throws {
    let result = ScenarioRunner.run(try Self.scenario(policy: "policy recommended"))
    #expect(result.failureLines == [])
  }
}
