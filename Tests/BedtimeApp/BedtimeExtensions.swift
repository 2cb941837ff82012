import Foundation
import ScreenTimeAPI

/// Shields the night's apps at the start of the interval, after checking on the user's
/// calendar that it is night: a late or repeated start in the morning does nothing.
nonisolated final class BedtimeMonitor: DeviceActivityMonitor {
  private let logger = Logger(subsystem: "com.example.bedtime", category: "monitor")
  private let store = ManagedSettingsStore(named: .init("bedtime"))

  override func intervalDidStart(for activity: DeviceActivityName) {
    guard let settings = BedtimeSettings.load(), let window = BedtimeWindow.load() else {
      os_log("no settings to apply", type: .error)
      return
    }
    let now = Date()
    guard window.contains(now) else {
      logger.notice("late start at hour \(Calendar.current.component(.hour, from: now))")
      return
    }
    store.shield.applications = settings.selection.applicationTokens
    let weekday = Calendar.current.component(.weekday, from: now)
    os_log("shielded %d apps on weekday %d", settings.selection.applicationTokens.count, weekday)
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    store.shield.applications = nil
    logger.info(
      "night over at \(DateFormatter.localizedString(from: Date(), dateStyle: .none, timeStyle: .short))"
    )
  }
}

/// "Bedtime" with the time it ends for the night's apps, a generic shield for anything else.
nonisolated final class BedtimeShieldConfiguration: ShieldConfigurationDataSource {
  static let generic = ShieldConfiguration(
    title: .init(text: "Not now", color: .label),
    primaryButtonLabel: .init(text: "OK", color: .white))

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    guard let token = application.token, let settings = BedtimeSettings.load(),
      settings.selection.applicationTokens.contains(token)
    else { return Self.generic }
    let formatter = DateFormatter()
    formatter.dateFormat = "EEEE HH:mm zzz"
    let now = Date()
    let end = BedtimeWindow.load()?.nextEnd(after: now)
    let tip = ["Sleep well.", "Phone down.", "Rest now."].randomElement() ?? ""
    let back = end.map { "Back at \($0.formatted(date: .omitted, time: .shortened)). " } ?? ""
    return ShieldConfiguration(
      title: .init(text: "Bedtime", color: .label),
      subtitle: .init(
        text:
          "\(back)It is \(formatter.string(from: now)) in \(TimeZone.current.identifier). \(tip)",
        color: .secondaryLabel),
      primaryButtonLabel: .init(text: "OK", color: .white))
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    configuration(shielding: application)
  }
}

/// Closes the app, counting presses in the extension's own defaults.
nonisolated final class BedtimeShieldAction: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    let presses = UserDefaults.standard.integer(forKey: "presses") + 1
    UserDefaults.standard.set(presses, forKey: "presses")
    print("press", presses, "at", Date().timeIntervalSince1970)
    completionHandler(.close)
  }
}
