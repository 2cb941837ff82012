/// A setting of one of the store's groups other than `shield`, `application` and `webContent`:
/// the `account`, `appStore`, `cellular`, `dateAndTime`, `gameCenter`, `media`, `passcode`,
/// `safari` and `siri` groups of `ManagedSettingsStore`.
///
/// Each case is one of Apple's properties, named `<group>.<property>` as a store spells it
/// (`appStore.denyInAppPurchases`). The simulated device keeps each as a store writes it and
/// reads it back; none of them changes what the simulated device does.
public enum ManagedSetting: String, CaseIterable, Sendable, Hashable, Comparable {
  case lockAccounts = "account.lockAccounts"
  case denyInAppPurchases = "appStore.denyInAppPurchases"
  case maximumRating = "appStore.maximumRating"
  case requirePasswordForPurchases = "appStore.requirePasswordForPurchases"
  case lockAppCellularData = "cellular.lockAppCellularData"
  case lockCellularPlan = "cellular.lockCellularPlan"
  case lockESIM = "cellular.lockESIM"
  case requireAutomaticDateAndTime = "dateAndTime.requireAutomaticDateAndTime"
  case denyAddingFriends = "gameCenter.denyAddingFriends"
  case denyMultiplayerGaming = "gameCenter.denyMultiplayerGaming"
  case denyBookstoreErotica = "media.denyBookstoreErotica"
  case denyExplicitContent = "media.denyExplicitContent"
  case denyMusicService = "media.denyMusicService"
  case maximumMovieRating = "media.maximumMovieRating"
  case maximumTVShowRating = "media.maximumTVShowRating"
  case lockPasscode = "passcode.lockPasscode"
  case cookiePolicy = "safari.cookiePolicy"
  case denyAutoFill = "safari.denyAutoFill"
  case denySiri = "siri.denySiri"

  /// What a setting holds.
  public enum Kind: Sendable, Equatable {
    /// `Bool?`, with Apple's default `false`.
    case flag
    /// `Int?`, a rating between the bounds Apple documents; its default is `1000` (all).
    case rating(ClosedRange<Int>)
    /// `SafariSettings.CookiePolicy?`, with Apple's default `.always`.
    case cookiePolicy
  }

  /// The group the setting belongs to.
  public var group: ManagedSettingsGroupName {
    guard let name = rawValue.split(separator: ".").first,
      let group = ManagedSettingsGroupName(rawValue: String(name))
    else { preconditionFailure("setting '\(rawValue)' names no group") }
    return group
  }

  /// The property's name within its group, as Apple spells it.
  public var property: String {
    String(rawValue.split(separator: ".").last ?? "")
  }

  /// What the setting holds.
  public var kind: Kind {
    switch self {
    // Apple: `AppStoreSettings.maximumRating` has the bounds 0...2000.
    case .maximumRating: .rating(0...2_000)
    // Apple: `MediaSettings.maximumMovieRating` has the bounds 0...1000; the TV show rating's
    // page gives the same scale.
    case .maximumMovieRating, .maximumTVShowRating: .rating(0...1_000)
    case .cookiePolicy: .cookiePolicy
    default: .flag
    }
  }

  /// The settings of `group`, in Apple's alphabetical order.
  public static func settings(of group: ManagedSettingsGroupName) -> [ManagedSetting] {
    allCases.filter { $0.group == group }
  }

  public static func < (lhs: ManagedSetting, rhs: ManagedSetting) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

/// The name of a settings group of `ManagedSettingsStore` that ``ManagedSetting`` covers: the
/// store's property, as Apple spells it.
public enum ManagedSettingsGroupName: String, CaseIterable, Sendable, Hashable {
  case account
  case appStore
  case cellular
  case dateAndTime
  case gameCenter
  case media
  case passcode
  case safari
  case siri
}

/// `SafariSettings.CookiePolicy`: when Safari accepts cookies.
public enum CookiePolicyState: String, CaseIterable, Sendable, Hashable {
  case always
  case currentWebsite
  case never
  case visitedWebsites
}

/// The value a store holds for a ``ManagedSetting``.
public enum ManagedSettingValue: Sendable, Hashable, CustomStringConvertible {
  case flag(Bool)
  case rating(Int)
  case cookiePolicy(CookiePolicyState)

  /// The value as a scenario and the trace write it: `true`, `300`, `never`.
  public var description: String {
    switch self {
    case .flag(let value): String(value)
    case .rating(let value): String(value)
    case .cookiePolicy(let policy): policy.rawValue
    }
  }
}

/// The settings of the groups ``ManagedSetting`` covers that one store holds, each `nil` (absent)
/// until written.
public struct GroupSettingsState: Sendable, Equatable {
  /// The settings that hold a value.
  public private(set) var values: [ManagedSetting: ManagedSettingValue] = [:]

  public init(values: [ManagedSetting: ManagedSettingValue] = [:]) {
    self.values = values
  }

  /// The value of `setting`, `nil` when it is not set.
  public subscript(setting: ManagedSetting) -> ManagedSettingValue? {
    get { values[setting] }
    set { values[setting] = newValue }
  }

  /// The settings of `group` that hold a value.
  public func values(in group: ManagedSettingsGroupName) -> [ManagedSetting: ManagedSettingValue] {
    values.filter { $0.key.group == group }
  }

  /// Replaces every setting of `group` with `groupValues` (settings of other groups in it are
  /// ignored).
  public mutating func replace(
    _ group: ManagedSettingsGroupName, with groupValues: [ManagedSetting: ManagedSettingValue]
  ) {
    values = values.filter { $0.key.group != group }
    for (setting, value) in groupValues where setting.group == group { values[setting] = value }
  }

  /// Whether no setting holds a value.
  public var isUnset: Bool { values.isEmpty }
}
