import Foundation
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting

/// A team's small focus app, as a package of its own would pass it to `Stsim.main(apps:)`: one
/// selection, block now and unblock, a "Focus" shield for what was picked and a generic one for
/// anything else.
///
/// This file is the example package's app (`Examples/Focus`) and, through a link, the app of
/// the command-line tests (`Tests/StsimCLITests/TeamApp`).
///
/// ``Variant/forgetsUnblock`` is its one named variant (a mistake): unblocking leaves the shield
/// up.
///
/// Its module uses the `DeviceStandIns` plugin, so the selection lives in the App Group's
/// `UserDefaults`, as in an app on a device, and the simulator's stand-in routes it to the
/// simulated App Group container.
public final class FocusApp: ScreenTimeApp {
  /// How the app is built.
  public enum Variant: Sendable {
    case correct
    case forgetsUnblock
  }

  /// The app as `Stsim.main(apps:)` takes it: its name, its variant, its codes and its factory.
  public nonisolated static let entry = PolicyEntry(
    name: "focus",
    mistakes: [
      MistakeDescription(
        name: "forget-unblock", wrongDesign: "unblocking leaves the shield up",
        caughtBy: "scenarios that unblock")
    ],
    diagnosticCodes: ["focus.saved"], errorCodes: ["focus.offline"]
  ) { mistakes, _, _ in
    bundle(mistakes.contains("forget-unblock") ? .forgetsUnblock : .correct)
  }

  /// What the app has no feature for, so that scenarios with these steps are skipped.
  ///
  /// The app keeps one selection, blocked and unblocked by hand: nothing is scheduled, stored
  /// elsewhere or reported.
  /// The features the app does not have: it keeps one selection of applications for every
  /// profile and never refreshes tokens, so a second profile, a category or site, an edit while
  /// blocked and an expiry are beyond it.
  public nonisolated static let lacking: Set<AppCapability> = [
    .categoryShields, .webShields, .concurrentSessions, .editsDuringSession, .tokenRefresh,
  ]

  public nonisolated static let unsupportedSteps: Set<AppStep> = [
    .revokeAuthorization, .pickAllowList, .cancelPicker, .disable, .enable, .delete, .schedule,
    .stopMonitoring, .restore, .sync, .refreshTokens, .applicationSettings, .webContentSettings,
    .reportStatus,
  ]

  /// A catalog with the focus app alone, for loading and running its scenarios in tests.
  public nonisolated static let catalog = PolicyCatalog([entry])

  /// The app built as `variant`.
  public nonisolated static func bundle(_ variant: Variant = .correct) -> AppBundle {
    AppBundle(
      name: "focus", mainApp: { FocusApp(variant: variant) },
      shieldConfiguration: { FocusShieldConfiguration() }, shieldAction: { FocusShieldAction() },
      monitor: nil, genericShield: FocusShieldConfiguration.generic,
      unsupportedSteps: unsupportedSteps, lacking: lacking)
  }

  private let variant: Variant
  private let store = ManagedSettingsStore(named: .init("focus"))

  init(variant: Variant) {
    self.variant = variant
  }

  public func userDidRequestAuthorization() {
    Task {
      do {
        try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
      } catch {
        AppUserInterface.showError("focus.offline")
      }
    }
  }

  public func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(selection) else { return }
    FocusSelection.defaults?.set(data, forKey: FocusSelection.key)
    AppDiagnostics.record("focus.saved")
  }

  public func blockNow(profile: String) {
    store.shield.applications = FocusSelection.load()?.applicationTokens
  }

  public func unblock(profile: String) {
    guard variant == .correct else { return }
    store.shield.applications = nil
  }

  public func savedSelections() -> [String: FamilyActivitySelection]? {
    FocusSelection.load().map { ["focus": $0] } ?? [:]
  }
}

/// The user's one selection, JSON in the App Group's defaults.
enum FocusSelection {
  static let key = "focus.selection"

  static var defaults: UserDefaults? { UserDefaults(suiteName: "group.com.example.focus") }

  static func load() -> FamilyActivitySelection? {
    let data = defaults?.data(forKey: key)
    return data.flatMap { try? JSONDecoder().decode(FamilyActivitySelection.self, from: $0) }
  }
}

/// "Focus" for what the user picked, a generic shield for any other token.
final class FocusShieldConfiguration: ShieldConfigurationDataSource {
  static let generic = ShieldConfiguration(
    title: .init(text: "Not now", color: .label),
    primaryButtonLabel: .init(text: "OK", color: .white))

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    guard let token = application.token,
      FocusSelection.load()?.applicationTokens.contains(token) == true
    else { return Self.generic }
    return ShieldConfiguration(
      title: .init(text: "Focus", color: .label),
      primaryButtonLabel: .init(text: "OK", color: .white))
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    configuration(shielding: application)
  }
}

/// Every press closes the app, exactly once.
final class FocusShieldAction: ShieldActionDelegate {
  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }
}
