import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine
import Testing

struct RunnerSmokeTests {
  static let location = SourceLocation(file: "smoke.scenario", line: 1, column: 1)

  static func scenario(_ actions: [(minute: Int64, action: Action)]) -> Scenario {
    var scenario = Scenario(path: "smoke.scenario", title: "smoke")
    scenario.categories = [
      CategoryDeclaration(alias: "social", displayName: "Social", location: location)
    ]
    scenario.apps = [
      AppDeclaration(
        alias: "insta", bundleIdentifier: "com.instagram", category: "social",
        displayName: "Instagram", location: location),
      AppDeclaration(
        alias: "chess", bundleIdentifier: "com.chess", category: nil, displayName: "Chess",
        location: location),
    ]
    scenario.profiles = ["work"]
    scenario.steps = actions.enumerated().map { index, entry in
      let instant = scenario.startInstant + .minutes(entry.minute)
      var end = instant
      if case .user(.use(_, let duration)) = entry.action { end = instant + duration }
      return Step(
        location: SourceLocation(file: "smoke.scenario", line: index + 10, column: 1),
        timePrefix: .none, instant: instant, end: end, action: entry.action)
    }
    return scenario
  }

  @Test func unknownTokenGetsGenericShieldAndClose() {
    let insta = ItemReference(.app, "insta")
    let scenario = Self.scenario([
      (0, .user(.requestAuthorization(.userApproves))),
      (1, .user(.pick(profile: "work", PickedItems(apps: ["insta"])))),
      (2, .user(.blockNow(profile: "work"))),
      (3, .user(.open(insta))),
      (3, .expect(.shield(.profile("work")))),
      (3, .expect(.shielded(insta, true))),
      (4, .system(.rotateTokens(nil))),
      (5, .user(.goHome)),
      (5, .user(.open(insta))),
      (5, .expect(.shield(.generic))),
      (6, .user(.tap(.primary))),
      (6, .expect(.action(.close))),
      (6, .expect(.appClosed)),
      (6, .expect(.tokenStale(insta, true))),
      (
        6,
        .expect(
          .diagnostic(
            code: "shield.unmatched-token",
            fields: [DiagnosticField(key: "via", value: "individual")]))
      ),
      (6, .expect(.logsRedacted)),
    ])
    let result = ScenarioRunner.run(scenario)
    #expect(result.failureLines == [], "\(result.trace.joined(separator: "\n"))")
  }

  @Test func scheduleShieldsDuringInterval() {
    let insta = ItemReference(.app, "insta")
    let scenario = Self.scenario([
      (0, .user(.requestAuthorization(.userApproves))),
      (1, .user(.pick(profile: "work", PickedItems(apps: ["insta"])))),
      (
        2,
        .app(
          .schedule(
            profile: "work",
            ScheduleRequest(
              repetition: .daily, start: Clock(hour: 9, minute: 0), end: Clock(hour: 10, minute: 0),
              warning: .minutes(5))))
      ),
      (59, .expect(.shielded(insta, false))),
      (
        60,
        .expect(
          .callback(
            .intervalDidStart, event: nil, profile: "work", at: .clock(Clock(hour: 9, minute: 0))))
      ),
      (61, .expect(.shielded(insta, true))),
      (120, .expect(.shielded(insta, false))),
      (
        120, .expect(.callbackCount(.intervalWillEndWarning, event: nil, profile: "work", count: 1))
      ),
      (120, .expect(.callback(.intervalDidEnd, event: nil, profile: "work", at: nil))),
    ])
    let result = ScenarioRunner.run(scenario)
    #expect(result.failureLines == [], "\(result.trace.joined(separator: "\n"))")
  }

  /// Runs an inline scenario and returns its failure lines.
  static func failures(of text: String) throws -> [String] {
    let scenario = try ScenarioLoader().scenario(from: text)
    return ScenarioRunner.run(scenario).failureLines
  }

  @Test func corruptingOneProfilesCopyLeavesTheSharedIndexAndOtherProfilesAlone() throws {
    let failures = try Self.failures(
      of: """
        scenario "corrupt one copy"
        app insta com.instagram category social
        app chess com.chess category games
        08:00 user approves authorization
        user picks work apps insta
        user picks home apps chess
        app schedules work daily 09:00-10:00
        app schedules home daily 09:00-10:00
        appgroup corrupts home truncated
        09:00 expect diagnostic selection.decode-failed profile=home reason=dataCorrupted
        expect no diagnostic profile.missing
        expect shielded insta
        expect not shielded chess
        """)
    #expect(failures == [])
  }

  @Test func aProfileIsFoundInDiagnosticsAfterItsCopyIsLostOrWhenItOnlyScheduled() throws {
    let failures = try Self.failures(
      of: """
        scenario "identifiers"
        app insta com.instagram category social
        08:00 user approves authorization
        user picks work apps insta
        app schedules work daily 09:00-10:00
        appgroup loses work
        09:00 expect diagnostic profile.missing profile=work callback=intervalDidStart
        app schedules idle daily 09:00-09:10
        expect diagnostic monitoring.failed profile=idle error=intervalTooShort
        """)
    #expect(failures == [])
  }

  @Test func aSpentEventBudgetNamesTheScenariosOwnDayAndClock() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "a schedule that runs for a month"
        timezone Europe/Berlin
        app insta com.burbn.instagram
        user approves authorization
        user picks work apps insta
        app schedules work daily 09:00-10:00
        day 30 12:00 wait
        """)
    let result = ScenarioRunner.run(scenario, options: RunOptions(eventBudget: 20))
    let message = try #require(result.failures.first?.message)
    let pattern =
      #/expected the run to settle, got event budget of 20 events exhausted at day (\d+) (\d\d:\d\d:\d\d\.\d\d\d)/#
    let match = try #require(try pattern.wholeMatch(in: message), "\(message)")
    #expect(Int(match.1).map { (2...29).contains($0) } == true)
    #expect(match.2 == "09:00:00.000" || match.2 == "10:00:00.000")
    #expect(result.failures.first?.line == 7)
  }

  @Test func aRunThatKeepsNoTraceLinesHasTheSameDigestAndEvents() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "a week of downtime"
        app insta com.burbn.instagram
        user approves authorization
        user picks work apps insta
        app schedules work daily 09:00-10:00
        day 2 09:30 user opens insta
        day 7 12:00 wait
        """)
    let kept = ScenarioRunner.run(scenario, options: RunOptions())
    let hashed = ScenarioRunner.run(scenario, options: RunOptions(keepsTrace: false))
    #expect(kept.trace.count > 50)
    #expect(hashed.trace.isEmpty)
    #expect(hashed.digest == kept.digest)
    #expect(hashed.events == kept.events)
    #expect(hashed.failures == kept.failures)
  }

  @Test func aRunThatRecordsNoTraceFailsAndCountsAsOneThatDoes() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "a week of downtime, expected wrong"
        app insta com.burbn.instagram
        user approves authorization
        user picks work apps insta
        app schedules work daily 09:00-10:00
        day 2 09:30 user opens insta
        expect not shielded insta
        day 7 12:00 wait
        """)
    let recorded = ScenarioRunner.run(scenario, options: RunOptions())
    var options = RunOptions()
    options.recordsTrace = false
    let unrecorded = ScenarioRunner.run(scenario, options: options)
    #expect(!recorded.failures.isEmpty)
    #expect(unrecorded.failures == recorded.failures)
    #expect(unrecorded.events == recorded.events)
    #expect(unrecorded.trace.isEmpty)
    #expect(unrecorded.digest.isEmpty)
    #expect(!recorded.digest.isEmpty)
  }
}
