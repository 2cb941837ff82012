import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing

/// `expect diagnostic ... profile=<name>` matches the identifier the app used for the profile,
/// even after the profile's store and saved copies are gone.
struct ProfileNameMatchingTests {
  @Test func diagnosticsMatchADeletedProfileByName() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "a deleted profile is still named in earlier diagnostics"
        device iOS 26.5
        app insta com.instagram
        user approves authorization
        user picks work apps insta
        user blocks work now
        user deletes work
        expect profile work deleted
        expect diagnostic selection.saved profile=work revision=1
        expect diagnostic shield.submitted profile=work
        """)
    let result = ScenarioRunner.run(scenario)
    #expect(result.failureLines == [])
  }
}
