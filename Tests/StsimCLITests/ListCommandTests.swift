import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import StsimCLI
import Testing
import _SimulatorTestSupport

/// `stsim list` prints the generated topics and rejects unknown ones.
struct ListCommandTests {
  @Test(arguments: ListTopic.allCases)
  func everyTopicPrintsItsGeneratedListing(_ topic: ListTopic) {
    let run = CommandRun(["list", topic.rawValue])
    #expect(run.status == .success)
    #expect(run.error == "")
    expectLines(run.output, equal: topic.listing)
    #expect(run.output.hasSuffix("\n") && !run.output.hasPrefix("\n"))
  }

  @Test func versionsListTheAcceptedRangeAndTheFeatureTable() {
    expectLines(
      CommandRun(["list", "versions"]).output,
      equal: """
        accepted: iOS 15.0 to 27.x (default iOS 18.5 build 22F76)

        from  what appears
        15.0  authorization (child only), selection, picker, stores (default only), shields, DeviceActivity
        16.0  .individual and requestAuthorization(for:), named stores, clearAllSettings()
        17.4  includesPastActivity
        26.4  shield submenu items and their actions, approvedWithDataAccess, FamilyControlsError.unauthorized, FamilyActivityData
        26.5  refresh(_:), TokenExpiryMessage, .openParentalControlsApp, isActive, stores, deleteStore

        """)
  }

  @Test func mistakesShowTheWrongDesignAndWhatCatchesIt() {
    let output = CommandRun(["list", "mistakes"]).output
    #expect(
      output.hasPrefix(
        """
        force-unwrap-lookup
          wrong design: the configuration extension force-unwraps the profile lookup
          caught by:    no-crash, unknown-token-shield
        first-profile-fallback

        """))
  }

  @Test func optionsSayWhatEachOneControls() {
    let output = CommandRun(["list", "options"]).output
    #expect(
      output.hasPrefix(
        """
        rotation
          values:  keeps-old, invalidates-old
          default: keeps-old
          meaning: after 'os rotates': 'keeps-old' (saved tokens still shield and show
                   their label) or 'invalidates-old' (saved tokens stop working)
        revoked-status

        """))
    for option in ModelOptionSpecification.all {
      let words = option.summary.split(separator: " ").prefix(3).joined(separator: " ")
      #expect(output.contains(String(words.map { $0 == "`" ? "'" : $0 })), "\(option.key)")
    }
    #expect(output.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test func anUnknownTopicIsAUsageErrorWithASuggestion() {
    let run = CommandRun(["list", "verb"])
    #expect(run.status == .usage)
    #expect(run.output == "")
    expectLines(
      run.error,
      equal: """
        error: invalid topic 'verb'; expected one of 'verbs', 'faults', 'invariants', 'mistakes', 'versions', 'options'; did you mean 'verbs'?
        Usage: stsim list verbs|faults|invariants|mistakes|versions|options [--app NAME]
        See 'stsim list --help' for more information.

        """)
  }

  @Test func aMissingTopicIsAUsageError() {
    let run = CommandRun(["list"])
    #expect(run.status == .usage)
    #expect(run.error.hasPrefix("error: missing argument TOPIC for 'list'\n"))
  }
}
