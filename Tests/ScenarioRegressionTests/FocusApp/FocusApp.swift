import Foundation
import ScreenTimeAPI
import ScreenTimeHosting

/// The main app of a small focus app: authorization, one selection, block now, a schedule.
///
/// It is written only against `ScreenTimeAPI`, as a team would write its own app to run it
/// through scenario files.
final class FocusApp: ScreenTimeApp {
  nonisolated static let bundle = AppBundle(
    name: "focus", mainApp: { FocusApp() }, shieldConfiguration: { FocusShieldConfiguration() },
    shieldAction: { FocusShieldAction() }, monitor: { FocusMonitor() },
    genericShield: FocusShieldConfiguration.generic)

  private let store = ManagedSettingsStore(named: .init("focus"))

  func userDidRequestAuthorization() {
    Task {
      do {
        try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
      } catch let error as FamilyControlsError {
        AppUserInterface.showError("auth.\(error.name)")
      } catch {
        AppUserInterface.showError("auth.failed")
      }
    }
  }

  func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try? AppGroupContainer.shared.set(
      try? encoder.encode(selection), forKey: FocusShared.selectionKey)
  }

  func blockNow(profile: String) {
    store.shield.applications = FocusShared.selection()?.applicationTokens
  }

  func unblock(profile: String) {
    store.shield.applications = nil
  }

  func schedule(profile: String, plan: MonitoringPlan) {
    guard let schedule = plan.schedules.first else { return }
    do {
      try DeviceActivityCenter().startMonitoring(.init("focus"), during: schedule)
    } catch {
      AppUserInterface.showError("monitoring.\(error.name)")
    }
  }

  func savedSelections() -> [String: FamilyActivitySelection]? {
    FocusShared.selection().map { ["focus": $0] } ?? [:]
  }
}
