import Foundation
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting

private let logger = Logger(subsystem: "com.example.bedtime", category: "app")

/// Bedtime: shields the apps the user picked during the night, written the way open-source
/// Screen Time apps are (``BedtimeSettings``).
///
/// The module's default isolation is the main actor, as in a new Xcode 26 app target; its
/// extensions are `nonisolated`, as their superclasses are.
public final class BedtimeApp: ScreenTimeApp {
  /// The app as `Stsim.main(apps:)` takes it.
  public nonisolated static let entry = PolicyEntry(
    name: "bedtime", mistakes: [], diagnosticCodes: ["log"], errorCodes: []
  ) { _, _, _ in bundle }

  /// What the app has no feature for.
  public nonisolated static let unsupportedSteps: Set<AppStep> = [
    .revokeAuthorization, .pickAllowList, .cancelPicker, .disable, .enable, .delete,
    .restore, .sync, .refreshTokens, .applicationSettings, .webContentSettings, .reportStatus,
  ]

  /// The app's bundle.
  public nonisolated static let bundle = AppBundle(
    name: "bedtime", mainApp: { BedtimeApp() },
    shieldConfiguration: { BedtimeShieldConfiguration() },
    shieldAction: { BedtimeShieldAction() }, monitor: { BedtimeMonitor() },
    genericShield: BedtimeShieldConfiguration.generic, unsupportedSteps: unsupportedSteps)

  private let store = ManagedSettingsStore(named: .init("bedtime"))

  public func userDidRequestAuthorization() {
    Task {
      do {
        try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
        logger.info("authorized at \(Date().formatted(date: .omitted, time: .shortened))")
      } catch {
        logger.error("authorization failed: \(error)")
      }
    }
  }

  public func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) {
    var settings = BedtimeSettings.load() ?? BedtimeSettings()
    settings.selection = selection
    settings.pickedAt = Date()
    settings.save()
    UserDefaults.standard.set(UserDefaults.standard.integer(forKey: "picks") + 1, forKey: "picks")
    print("picked", selection.applicationTokens.count, "apps for", profile, "as", settings.id)
    logger.info(
      "saved \(selection.applicationTokens.count) apps for \(profile, privacy: .public) as \(settings.id)"
    )
  }

  public func schedule(profile: String, plan: MonitoringPlan) {
    guard let schedule = plan.schedules.first, let start = schedule.intervalStart.hour,
      let end = schedule.intervalEnd.hour
    else { return }
    do {
      try BedtimeWindow(startHour: start, endHour: end).save()
      try DeviceActivityCenter().startMonitoring(.init("bedtime"), during: schedule)
    } catch {
      logger.error("could not schedule: \(error)")
    }
  }

  public func blockNow(profile: String) {
    store.shield.applications = BedtimeSettings.load()?.selection.applicationTokens
  }

  public func unblock(profile: String) {
    store.shield.applications = nil
  }

  public func savedSelections() -> [String: FamilyActivitySelection]? {
    BedtimeSettings.load().map { ["bedtime": $0.selection] } ?? [:]
  }
}
