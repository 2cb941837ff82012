import Foundation
import InvariantChecking
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import Testing

/// Correct designs the checks once took for bugs: an app that re-applies every profile's rule on
/// every edit, and an action extension that saves back what it just read.
@MainActor
struct FalseAlarmTests {
  /// A profile's rule as the app keeps it: which apps, and whether it is on.
  struct Rule: Codable, Sendable {
    var selection: FamilyActivitySelection
    var isBlocked: Bool
  }

  nonisolated static let rulesKey = "rules"
  nonisolated static var group: AppGroupContainer { .shared }

  /// Every rule, by profile name.
  nonisolated static func rules() -> [String: Rule] {
    let data = (try? group.data(forKey: rulesKey)) ?? nil
    return data.flatMap { try? JSONDecoder().decode([String: Rule].self, from: $0) } ?? [:]
  }

  nonisolated static func save(_ rules: [String: Rule]) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    try? group.set(try? encoder.encode(rules), forKey: rulesKey)
  }

  /// Writes every profile's store from its rule, each cleared first: `rule-<profile>`.
  static func applyEveryRule() {
    for (profile, rule) in rules().sorted(by: { $0.key < $1.key }) {
      let store = ManagedSettingsStore(named: .init("rule-\(profile)"))
      store.clearAllSettings()
      store.shield.applications = rule.isBlocked ? rule.selection.applicationTokens : nil
    }
  }

  final class ReapplyingApp: ScreenTimeApp {
    nonisolated init() {}

    func userDidRequestAuthorization() {
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    func familyActivityPicker(
      didSelect selection: FamilyActivitySelection, forProfile profile: String
    ) {
      var rules = FalseAlarmTests.rules()
      rules[profile] = Rule(selection: selection, isBlocked: rules[profile]?.isBlocked ?? false)
      FalseAlarmTests.save(rules)
      FalseAlarmTests.applyEveryRule()
    }

    func blockNow(profile: String) { set(profile, blocked: true) }
    func unblock(profile: String) { set(profile, blocked: false) }

    private func set(_ profile: String, blocked: Bool) {
      var rules = FalseAlarmTests.rules()
      rules[profile]?.isBlocked = blocked
      FalseAlarmTests.save(rules)
      FalseAlarmTests.applyEveryRule()
    }
  }

  final class Generic: ShieldConfigurationDataSource {
    static let shield = ShieldConfiguration(title: .init(text: "Paused", color: .white))
    override func configuration(shielding application: Application) -> ShieldConfiguration {
      Self.shield
    }
  }

  /// Reads the rules and, whatever the token, saves them back unchanged, then closes.
  final class ResavingAction: ShieldActionDelegate {
    override func handle(
      action: ShieldAction, for application: ApplicationToken,
      completionHandler: @escaping (ShieldActionResponse) -> Void
    ) {
      FalseAlarmTests.save(FalseAlarmTests.rules())
      completionHandler(.close)
    }
  }

  static let app = AppBundle(
    name: "reapplying", mainApp: { ReapplyingApp() }, shieldConfiguration: { Generic() },
    shieldAction: { ResavingAction() }, monitor: nil, genericShield: Generic.shield,
    conventions: ScenarioConventions(profileIdentifier: {
      ScenarioConventions.identifier(in: $0, prefix: "rule-")
    }))

  static let text = """
    scenario "every edit re-applies every rule"
    app social com.example.social
    app chess com.chess.app
    user approves authorization
    user picks a apps social
    user picks b apps chess
    user blocks a now
    expect store a has social
    expect store b empty
    user blocks b now
    expect store b has chess
    user unblocks a
    expect not shielded social
    expect shielded chess
    expect store b has chess
    expect store a empty
    os rotates all tokens
    user opens chess
    expect shield generic
    user taps primary
    expect action close
    """

  @Test func anAppThatReappliesEveryRuleOnEveryEditBreaksNothing() throws {
    let scenario = try ScenarioLoader().scenario(from: Self.text)
    let result = ScenarioRunner.run(scenario, app: Self.app)
    #expect(result.passed, "\(result.failureLines.joined(separator: "\n"))")
    // The app did rewrite the other profile's store on each edit: the checks saw it and let
    // it be.
    let rewrites = result.trace.filter { $0.contains("store rule-b") }
    #expect(rewrites.count >= 4, "\(rewrites)")
  }

  @Test func aStoreTheAppNamesForAProfileIsThatProfilesWhoeverWritesIt() throws {
    let scenario = try ScenarioLoader().scenario(from: Self.text)
    let result = ScenarioRunner.run(scenario, app: Self.app)
    #expect(result.trace.contains { $0.contains("profile b is b in the app's names") })
    #expect(!result.trace.contains { $0.contains("profile a is b in the app's names") })
  }

  /// The app as apps that keep every profile's rules under one key write it: the key is first
  /// written at launch, for no profile, then with each pick.
  final class LaunchIndexApp: ScreenTimeApp {
    nonisolated init() {}

    func userDidRequestAuthorization() {
      FalseAlarmTests.save(FalseAlarmTests.rules())
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    func familyActivityPicker(
      didSelect selection: FamilyActivitySelection, forProfile profile: String
    ) {
      var rules = FalseAlarmTests.rules()
      rules[profile] = Rule(selection: selection, isBlocked: false)
      FalseAlarmTests.save(rules)
    }
  }

  static let launchIndexApp = AppBundle(
    name: "launch-index", mainApp: { LaunchIndexApp() }, shieldConfiguration: { Generic() },
    shieldAction: { ResavingAction() }, monitor: nil, genericShield: Generic.shield)

  static func launchIndexText(profiles: [String]) -> String {
    """
    scenario "one key for every rule, written first at launch"
    app social com.example.social
    user approves authorization

    """ + profiles.map { "user picks \($0) apps social\n" }.joined()
      + "appgroup corrupts \(profiles[0]) garbage\n"
  }

  @Test func aKeyWrittenAtLaunchThatOnlyOneProfileChangedHoldsItsCopy() throws {
    let scenario = try ScenarioLoader().scenario(from: Self.launchIndexText(profiles: ["a"]))
    let result = ScenarioRunner.run(scenario, app: Self.launchIndexApp)
    #expect(result.passed, "\(result.failureLines.joined(separator: "\n"))")
    #expect(
      result.trace.contains { $0.hasSuffix("appgroup       corrupts rules (garbage)") },
      "\(result.trace.joined(separator: "\n"))")
  }

  @Test func aKeyThatTwoProfilesChangedIsNoOneProfilesCopy() throws {
    let scenario = try ScenarioLoader().scenario(from: Self.launchIndexText(profiles: ["a", "b"]))
    let result = ScenarioRunner.run(scenario, app: Self.launchIndexApp)
    #expect(
      result.failureLines.contains {
        $0.contains("expected a appgroup copy of profile 'a', got none")
      },
      "\(result.failureLines)")
  }
}
