import ScreenTimeModel

/// Reading and writing one of the store groups ``ManagedSetting`` covers, as the device keeps it.
///
/// Each group is a value: reading it from a store copies the store's settings, assigning it back
/// replaces the whole group, as `store.appStore.denyInAppPurchases = true` does on a device.
protocol StoredSettingsGroup: ManagedSettingsGroup {
  static var group: ManagedSettingsGroupName { get }
  /// The group with nothing set.
  init()
  /// The settings that hold a value.
  var values: [ManagedSetting: ManagedSettingValue] { get set }
}

extension StoredSettingsGroup {
  init(values: [ManagedSetting: ManagedSettingValue]) {
    self.init()
    self.values = values
  }

  func flag(_ setting: ManagedSetting) -> Bool? {
    if case .flag(let value)? = values[setting] { return value }
    return nil
  }

  mutating func setFlag(_ setting: ManagedSetting, _ value: Bool?) {
    values[setting] = value.map(ManagedSettingValue.flag)
  }

  func rating(_ setting: ManagedSetting) -> Int? {
    if case .rating(let value)? = values[setting] { return value }
    return nil
  }

  mutating func setRating(_ setting: ManagedSetting, _ value: Int?) {
    values[setting] = value.map(ManagedSettingValue.rating)
  }
}

/// Whether the user may change their accounts: `ManagedSettings.AccountSettings`, the store's
/// `account` group.
public struct AccountSettings: StoredSettingsGroup, Equatable, Sendable {
  static let group = ManagedSettingsGroupName.account
  var values: [ManagedSetting: ManagedSettingValue] = [:]

  /// The group with nothing set, as a store that was never written returns it.
  public init() {}

  /// Whether to keep the user from changing their account information; `nil` until set.
  public var lockAccounts: Bool? {
    get { flag(.lockAccounts) }
    set { setFlag(.lockAccounts, newValue) }
  }

  /// The metadata of ``lockAccounts``: defaults to `false`.
  public static let lockAccounts = SettingMetadata(defaultValue: false)
}

/// Constraints on the App Store: `ManagedSettings.AppStoreSettings`, the store's `appStore`
/// group.
public struct AppStoreSettings: StoredSettingsGroup, Equatable, Sendable {
  static let group = ManagedSettingsGroupName.appStore
  var values: [ManagedSetting: ManagedSettingValue] = [:]

  /// The group with nothing set, as a store that was never written returns it.
  public init() {}

  /// Whether to deny in-app purchases; `nil` until set.
  public var denyInAppPurchases: Bool? {
    get { flag(.denyInAppPurchases) }
    set { setFlag(.denyInAppPurchases, newValue) }
  }

  /// The highest app rating the user may download (`1000` all, `600` 17+, `300` 12+, `200` 9+,
  /// `100` 4+, `0` none); `nil` until set.
  public var maximumRating: Int? {
    get { rating(.maximumRating) }
    set { setRating(.maximumRating, newValue) }
  }

  /// Whether every App Store transaction asks for the user's password; `nil` until set.
  public var requirePasswordForPurchases: Bool? {
    get { flag(.requirePasswordForPurchases) }
    set { setFlag(.requirePasswordForPurchases, newValue) }
  }

  /// The metadata of ``denyInAppPurchases``: defaults to `false`.
  public static let denyInAppPurchases = SettingMetadata(defaultValue: false)
  /// The metadata of ``maximumRating``: defaults to `1000`, bounds `0...2000`.
  public static let maximumRating = BoundedSettingMetadata(bounds: 0...2_000, defaultValue: 1_000)
  /// The metadata of ``requirePasswordForPurchases``: defaults to `false`.
  public static let requirePasswordForPurchases = SettingMetadata(defaultValue: false)
}

/// Constraints on cellular settings: `ManagedSettings.CellularSettings`, the store's `cellular`
/// group.
public struct CellularSettings: StoredSettingsGroup, Equatable, Sendable {
  static let group = ManagedSettingsGroupName.cellular
  var values: [ManagedSetting: ManagedSettingValue] = [:]

  /// The group with nothing set, as a store that was never written returns it.
  public init() {}

  /// Whether to keep the user from changing which apps use cellular data; `nil` until set.
  public var lockAppCellularData: Bool? {
    get { flag(.lockAppCellularData) }
    set { setFlag(.lockAppCellularData, newValue) }
  }

