import Foundation

/// Copy as apps keep it in shared model files that import only Foundation: on a device
/// Foundation has `String(localized:)`, `LocalizedStringResource`, `autoreleasepool` and Core
/// Foundation's Darwin notify center, and on Linux the plugin's file makes them visible here,
/// with `MemberImportVisibility` on as in every target of this package.
enum FoundationOnlyCopy {
  static let title: LocalizedStringResource = "Time for a break"

  static let subtitle = LocalizedStringResource(
    "shield.subtitle", defaultValue: "Back at \(7):00", table: "Shield")

  static let button: String.LocalizationValue = "Open \("Notes")"

  static func minutesLeft(_ minutes: Int) -> String {
    String(localized: "\(minutes) minutes left", comment: "The monitor's reminder")
  }

  static func keyed() -> String {
    String(localized: "monitor.ended", defaultValue: "Focus ended")
  }

  static func resolved(_ resource: LocalizedStringResource) -> String {
    autoreleasepool { String(localized: resource) }
  }

  /// Tells the main app, as an extension does, written as apps write it.
  static func tellTheApp(_ name: String) {
    let center = CFNotificationCenterGetDarwinNotifyCenter()
    CFNotificationCenterPostNotification(
      center, CFNotificationName(name as CFString), nil, nil, true)
  }
}
