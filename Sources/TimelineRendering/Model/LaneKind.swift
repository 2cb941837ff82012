/// What a lane shows, which decides how it is named in exports and styled on the page.
public enum LaneKind: Sendable, Codable, Equatable, Hashable {
  /// Whether the device is locked or unlocked.
  case lock
  /// The system version in force, and the updates installed.
  case systemVersion
  /// The time zone in force.
  case timeZone
  /// The app's authorization status, and the revocations that end an epoch of tokens.
  case authorization
  /// One monitored activity or profile: its intervals, warnings, thresholds and callbacks.
  case activity
  /// One app, web domain or category: when it was shielded and why, and its token's history.
  case item
  /// One process of the app: launches, callbacks handled, kills, crashes and memory.
  case process(ProcessRole)
  /// The scenario itself: the user's steps and the expectations checked.
  case scenario

  /// The lane's class name in the page's style sheet.
  var styleName: String {
    switch self {
    case .lock: "lock"
    case .systemVersion: "system-version"
    case .timeZone: "time-zone"
    case .authorization: "authorization"
    case .activity: "activity"
    case .item: "item"
    case .process(let role): "process-" + role.styleName
    case .scenario: "scenario"
    }
  }
}

/// One of the four processes an app with Screen Time extensions runs in.
public enum ProcessRole: Sendable, Codable, Equatable, Hashable, CaseIterable {
  /// The main app.
  case mainApp
  /// The `DeviceActivityMonitor` extension.
  case monitor
  /// The `ShieldConfigurationDataSource` extension.
  case shieldConfiguration
  /// The `ShieldActionDelegate` extension.
  case shieldAction

  var styleName: String {
    switch self {
    case .mainApp: "main-app"
    case .monitor: "monitor"
    case .shieldConfiguration: "shield-configuration"
    case .shieldAction: "shield-action"
    }
  }
}