  /// Whether to keep the user from changing their cellular plan; `nil` until set.
  public var lockCellularPlan: Bool? {
    get { flag(.lockCellularPlan) }
    set { setFlag(.lockCellularPlan, newValue) }
  }

  /// Whether to keep the user from changing their eSIM settings; `nil` until set.
  public var lockESIM: Bool? {
    get { flag(.lockESIM) }
    set { setFlag(.lockESIM, newValue) }
  }

  /// The metadata of ``lockAppCellularData``: defaults to `false`.
  public static let lockAppCellularData = SettingMetadata(defaultValue: false)
  /// The metadata of ``lockCellularPlan``: defaults to `false`.
  public static let lockCellularPlan = SettingMetadata(defaultValue: false)
  /// The metadata of ``lockESIM``: defaults to `false`.
  public static let lockESIM = SettingMetadata(defaultValue: false)
}

/// Constraints on the date and time: `ManagedSettings.DateAndTimeSettings`, the store's
/// `dateAndTime` group.
public struct DateAndTimeSettings: StoredSettingsGroup, Equatable, Sendable {
  static let group = ManagedSettingsGroupName.dateAndTime
  var values: [ManagedSetting: ManagedSettingValue] = [:]

  /// The group with nothing set, as a store that was never written returns it.
  public init() {}

  /// Whether to keep the user from changing the device's date and time; `nil` until set.
  public var requireAutomaticDateAndTime: Bool? {
    get { flag(.requireAutomaticDateAndTime) }
    set { setFlag(.requireAutomaticDateAndTime, newValue) }
  }

  /// The metadata of ``requireAutomaticDateAndTime``: defaults to `false`.
  public static let requireAutomaticDateAndTime = SettingMetadata(defaultValue: false)
}

/// Constraints on Game Center: `ManagedSettings.GameCenterSettings`, the store's `gameCenter`
/// group.
public struct GameCenterSettings: StoredSettingsGroup, Equatable, Sendable {
  static let group = ManagedSettingsGroupName.gameCenter
  var values: [ManagedSetting: ManagedSettingValue] = [:]

  /// The group with nothing set, as a store that was never written returns it.
  public init() {}

  /// Whether to keep the user from adding Game Center friends; `nil` until set.
  public var denyAddingFriends: Bool? {
    get { flag(.denyAddingFriends) }
    set { setFlag(.denyAddingFriends, newValue) }
  }

  /// Whether to keep the user from joining multiplayer games; `nil` until set.
  public var denyMultiplayerGaming: Bool? {
    get { flag(.denyMultiplayerGaming) }
    set { setFlag(.denyMultiplayerGaming, newValue) }
  }

  /// The metadata of ``denyAddingFriends``: defaults to `false`.
  public static let denyAddingFriends = SettingMetadata(defaultValue: false)
  /// The metadata of ``denyMultiplayerGaming``: defaults to `false`.
  public static let denyMultiplayerGaming = SettingMetadata(defaultValue: false)
}

/// Constraints on media content: `ManagedSettings.MediaSettings`, the store's `media` group.
public struct MediaSettings: StoredSettingsGroup, Equatable, Sendable {
  static let group = ManagedSettingsGroupName.media
  var values: [ManagedSetting: ManagedSettingValue] = [:]

  /// The group with nothing set, as a store that was never written returns it.
  public init() {}

  /// Whether to deny media the Books store categorizes as erotica; `nil` until set.
  public var denyBookstoreErotica: Bool? {
    get { flag(.denyBookstoreErotica) }
    set { setFlag(.denyBookstoreErotica, newValue) }
  }

  /// Whether to hide music and video tagged explicit; `nil` until set.
  public var denyExplicitContent: Bool? {
    get { flag(.denyExplicitContent) }
    set { setFlag(.denyExplicitContent, newValue) }
  }

  /// Whether to keep the user from Apple Music's streaming content; `nil` until set.
  public var denyMusicService: Bool? {
    get { flag(.denyMusicService) }
    set { setFlag(.denyMusicService, newValue) }
  }

  /// The highest movie rating the user may view (`1000` all, `500` NC-17, `400` R, `300`
  /// PG-13, `200` PG, `100` G, `0` none); `nil` until set.
  public var maximumMovieRating: Int? {
    get { rating(.maximumMovieRating) }
    set { setRating(.maximumMovieRating, newValue) }
  }

  /// The highest TV show rating the user may view (`1000` all, `600` TV-MA, `500` TV-14, `400`
  /// TV-PG, `300` TV-G, `200` TV-Y7, `100` TV-Y, `0` none); `nil` until set.
  public var maximumTVShowRating: Int? {
    get { rating(.maximumTVShowRating) }
    set { setRating(.maximumTVShowRating, newValue) }
  }

