import SimulationEngine

/// What the user sees: the lock, the home screen or what is in front, and the shield over it.
///
/// Models SpringBoard as far as Screen Time is concerned: one thing is in front at a time, a
/// shielded item shows the shield its configuration extension asked for, and while the device
/// is locked nothing is in use.
public struct HomeScreen: Sendable {
  /// Whether the device is locked.
  public internal(set) var isLocked = false
  /// When the device was locked, while it is.
  public internal(set) var lockedSince: SimulationInstant?
  /// What is in front of the user.
  public internal(set) var front: Front = .home
  /// The shield on screen, if any.
  public internal(set) var shownShield: ShownShield?
  /// The inventory apps the user removed from the device and has not installed again.
  public internal(set) var removedApps: Set<Int> = []
  /// The app's configuration last shown over each item, for `option frontmost-shield stale`.
  var lastShields: [Item: ShownShield] = [:]

  init() {}

  /// What is in front of the user.
  public enum Front: Sendable, Equatable {
    case home
    case mainApp
    case item(Item)
  }

  /// The item in front, if an app or web domain is.
  public var frontItem: Item? {
    if case .item(let item) = front { return item }
    return nil
  }

  /// The item whose use counts now: in front, usable, the device unlocked.
  var accruingItem: Item? {
    guard !isLocked, shownShield == nil else { return nil }
    return frontItem
  }
}

/// The shield on screen now.
public struct ShownShield: Sendable, Equatable {
  public var request: ShieldConfigurationRequest
  public var appearance: ShieldAppearance
  public var isSystemDefault: Bool
  /// Whether the app judged the configuration shown its generic shield.
  public var isGeneric = false
}
