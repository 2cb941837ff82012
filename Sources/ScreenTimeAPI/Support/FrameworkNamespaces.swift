/// The names of `FamilyControls`, for code that qualifies a type with its framework.
///
/// Apple's types live in four modules; here they live in one. App code that writes
/// `FamilyControls.FamilyActivitySelection` (to tell it apart from a type of its own) finds the
/// type through this namespace. It has no members of its own.
public enum FamilyControls {
  /// The `FamilyControls` name of `AuthorizationCenter`.
  public typealias AuthorizationCenter = ScreenTimeAPI.AuthorizationCenter
  /// The `FamilyControls` name of `AuthorizationStatus`.
  public typealias AuthorizationStatus = ScreenTimeAPI.AuthorizationStatus
  /// The `FamilyControls` name of `FamilyActivityData`.
  public typealias FamilyActivityData = ScreenTimeAPI.FamilyActivityData
  /// The `FamilyControls` name of `FamilyActivitySelection`.
  public typealias FamilyActivitySelection = ScreenTimeAPI.FamilyActivitySelection
  /// The `FamilyControls` name of `FamilyControlsError`.
  public typealias FamilyControlsError = ScreenTimeAPI.FamilyControlsError
  /// The `FamilyControls` name of `FamilyControlsMember`.
  public typealias FamilyControlsMember = ScreenTimeAPI.FamilyControlsMember
}

/// The names of `ManagedSettings`, for code that qualifies a type with its framework.
///
/// `ManagedSettings.Application`, for example, tells Screen Time's app wrapper apart from an
/// app's own `Application` type.
public enum ManagedSettings {
  /// The `ManagedSettings` name of `AccountSettings`.
  public typealias AccountSettings = ScreenTimeAPI.AccountSettings
  /// The `ManagedSettings` name of `ActivityCategory`.
  public typealias ActivityCategory = ScreenTimeAPI.ActivityCategory
  /// The `ManagedSettings` name of `ActivityCategoryToken`.
  public typealias ActivityCategoryToken = ScreenTimeAPI.ActivityCategoryToken
  /// The `ManagedSettings` name of `Application`.
  public typealias Application = ScreenTimeAPI.Application
  /// The `ManagedSettings` name of `ApplicationSettings`.
  public typealias ApplicationSettings = ScreenTimeAPI.ApplicationSettings
  /// The `ManagedSettings` name of `ApplicationToken`.
  public typealias ApplicationToken = ScreenTimeAPI.ApplicationToken
  /// The `ManagedSettings` name of `AppStoreSettings`.
  public typealias AppStoreSettings = ScreenTimeAPI.AppStoreSettings
  /// The `ManagedSettings` name of `BoundedSettingMetadata`.
  public typealias BoundedSettingMetadata = ScreenTimeAPI.BoundedSettingMetadata
  /// The `ManagedSettings` name of `CellularSettings`.
  public typealias CellularSettings = ScreenTimeAPI.CellularSettings
  /// The `ManagedSettings` name of `DateAndTimeSettings`.
  public typealias DateAndTimeSettings = ScreenTimeAPI.DateAndTimeSettings
  /// The `ManagedSettings` name of `GameCenterSettings`.
  public typealias GameCenterSettings = ScreenTimeAPI.GameCenterSettings
  /// The `ManagedSettings` name of `ManagedSettingsGroup`.
  public typealias ManagedSettingsGroup = ScreenTimeAPI.ManagedSettingsGroup
  /// The `ManagedSettings` name of `ManagedSettingsStore`.
  public typealias ManagedSettingsStore = ScreenTimeAPI.ManagedSettingsStore
  /// The `ManagedSettings` name of `MediaSettings`.
  public typealias MediaSettings = ScreenTimeAPI.MediaSettings
  /// The `ManagedSettings` name of `PasscodeSettings`.
  public typealias PasscodeSettings = ScreenTimeAPI.PasscodeSettings
  /// The `ManagedSettings` name of `SafariSettings`.
  public typealias SafariSettings = ScreenTimeAPI.SafariSettings
  /// The `ManagedSettings` name of `SettingMetadata`.
  public typealias SettingMetadata = ScreenTimeAPI.SettingMetadata
  /// The `ManagedSettings` name of `ShieldAction`.
  public typealias ShieldAction = ScreenTimeAPI.ShieldAction
  /// The `ManagedSettings` name of `ShieldActionDelegate`.
  public typealias ShieldActionDelegate = ScreenTimeAPI.ShieldActionDelegate
  /// The `ManagedSettings` name of `ShieldActionResponse`.
  public typealias ShieldActionResponse = ScreenTimeAPI.ShieldActionResponse
  /// The `ManagedSettings` name of `ShieldSettings`.
  public typealias ShieldSettings = ScreenTimeAPI.ShieldSettings
  /// The `ManagedSettings` name of `SiriSettings`.
  public typealias SiriSettings = ScreenTimeAPI.SiriSettings
  /// The `ManagedSettings` name of `Token`.
  public typealias Token = ScreenTimeAPI.Token
  /// The `ManagedSettings` name of `WebContentSettings`.
  public typealias WebContentSettings = ScreenTimeAPI.WebContentSettings
  /// The `ManagedSettings` name of `WebDomain`.
  public typealias WebDomain = ScreenTimeAPI.WebDomain
  /// The `ManagedSettings` name of `WebDomainToken`.
  public typealias WebDomainToken = ScreenTimeAPI.WebDomainToken
}

/// The names of `ManagedSettingsUI`, for code that qualifies a type with its framework.
public enum ManagedSettingsUI {
  /// The `ManagedSettingsUI` name of `ShieldConfiguration`.
  public typealias ShieldConfiguration = ScreenTimeAPI.ShieldConfiguration
  /// The `ManagedSettingsUI` name of `ShieldConfigurationDataSource`.
  public typealias ShieldConfigurationDataSource = ScreenTimeAPI.ShieldConfigurationDataSource
}

/// The names of `DeviceActivity`, for code that qualifies a type with its framework.
///
/// `extension DeviceActivity.DeviceActivityReport.Context { ... }` is a common way to declare
/// report contexts.
public enum DeviceActivity {
  /// The `DeviceActivity` name of `DeviceActivityCenter`.
  public typealias DeviceActivityCenter = ScreenTimeAPI.DeviceActivityCenter
  /// The `DeviceActivity` name of `DeviceActivityEvent`.
  public typealias DeviceActivityEvent = ScreenTimeAPI.DeviceActivityEvent
  /// The `DeviceActivity` name of `DeviceActivityMonitor`.
  public typealias DeviceActivityMonitor = ScreenTimeAPI.DeviceActivityMonitor
  /// The `DeviceActivity` name of `DeviceActivityName`.
  public typealias DeviceActivityName = ScreenTimeAPI.DeviceActivityName
  /// The `DeviceActivity` name of `DeviceActivityReport`.
  public typealias DeviceActivityReport = ScreenTimeAPI.DeviceActivityReport
  /// The `DeviceActivity` name of `DeviceActivitySchedule`.
  public typealias DeviceActivitySchedule = ScreenTimeAPI.DeviceActivitySchedule
}
