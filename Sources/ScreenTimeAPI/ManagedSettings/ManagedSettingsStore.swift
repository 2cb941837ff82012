import Foundation
import ScreenTimeModel
import SimulationEngine

/// A named set of settings the app asks the system to enforce.
///
/// Mirrors `ManagedSettings.ManagedSettingsStore`: stores with the same name in the app and its
/// extensions are the same store; reading a setting returns exactly what was written, not what
/// the device enforces. Named stores, `clearAllSettings()` and the 26.5 members check the
/// simulated OS version; calling them on an older OS records `api.unavailable` and does nothing.
public final class ManagedSettingsStore: Sendable {
  /// The store's name: `ManagedSettingsStore.Name` (iOS 16).
  public struct Name: Hashable, Sendable, RawRepresentable {
    /// The store's name; stores with the same name in the app and its extensions are the same
    /// store.
    public var rawValue: String

    /// The store named `rawValue`.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The store named `rawValue`, as `RawRepresentable` builds it.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The default store's name.
    public static let `default` = Name("default")
  }

  /// The store's name.
  public let name: Name
  /// Whether the name is usable on this OS (named stores need iOS 16).
  private let isUsable: Bool

  /// The default store.
  public init() {
    name = .default
    isUsable = true
    Simulator.device.touchStore(name.rawValue)
  }

  /// The store named `name` (iOS 16).
  public init(named name: Name) {
    self.name = name
    isUsable = name == .default || Simulator.require(.namedStores)
    if isUsable { Simulator.device.touchStore(name.rawValue) }
  }

  /// The store's shield settings.
  public var shield: ShieldSettings {
    get {
      guard isUsable else { return ShieldSettings() }
      return ShieldSettings(state: Simulator.device.storeSettings(name.rawValue))
    }
    set {
      guard isUsable else { return }
      Simulator.device.writeStore(name.rawValue, newValue.state, clears: false)
    }
  }

  /// The store's application settings: apps to block, and whether apps may be installed or
  /// removed.
  ///
  /// Reading returns exactly what was written; what the device enforces is the union over the
  /// app's enforced stores.
  public var application: ApplicationSettings {
    get {
      guard isUsable else { return ApplicationSettings() }
      return ApplicationSettings(state: Simulator.device.applicationSettings(name.rawValue))
    }
    set {
      guard isUsable else { return }
      Simulator.device.writeApplicationSettings(name.rawValue, newValue.state)
    }
  }

  /// The store's web content filter.
  ///
  /// Reading returns exactly what was written; a domain any enforced store's filter blocks
  /// does not load.
  public var webContent: WebContentSettings {
    get {
      guard isUsable else { return WebContentSettings() }
      return WebContentSettings(state: Simulator.device.webContentSettings(name.rawValue))
    }
    set {
      guard isUsable else { return }
      Simulator.device.writeWebContentSettings(name.rawValue, newValue.state)
    }
  }

  // MARK: - The other groups

  /// The store's account settings.
  public var account: AccountSettings {
    get { group() }
    set { write(newValue) }
  }

  /// The store's App Store settings.
  public var appStore: AppStoreSettings {
    get { group() }
    set { write(newValue) }
  }

  /// The store's cellular settings.
  public var cellular: CellularSettings {
    get { group() }
    set { write(newValue) }
  }

  /// The store's date and time settings.
  public var dateAndTime: DateAndTimeSettings {
    get { group() }
    set { write(newValue) }
  }

  /// The store's Game Center settings.
  public var gameCenter: GameCenterSettings {
    get { group() }
    set { write(newValue) }
  }

  /// The store's media settings.
  public var media: MediaSettings {
    get { group() }
    set { write(newValue) }
  }

  /// The store's passcode settings.
  public var passcode: PasscodeSettings {
    get { group() }
    set { write(newValue) }
  }

  /// The store's Safari settings.
  public var safari: SafariSettings {
    get { group() }
    set { write(newValue) }
  }

  /// The store's Siri settings.
  public var siri: SiriSettings {
    get { group() }
    set { write(newValue) }
  }

  /// Sets one setting of the other groups, reading the group and writing it back as app code
  /// does (`store.appStore.denyInAppPurchases = true`); `nil` clears it.
  package func set(_ setting: ManagedSetting, to value: ManagedSettingValue?) {
    guard isUsable else { return }
    var values = Simulator.device.groupSettings(name.rawValue, setting.group)
    values[setting] = value
    Simulator.device.writeGroupSettings(name.rawValue, setting.group, values)
  }

