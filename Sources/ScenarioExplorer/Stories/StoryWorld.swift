import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

/// The header of a generated story: the device, where and when it starts, and what is installed.
///
/// Every field left at the language's default is left out of the written header, so a shrunk
/// story that needs none of them starts straight with its steps.
struct StoryWorld: Sendable, Equatable {
  /// An installed app: `app <alias> <bundle-id> category <category>`.
  struct App: Sendable, Equatable {
    var alias: String
    var bundleIdentifier: String
    var category: String
  }

  /// A web domain: `web <alias> <domain> category <category>`.
  struct Web: Sendable, Equatable {
    var alias: String
    var domain: String
    var category: String
  }

  /// An `option <key> <value>` line.
  struct Option: Sendable, Equatable {
    var key: String
    var value: String
  }

  /// The policy the file names; `nil` (and `recommended`, the default) writes no `policy` line.
  var policy: String?
  /// The `policy-option` choices turned on, in the order the app's entry lists them.
  var policyOptions: [String] = []
  var systemVersion: SystemVersion = .scenarioDefault
  var timeZone: DeviceTimeZone = .utc
  var start = Scenario(path: "", title: "").start
  var seed: UInt64 = 1
  var member: Member = .individual
  var options: [Option] = []
  var apps: [App] = []
  var webDomains: [Web] = []

  /// The categories the apps and web domains name, in order of first mention.
  var categories: [String] {
    var names: [String] = []
    for category in apps.map(\.category) + webDomains.map(\.category)
    where !names.contains(category) {
      names.append(category)
    }
    return names
  }

  /// The instant of day 1 at the start clock.
  var startInstant: SimulationInstant { timeZone.instant(at: start) }

  /// Every alias of `kind` the header declares, in order.
  func aliases(of kind: ItemReference.Kind) -> [String] {
    switch kind {
    case .app: apps.map(\.alias)
    case .web: webDomains.map(\.alias)
    case .category: categories
    }
  }

  /// The header's lines after `scenario` and `about`, defaults left out.
  var headerLines: [String] {
    let defaults = Scenario(path: "", title: "")
    var lines: [String] = []
    if systemVersion != defaults.systemVersion { lines.append("device iOS \(systemVersion)") }
    if timeZone != defaults.timeZone { lines.append("timezone \(timeZone.identifier)") }
    if start != defaults.start { lines.append("start \(start.date) \(start.clock)") }
    if seed != defaults.seed { lines.append("seed \(seed)") }
    if member != defaults.member { lines.append("member \(member.rawValue)") }
    if let policy, policy != defaults.policy.name { lines.append("policy \(policy)") }
    lines += policyOptions.map { "policy-option \($0)" }
    lines += options.map { "option \($0.key) \($0.value)" }
    lines += apps.map { "app \($0.alias) \($0.bundleIdentifier) category \($0.category)" }
    lines += webDomains.map { "web \($0.alias) \($0.domain) category \($0.category)" }
    return lines
  }
}
