import Foundation

// The extensions of a small focus app, written the way they are written for a device.
//
// This file compiles against the simulator's `ScreenTimeAPI` and, with the imports below, against
// Apple's ManagedSettings, ManagedSettingsUI and DeviceActivity: the only difference is the
// import, plus reading the clock and the App Group through the simulator's stand-ins.
#if canImport(ManagedSettingsUI)
  import DeviceActivity
  import FamilyControls
  import ManagedSettings
  import ManagedSettingsUI
  import UIKit
#else
  import ScreenTimeAPI
#endif

/// What the focus app keeps in its App Group: the user's selection, JSON-encoded.
enum FocusShared {
  static let selectionKey = "focus.selection"

  static func selection() -> FamilyActivitySelection? {
    #if canImport(ManagedSettingsUI)
      let data = UserDefaults(suiteName: "group.example.focus")?.data(forKey: selectionKey)
    #else
      let data = try? AppGroupContainer.shared.data(forKey: selectionKey)
    #endif
    return data.flatMap { try? JSONDecoder().decode(FamilyActivitySelection.self, from: $0) }
  }
}

/// Shields: "Focus" for what the user picked, a generic shield for any other token.
final class FocusShieldConfiguration: ShieldConfigurationDataSource {
  static let generic = ShieldConfiguration(
    title: .init(text: "Not now", color: .label),
    primaryButtonLabel: .init(text: "OK", color: .white))

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    guard let token = application.token,
      FocusShared.selection()?.applicationTokens.contains(token) == true
    else { return Self.generic }
    return ShieldConfiguration(
      title: .init(text: "Focus", color: .label),
      subtitle: .init(
        text: "\(application.localizedDisplayName ?? "This app") waits until later.",
        color: .secondaryLabel),
      primaryButtonLabel: .init(text: "OK", color: .white))
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    configuration(shielding: application)
  }
}

/// Button presses: always `.close`, exactly once.
final class FocusShieldAction: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }
}

/// The focus schedule: shield the selection while the interval lasts.
final class FocusMonitor: DeviceActivityMonitor {
  override func intervalDidStart(for activity: DeviceActivityName) {
    super.intervalDidStart(for: activity)
    guard let selection = FocusShared.selection() else { return }
    ManagedSettingsStore(named: .init("focus")).shield.applications = selection.applicationTokens
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    super.intervalDidEnd(for: activity)
    ManagedSettingsStore(named: .init("focus")).shield.applications = nil
  }
}
