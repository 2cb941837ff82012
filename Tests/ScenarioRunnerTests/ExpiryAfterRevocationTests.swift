import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing

/// A TokenExpiryMessage waiting for an app that was revoked meanwhile is handled as the
/// revocation it is, not as a failed refresh.
struct ExpiryAfterRevocationTests {
  @Test func pendingExpiryAfterARevocationIsNotAFailedRefresh() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "expiry message pending across a revocation"
        device iOS 26.5
        app insta com.instagram
        user approves authorization
        user picks work apps insta
        user blocks work now
        user leaves main app
        +1h os expires token insta
        +1m user revokes authorization
        +1m user opens main app
        expect no error
        expect no diagnostic tokens.refresh-failed
        expect diagnostic auth.changed from=approved to=denied
        expect profile work needs-reselection
        """)
    let result = ScenarioRunner.run(scenario)
    #expect(result.failureLines == [])
  }
}
