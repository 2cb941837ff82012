import Foundation
import Testing

/// `ScreenTimeAPI` holds Apple's names and the device services app code calls, and nothing of
/// the harness: `AppBundle`, `ScreenTimeApp`, the plans and the reports live in
/// `ScreenTimeHosting`, so an app's own type named like one of them never meets them.
struct NamespaceTests {
  /// The names of Apple's frameworks (FamilyControls, ManagedSettings, ManagedSettingsUI,
  /// DeviceActivity, and the UIKit and SwiftUI types their values carry) the module declares.
  static let apples: Set<String> = [
    "AccountSettings", "ActivityCategory", "ActivityCategoryToken", "AppStoreSettings",
    "Application", "ApplicationSettings", "ApplicationToken", "AuthorizationCenter",
    "AuthorizationStatus", "BoundedSettingMetadata", "CellularSettings", "Color",
    "DateAndTimeSettings", "DeviceActivity", "DeviceActivityCenter", "DeviceActivityEvent",
    "DeviceActivityMonitor", "DeviceActivityName", "DeviceActivityReport",
    "DeviceActivitySchedule", "FamilyActivityData", "FamilyActivitySelection", "FamilyControls",
    "FamilyControlsError", "FamilyControlsMember", "GameCenterSettings", "ManagedSettings",
    "ManagedSettingsGroup", "ManagedSettingsStore", "ManagedSettingsUI", "MediaSettings",
    "PasscodeSettings", "SafariSettings", "SettingMetadata", "ShieldAction",
    "ShieldActionDelegate", "ShieldActionResponse", "ShieldConfiguration",
    "ShieldConfigurationDataSource", "ShieldSettings", "SiriSettings", "Token", "UIBlurEffect",
    "UIColor", "UIImage", "WebContentSettings", "WebDomain", "WebDomainToken",
    // Combine's, which a file that imports FamilyControls gets through SwiftUI on a device.
    "AnyCancellable", "ObservableObject", "Published", "ObservableObjectPublisher",
    // Linux only (each behind `#if !canImport(...)` of its framework): SwiftUI's, UIKit's
    // drawing and UserNotifications'. Foundation's localization is in `FoundationStandIns`.
    "LocalizedStringKey", "Text", "Binding", "ObservedObject",
    "StateObject", "UIFont", "UIGraphicsImageRenderer", "UIGraphicsImageRendererContext",
    "UIGraphicsImageRendererFormat", "NSTextAlignment", "NSLineBreakMode", "NSParagraphStyle",
    "NSMutableParagraphStyle", "NSStringDrawingOptions", "NSStringDrawingContext",
    "UNUserNotificationCenter", "UNUserNotificationCenterDelegate", "UNNotificationContent",
    "UNMutableNotificationContent", "UNNotificationRequest", "UNNotification",
    "UNNotificationTrigger", "UNTimeIntervalNotificationTrigger", "UNCalendarNotificationTrigger",
    "UNNotificationSound", "UNNotificationSoundName", "UNNotificationInterruptionLevel",
    "UNAuthorizationOptions", "UNAuthorizationStatus", "UNNotificationSettings",
    "UNNotificationSetting",
  ]

  /// What app code calls of the simulated device that Apple's frameworks do not name.
  static let deviceServices: Set<String> = [
    "AppDiagnostics", "AppGroupContainer", "AppPrivateStorage", "AppUserInterface",
    "BackendClient", "DeviceClock", "DeviceRandom", "OSAvailability", "SimulatedCrash",
    "SystemPublished", "SystemPublisherCompletion",
  ]

  /// The names Linux's Foundation lacks and a device's has (with Core Foundation's, which it
  /// brings), which `FoundationStandIns` declares (its types, nested ones included) for every
  /// file of an app's module.
  static let foundations: Set<String> = [
    "LocalizedStringResource", "LocalizationValue", "StringInterpolation", "BundleDescription",
    "CFString", "CFDictionary", "CFIndex", "CFNotificationCenter", "CFNotificationName",
    "CFNotificationSuspensionBehavior", "CFNotificationCallback",
  ]

  @Test func foundationStandInsDeclaresOnlyFoundationsNames() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/FoundationStandIns")
    let declaration =
      #/^\s*(?:public|open) (?:final )?(?:struct|enum|class|protocol|typealias|actor) (\w+)/#
    var names: Set<String> = []
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = try declaration.firstMatch(in: String(line)) {
          names.insert(String(match.1))
        }
      }
    }
    #expect(names == Self.foundations)
  }

  @Test func everyPublicTypeIsApplesOrADeviceService() throws {
    let sources = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/ScreenTimeAPI")
    let declaration =
      #/^(?:@\w+(?:\([^)]*\))? )*(?:public|open) (?:final )?(?:struct|enum|class|protocol|typealias|actor) (\w+)/#
    var names: Set<String> = []
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    for case let file as String in files where file.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = try declaration.firstMatch(in: String(line)) {
          names.insert(String(match.1))
        }
      }
    }
    #expect(names.contains("ManagedSettingsStore"))
    let foreign = names.subtracting(Self.apples).subtracting(Self.deviceServices)
    #expect(
      foreign.isEmpty, "ScreenTimeAPI declares names that are not Apple's: \(foreign.sorted())")
    for harness in [
      "AppBundle", "ScreenTimeApp", "MonitoringPlan", "ProfileReport", "ShieldedItem",
    ] {
      #expect(!names.contains(harness), "\(harness) belongs in ScreenTimeHosting")
    }
  }
}
