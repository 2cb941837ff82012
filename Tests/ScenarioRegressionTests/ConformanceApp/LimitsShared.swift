import Foundation
import ScreenTimeAPI

/// What the Limits app keeps in its App Group: one JSON document with every rule, each rule's
/// selection nested inside it, as open-source Screen Time apps keep their settings.
///
/// `AppGroupContainer` stands in for `UserDefaults(suiteName:)` and `DeviceClock.now` for
/// `Date()`; everything else is the code a device runs.
struct LimitsSettings: Codable, Equatable {
  struct Rule: Codable, Equatable {
    var name: String
    var selection: FamilyActivitySelection
    /// "Open for 15 minutes" presses left today.
    var opensLeft: Int
    /// Whether the rule's shields are up.
    var isBlocking: Bool
  }

  /// A temporary unblock: the rule's shields come back at `until`.
  struct Grant: Codable, Equatable {
    var rule: String
    var until: Date
  }

  var version = 1
  var rules: [Rule] = []
  var grants: [Grant] = []

  static let key = "limits.settings"
  static let opensPerDay = 3
  static let grantMinutes = 15

  static func load() -> LimitsSettings {
    guard let data = try? AppGroupContainer.shared.data(forKey: key),
      let settings = try? JSONDecoder().decode(LimitsSettings.self, from: data)
    else { return LimitsSettings() }
    return settings
  }

  func save() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try? AppGroupContainer.shared.set(try? encoder.encode(self), forKey: Self.key)
  }

  /// The rule whose selection holds the token, if any.
  func rule(holding application: ApplicationToken) -> Rule? {
    rules.first { $0.selection.applicationTokens.contains(application) }
  }

  /// The store a rule writes.
  static func store(for rule: String) -> ManagedSettingsStore {
    ManagedSettingsStore(named: .init("limits.\(rule)"))
  }

  /// Puts the rule's shields up.
  static func shield(_ rule: Rule) {
    store(for: rule.name).shield.applications = rule.selection.applicationTokens
  }
}
