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
    /// Whether the rule's shields are up outside its schedule.
    var isBlocking: Bool
    /// Whether the rule shields everything except its selection.
    var isAllowList = false
    /// The activities its schedule is monitored under.
    var activities: [String] = []
    /// Whether its schedule carries a usage limit: the interval is then when use counts, and
    /// the shields go up only once the limit is reached.
    var hasLimit = false
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

  /// The settings, or empty ones when the container cannot be read or the document does not
  /// decode.
  static func load() -> LimitsSettings {
    guard let data = try? AppGroupContainer.shared.data(forKey: key),
      let settings = try? JSONDecoder().decode(LimitsSettings.self, from: data)
    else { return LimitsSettings() }
    return settings
  }

  /// The settings to change and save; `nil` while the container cannot be read.
  ///
  /// Before the first unlock after a restart nothing can be read, and a change must never
  /// replace the saved rules with none. A document that does not decode is lost already: the
  /// change starts afresh.
  static func loadForChange() -> LimitsSettings? {
    do {
      guard let data = try AppGroupContainer.shared.data(forKey: key) else {
        return LimitsSettings()
      }
      return (try? JSONDecoder().decode(LimitsSettings.self, from: data)) ?? LimitsSettings()
    } catch {
      return nil
    }
  }

  func save() {
    try? AppGroupContainer.shared.set(try? Self.encoder.encode(self), forKey: Self.key)
  }

  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }

  /// The rule whose selection holds the token, if any.
  func rule(holding application: ApplicationToken) -> Rule? {
    rules.first { $0.selection.applicationTokens.contains(application) }
  }

  /// The rule whose selection holds the web domain's token, if any.
  func rule(holding webDomain: WebDomainToken) -> Rule? {
    rules.first { $0.selection.webDomainTokens.contains(webDomain) }
  }

  /// The rule whose selection holds the category's token, if any.
  func rule(holding category: ActivityCategoryToken) -> Rule? {
    rules.first { $0.selection.categoryTokens.contains(category) }
  }

  /// The rule monitored under `activity`, if any: the one that lists it, else the one it is
  /// named after (`limits.<rule>` or `limits.<rule>.<n>`), for settings rewritten since.
  func rule(monitoredAs activity: DeviceActivityName) -> Rule? {
    if let listed = rules.first(where: { $0.activities.contains(activity.rawValue) }) {
      return listed
    }
    guard activity.rawValue.hasPrefix("limits.") else { return nil }
    var name = activity.rawValue.dropFirst("limits.".count)
    if rules.contains(where: { $0.name == name }) { return rules.first { $0.name == name } }
    guard let dot = name.lastIndex(of: "."), name[name.index(after: dot)...].allSatisfy(\.isNumber)
    else { return nil }
    name = name[..<dot]
    return rules.first { $0.name == name }
  }

  /// Whether the interval of one of `activities` is in progress now: a callback delivered late,
  /// or again, after its interval is over is stale.
  static func isInInterval(_ activities: [String]) -> Bool {
    let center = DeviceActivityCenter()
    let now = DeviceClock.now
    return activities.contains { name in
      guard let interval = center.schedule(for: DeviceActivityName(name))?.nextInterval else {
        return false
      }
      return interval.start <= now && now < interval.end
    }
  }

  /// The store a rule writes.
  static func store(for rule: String) -> ManagedSettingsStore {
    ManagedSettingsStore(named: .init("limits.\(rule)"))
  }

  /// Puts the rule's shields up: its apps, sites and categories, or for an allow-list rule
  /// everything except them.
  static func shield(_ rule: Rule) {
    let selection = rule.selection
    var shield = ShieldSettings()
    if rule.isAllowList {
      shield.applicationCategories = .all(except: selection.applicationTokens)
      shield.webDomainCategories = .all(except: selection.webDomainTokens)
    } else {
      shield.applications = selection.applicationTokens.isEmpty ? nil : selection.applicationTokens
      shield.webDomains = selection.webDomainTokens.isEmpty ? nil : selection.webDomainTokens
      if !selection.categoryTokens.isEmpty {
        shield.applicationCategories = .specific(selection.categoryTokens)
        shield.webDomainCategories = .specific(selection.categoryTokens)
      }
    }
    store(for: rule.name).shield = shield
  }

  /// Takes the rule's shields down, leaving its application and web content settings.
  static func unshield(_ rule: String) {
    store(for: rule).shield = ShieldSettings()
  }
}

/// The rule a backup on the app's server holds: the rule and the format it was written in.
struct LimitsBackup: Codable, Equatable {
  /// The newest format this build reads.
  static let currentSchema = 1

  var schemaVersion = LimitsBackup.currentSchema
  var rule: LimitsSettings.Rule

  static func key(for rule: String) -> String { "limits/rules/\(rule)" }
}
