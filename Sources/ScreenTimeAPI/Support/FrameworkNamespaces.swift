/// The names of `FamilyControls`, for code that qualifies a type with its framework.
///
/// Apple's types live in four modules; here they live in one. App code that writes
/// `FamilyControls.FamilyActivitySelection` (to tell it apart from a type of its own) finds the
/// type through this namespace. It has no members of its own.
public enum FamilyControls {
  public typealias AuthorizationCenter = ScreenTimeAPI.AuthorizationCenter
  public typealias AuthorizationStatus = ScreenTimeAPI.AuthorizationStatus
  public typealias FamilyActivityData = ScreenTimeAPI.FamilyActivityData
  public typealias FamilyActivitySelection = ScreenTimeAPI.FamilyActivitySelection
  public typealias FamilyControlsError = ScreenTimeAPI.FamilyControlsError
  public typealias FamilyControlsMember = ScreenTimeAPI.FamilyControlsMember
}

/// The names of `ManagedSettings`, for code that qualifies a type with its framework.
///
/// `ManagedSettings.Application`, for example, tells Screen Time's app wrapper apart from an
/// app's own `Application` type.
public enum ManagedSettings {
  public typealias AccountSettings = ScreenTimeAPI.AccountSettings
  public typealias ActivityCategory = ScreenTimeAPI.ActivityCategory
  public typealias ActivityCategoryToken = ScreenTimeAPI.ActivityCategoryToken
  public typealias Application = ScreenTimeAPI.Application
  public typealias ApplicationSettings = ScreenTimeAPI.ApplicationSettings
  public typealias ApplicationToken = ScreenTimeAPI.ApplicationToken
  public typealias AppStoreSettings = ScreenTimeAPI.AppStoreSettings
  public typealias BoundedSettingMetadata = ScreenTimeAPI.BoundedSettingMetadata
  public typealias CellularSettings = ScreenTimeAPI.CellularSettings
  public typealias DateAndTimeSettings = ScreenTimeAPI.DateAndTimeSettings
  public typealias GameCenterSettings = ScreenTimeAPI.GameCenterSettings
  public typealias ManagedSettingsGroup = ScreenTimeAPI.ManagedSettingsGroup
  public typealias ManagedSettingsStore = ScreenTimeAPI.ManagedSettingsStore
  public typealias MediaSettings = ScreenTimeAPI.MediaSettings
  public typealias PasscodeSettings = ScreenTimeAPI.PasscodeSettings
  public typealias SafariSettings = ScreenTimeAPI.SafariSettings
  public typealias SettingMetadata = ScreenTimeAPI.SettingMetadata
  public typealias ShieldAction = ScreenTimeAPI.ShieldAction
  public typealias ShieldActionDelegate = ScreenTimeAPI.ShieldActionDelegate
  public typealias ShieldActionResponse = ScreenTimeAPI.ShieldActionResponse
  public typealias ShieldSettings = ScreenTimeAPI.ShieldSettings
  public typealias SiriSettings = ScreenTimeAPI.SiriSettings
  public typealias Token = ScreenTimeAPI.Token
  public typealias WebContentSettings = ScreenTimeAPI.WebContentSettings
  public typealias WebDomain = ScreenTimeAPI.WebDomain
  public typealias WebDomainToken = ScreenTimeAPI.WebDomainToken
}

/// The names of `ManagedSettingsUI`, for code that qualifies a type with its framework.
public enum ManagedSettingsUI {
  public typealias ShieldConfiguration = ScreenTimeAPI.ShieldConfiguration
  public typealias ShieldConfigurationDataSource = ScreenTimeAPI.ShieldConfigurationDataSource
}

/// The names of `DeviceActivity`, for code that qualifies a type with its framework.
///
/// `extension DeviceActivity.DeviceActivityReport.Context { ... }` is a common way to declare
/// report contexts.
public enum DeviceActivity {
  public typealias DeviceActivityCenter = ScreenTimeAPI.DeviceActivityCenter
  public typealias DeviceActivityEvent = ScreenTimeAPI.DeviceActivityEvent
  public typealias DeviceActivityMonitor = ScreenTimeAPI.DeviceActivityMonitor
  public typealias DeviceActivityName = ScreenTimeAPI.DeviceActivityName
  public typealias DeviceActivityReport = ScreenTimeAPI.DeviceActivityReport
  public typealias DeviceActivitySchedule = ScreenTimeAPI.DeviceActivitySchedule
}