  /// The metadata of ``denyBookstoreErotica``: defaults to `false`.
  public static let denyBookstoreErotica = SettingMetadata(defaultValue: false)
  /// The metadata of ``denyExplicitContent``: defaults to `false`.
  public static let denyExplicitContent = SettingMetadata(defaultValue: false)
  /// The metadata of ``denyMusicService``: defaults to `false`.
  public static let denyMusicService = SettingMetadata(defaultValue: false)
  /// The metadata of ``maximumMovieRating``: defaults to `1000`, bounds `0...1000`.
  public static let maximumMovieRating = BoundedSettingMetadata(
    bounds: 0...1_000, defaultValue: 1_000)
  /// The metadata of ``maximumTVShowRating``: defaults to `1000`, bounds `0...1000`.
  public static let maximumTVShowRating = BoundedSettingMetadata(
    bounds: 0...1_000, defaultValue: 1_000)
}

/// Whether the user may change the passcode: `ManagedSettings.PasscodeSettings`, the store's
/// `passcode` group.
public struct PasscodeSettings: StoredSettingsGroup, Equatable, Sendable {
  static let group = ManagedSettingsGroupName.passcode
  var values: [ManagedSetting: ManagedSettingValue] = [:]

  /// The group with nothing set, as a store that was never written returns it.
  public init() {}

  /// Whether to keep the user from changing the device passcode; `nil` until set.
  public var lockPasscode: Bool? {
    get { flag(.lockPasscode) }
    set { setFlag(.lockPasscode, newValue) }
  }

  /// The metadata of ``lockPasscode``: defaults to `false`.
  public static let lockPasscode = SettingMetadata(defaultValue: false)
}

/// Constraints on Safari's AutoFill and cookies: `ManagedSettings.SafariSettings`, the store's
/// `safari` group.
///
/// Private browsing is not a setting of this group: any web content filter other than `.none`
/// disables it (`WebContentSettings.blockedByFilter`).
public struct SafariSettings: StoredSettingsGroup, Equatable, Sendable {
  static let group = ManagedSettingsGroupName.safari
  var values: [ManagedSetting: ManagedSettingValue] = [:]

  /// The group with nothing set, as a store that was never written returns it.
  public init() {}

  /// When Safari accepts cookies: `SafariSettings.CookiePolicy`.
  public enum CookiePolicy: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Safari accepts every cookie (the default).
    case always
    /// Safari accepts cookies only from the current website.
    case currentWebsite
    /// Safari accepts no cookies.
    case never
    /// Safari accepts cookies from websites the user visits.
    case visitedWebsites
  }

  /// When Safari accepts cookies; `nil` until set.
  public var cookiePolicy: CookiePolicy? {
    get {
      guard case .cookiePolicy(let policy)? = values[.cookiePolicy] else { return nil }
      return CookiePolicy(rawValue: policy.rawValue)
    }
    set {
      values[.cookiePolicy] = newValue.flatMap { CookiePolicyState(rawValue: $0.rawValue) }.map(
        ManagedSettingValue.cookiePolicy)
    }
  }

  /// Whether to turn Safari's AutoFill off; `nil` until set.
  public var denyAutoFill: Bool? {
    get { flag(.denyAutoFill) }
    set { setFlag(.denyAutoFill, newValue) }
  }

  /// The metadata of ``cookiePolicy``: defaults to `.always`.
  public static let cookiePolicy = SettingMetadata(defaultValue: CookiePolicy.always)
  /// The metadata of ``denyAutoFill``: defaults to `false`.
  public static let denyAutoFill = SettingMetadata(defaultValue: false)
}

/// Whether the user may use Siri: `ManagedSettings.SiriSettings`, the store's `siri` group.
public struct SiriSettings: StoredSettingsGroup, Equatable, Sendable {
  static let group = ManagedSettingsGroupName.siri
  var values: [ManagedSetting: ManagedSettingValue] = [:]

  /// The group with nothing set, as a store that was never written returns it.
  public init() {}

  /// Whether to keep the user from Siri; `nil` until set.
  public var denySiri: Bool? {
    get { flag(.denySiri) }
    set { setFlag(.denySiri, newValue) }
  }

  /// The metadata of ``denySiri``: defaults to `false`.
  public static let denySiri = SettingMetadata(defaultValue: false)
}
