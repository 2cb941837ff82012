import ReferenceCatalog
import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting
import Testing

@testable import ScenarioRunner

/// Each scenario's needs are derived from its statements and values, and an app that lacks one
/// skips the scenario with the reason and the line.
@MainActor
struct CapabilityNeedsTests {
  static let header = """
    scenario "needs"
    start 2026-01-05 08:00
    app social com.example.social category games
    web news news.example.com
    user approves authorization

    """

  static func needs(_ steps: String) throws -> [String] {
    let scenario = try ScenarioLoader().scenario(from: header + steps)
    return scenario.neededCapabilities().map {
      "\($0.capability.rawValue) \($0.step.location.line)"
    }
  }

  @Test(arguments: [
    ("user picks a apps social\nuser blocks a now\n", [String]()),
    ("user picks a categories games\n", ["category shields 6"]),
    ("user picks a apps social entire-categories\n", ["category shields 6"]),
    ("user picks a web news\n", ["web shields 6"]),
    ("user picks a apps social as allow-list\n", ["allow-lists 6"]),
    ("app schedules a daily 09:00-10:00 limit 5m\n", ["usage limits 6"]),
    ("app schedules a daily 09:00-10:00 event e 5m\n", ["usage limits 6"]),
    ("app schedules a daily 09:00-10:00 warning 5m\n", ["warnings 6"]),
    ("app schedules a once 09:00-10:00\n", ["one-off schedules 6"]),
    ("app schedules a weekly mon 09:00-10:00\n", ["weekly schedules 6"]),
    ("app refreshes tokens\n", ["token refresh 6"]),
    ("os expires all tokens\n", [String]()),
    ("os updates to iOS 26.5\nos expires all tokens\n", ["token refresh 7"]),
    ("app blocks applications social for a\n", ["application settings 6"]),
    ("app denies app removal for a\n", ["application settings 6"]),
    ("app filters web none for a\n", ["web content settings 6"]),
    // Two profiles blocked at once.
    (
      "user picks a apps social\nuser blocks a now\nuser picks b apps social\nuser blocks b now\n",
      ["several sessions at once 9"]
    ),
    // One after the other is one session at a time.
    (
      "user picks a apps social\nuser blocks a now\nuser unblocks a\nuser picks b apps social\n"
        + "user blocks b now\n",
      [String]()
    ),
    // A schedule's interval is on only inside it: b's block at 11:00 is alone, at 09:30 not.
    (
      "user picks a apps social\napp schedules a daily 09:00-10:00\nuser picks b apps social\n"
        + "11:00 user blocks b now\nday 2 09:30 wait\n",
      ["several sessions at once 10"]
    ),
    // An overnight interval crosses midnight; a weekly one falls on its weekdays only.
    (
      "user picks a apps social\napp schedules a daily 22:00-07:00\nday 2 06:00 user picks a apps social\n",
      ["edits while a session is on 8"]
    ),
    (
      "user picks a apps social\napp schedules a weekly tue 09:00-10:00\n09:30 user picks a apps social\n"
        + "day 2 09:30 user picks a apps social\n",
      ["weekly schedules 7", "edits while a session is on 9"]
    ),
    // A picked profile that is blocked is edited; a disabled one is not on.
    (
      "user picks a apps social\nuser blocks a now\nuser disables a\nuser picks a apps social\n",
      [String]()
    ),
  ])
  func needsFollowTheStatements(steps: String, expected: [String]) throws {
    #expect(try Self.needs(steps) == expected)
  }

  @Test func anAppThatLacksANeededCapabilitySkipsWithTheLine() throws {
    let scenario = try ScenarioLoader().scenario(
      from: Self.header + "user picks a apps social\napp schedules a daily 09:00-10:00 limit 5m\n")
    let lacking = AppBundle(
      name: "minimal", mainApp: { UnhandledStepTests.PickOnlyApp() }, shieldConfiguration: nil,
      shieldAction: nil, monitor: nil, genericShield: ShieldConfiguration(),
      lacking: [.usageLimits, .weeklySchedules])
    let result = ScenarioRunner.run(scenario, app: lacking)
    #expect(result.isSkipped)
    #expect(
      result.skipReason
        == "the app 'minimal' lacks usage limits (line 7 'app schedules a daily 09:00-10:00 limit 5m')"
    )
    var complete = lacking
    complete.lacking = [.weeklySchedules]
    #expect(ScenarioRunner.run(scenario, app: complete).skipReason == nil)
  }
}