  /// Reading a group back: exactly what was written.
  private func group<Group: StoredSettingsGroup>() -> Group {
    guard isUsable else { return Group() }
    return Group(values: Simulator.device.groupSettings(name.rawValue, Group.group))
  }

  /// Replacing a group in one write.
  private func write<Group: StoredSettingsGroup>(_ group: Group) {
    guard isUsable else { return }
    Simulator.device.writeGroupSettings(name.rawValue, Group.group, group.values)
  }

  /// Removes every setting of this store, in every group (iOS 16).
  public func clearAllSettings() {
    guard isUsable, Simulator.require(.clearAllSettings) else { return }
    Simulator.device.clearStore(name.rawValue)
  }

  /// Whether the system enforces this store's settings (iOS 26.5); they stay stored when not.
  public var isActive: Bool {
    get {
      guard isUsable, Simulator.require(.storeIsActive) else { return true }
      return Simulator.device.storeIsActive(name.rawValue)
    }
    set {
      guard isUsable, Simulator.require(.storeIsActive) else { return }
      Simulator.device.setStoreActive(name.rawValue, newValue)
    }
  }

  /// Deletes this store and its settings (iOS 26.5).
  public func deleteStore() {
    guard isUsable, Simulator.require(.deleteStore) else { return }
    Simulator.device.deleteStore(name.rawValue)
  }

  /// Deletes the named stores (iOS 26.5).
  public static func deleteStores(_ storeNames: Set<Name>) {
    guard Simulator.require(.deleteStore) else { return }
    for name in storeNames.sorted(by: { $0.rawValue < $1.rawValue }) {
      Simulator.device.deleteStore(name.rawValue)
    }
  }

  /// The names of the stores the app has created (iOS 26.5).
  public static var stores: Set<Name> {
    guard Simulator.require(.storeEnumeration) else { return [] }
    return Set(Simulator.device.storeNames.map { Name(rawValue: $0) })
  }

  // MARK: - Token refresh (iOS 26.5)

  /// Replaces expired app tokens with current ones, in place (iOS 26.5).
  ///
  /// The contract is undocumented; the simulator replaces each token that is no longer current
  /// with its item's current token, keeps the order, and throws when the app is not authorized
  /// or a token cannot be refreshed (it belongs to an earlier authorization).
  ///
  /// - Throws: ``FamilyControlsError/unauthorized`` or ``FamilyControlsError/invalidArgument``.
  public static func refresh(_ tokens: inout [ApplicationToken]) throws {
    tokens = try refreshed(tokens)
  }

  /// Replaces expired category tokens with current ones, in place (iOS 26.5).
  ///
  /// - Throws: ``FamilyControlsError/unauthorized`` or ``FamilyControlsError/invalidArgument``.
  public static func refresh(_ tokens: inout [ActivityCategoryToken]) throws {
    tokens = try refreshed(tokens)
  }

  /// Replaces expired web domain tokens with current ones, in place (iOS 26.5).
  ///
  /// - Throws: ``FamilyControlsError/unauthorized`` or ``FamilyControlsError/invalidArgument``.
  public static func refresh(_ tokens: inout [WebDomainToken]) throws {
    tokens = try refreshed(tokens)
  }

  private static func refreshed<T>(_ tokens: [Token<T>]) throws -> [Token<T>] {
    guard Simulator.require(.tokenRefresh) else { throw FamilyControlsError.unavailable }
    do {
      return try Simulator.device.refreshTokens(tokens.map(\.opaque)).map { Token<T>($0) }
    } catch {
      throw error == .unauthorized
        ? FamilyControlsError.unauthorized : FamilyControlsError.invalidArgument
    }
  }

  /// Posted when the system considers some of the app's tokens expired (iOS 26.5).
  ///
  /// Mirrors `ManagedSettingsStore.TokenExpiryMessage`, whose payload Apple does not document.
  /// The simulator delivers it to the main app through
  /// `ScreenTimeApp.tokensDidExpire(_:)` (ScreenTimeHosting) when the app next runs, instead of through the typed
  /// `NotificationCenter` message API.
  public struct TokenExpiryMessage: Sendable, Equatable {
    package init() {}
  }
}
