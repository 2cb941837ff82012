/// A piece of the Screen Time frameworks that appeared in a given iOS release (spec section 7).
///
/// The simulated API checks these before doing anything version-dependent; calling one on an
/// older system is an app error (`api.unavailable`), never a crash.
public enum APIFeature: String, CaseIterable, Hashable, Sendable {
  /// `AuthorizationCenter`, selections, the picker, the default store, shields, DeviceActivity.
  case screenTimeFrameworks =
    "authorization (child only), selection, picker, stores (default only), shields, DeviceActivity"
  /// `FamilyControlsMember.individual` and `requestAuthorization(for:)`.
  case individualAuthorization = ".individual and requestAuthorization(for:)"
  /// `ManagedSettingsStore(named:)` and `ManagedSettingsStore.Name`.
  case namedStores = "named stores"
  /// `ManagedSettingsStore.clearAllSettings()`.
  case clearAllSettings = "clearAllSettings()"
  /// `DeviceActivityEvent.includesPastActivity`.
  case includesPastActivity = "includesPastActivity"
  /// `ShieldConfiguration.secondaryButtonSubmenuItems` and the submenu `ShieldAction` cases.
  case shieldSubmenu = "shield submenu items and their actions"
  /// `AuthorizationStatus.approvedWithDataAccess` and `FamilyControlsError.unauthorized`.
  case dataAccessAuthorization = "approvedWithDataAccess, FamilyControlsError.unauthorized"
  /// `FamilyActivityData`.
  case familyActivityData = "FamilyActivityData"
  /// `ManagedSettingsStore.refresh(_:)`.
  case tokenRefresh = "refresh(_:)"
  /// `ManagedSettingsStore.TokenExpiryMessage`.
  case tokenExpiryMessage = "TokenExpiryMessage"
  /// `ShieldActionResponse.openParentalControlsApp`.
  case openParentalControlsApp = ".openParentalControlsApp"
  /// `ManagedSettingsStore.isActive`.
  case storeIsActive = "isActive"
  /// `ManagedSettingsStore.stores`.
  case storeEnumeration = "stores"
  /// `ManagedSettingsStore.deleteStore()` and `deleteStores(_:)`.
  case deleteStore = "deleteStore"

  /// The first release that has it.
  public var introduced: SystemVersion {
    switch self {
    case .screenTimeFrameworks: SystemVersion(15, 0)
    case .individualAuthorization, .namedStores, .clearAllSettings: SystemVersion(16, 0)
    case .includesPastActivity: SystemVersion(17, 4)
    case .shieldSubmenu, .dataAccessAuthorization, .familyActivityData: SystemVersion(26, 4)
    case .tokenRefresh, .tokenExpiryMessage, .openParentalControlsApp, .storeIsActive,
      .storeEnumeration, .deleteStore:
      SystemVersion(26, 5)
    }
  }

  /// Whether a device running `version` has it.
  public func isAvailable(on version: SystemVersion) -> Bool {
    version >= introduced
  }
}
