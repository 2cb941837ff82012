import Foundation
import ScreenTimeAPI

/// A small Screen Time app written the way open-source ones are: a rule per picked selection,
/// block now or on a schedule, and a shield that offers "Open for 15 minutes".
///
/// The app is the example a conformance library runs against; ``bundle(_:)`` makes it, and
/// ``Variant/grantsOnUnknownTokens`` makes the action extension grant an unblock for any token,
/// the bug of "open for 15 minutes" buttons that never check what was pressed.
final class LimitsApp: ScreenTimeApp {
  /// How the app is built.
  enum Variant: Sendable {
    /// Grants only for a token one of its rules holds; anything else closes.
    case correct
    /// Grants an unblock for whatever token was pressed.
    case grantsOnUnknownTokens
  }

  /// The app under test, built as `variant`.
  nonisolated static func bundle(_ variant: Variant = .correct) -> AppBundle {
    AppBundle(
      name: variant == .correct ? "limits" : "limits granting on unknown tokens",
      mainApp: { LimitsApp() },
      shieldConfiguration: { LimitsShieldConfiguration() },
      shieldAction: { LimitsShieldAction(variant: variant) },
      monitor: { LimitsMonitor() },
      isGenericShield: { configuration, item in
        configuration == LimitsShieldConfiguration.fallback(for: item)
      })
  }

  func userDidRequestAuthorization() {
    Task {
      do {
        try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
      } catch {
        AppDiagnostics.record("limits.authorization-failed")
      }
    }
  }

  func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) {
    var settings = LimitsSettings.load()
    if let index = settings.rules.firstIndex(where: { $0.name == profile }) {
      settings.rules[index].selection = selection
    } else {
      settings.rules.append(
        LimitsSettings.Rule(
          name: profile, selection: selection, opensLeft: LimitsSettings.opensPerDay,
          isBlocking: false))
    }
    settings.save()
  }

  func blockNow(profile: String) {
    var settings = LimitsSettings.load()
    guard let index = settings.rules.firstIndex(where: { $0.name == profile }) else { return }
    settings.rules[index].isBlocking = true
    settings.save()
    LimitsSettings.shield(settings.rules[index])
  }

  func unblock(profile: String) {
    var settings = LimitsSettings.load()
    guard let index = settings.rules.firstIndex(where: { $0.name == profile }) else { return }
    settings.rules[index].isBlocking = false
    settings.save()
    LimitsSettings.store(for: profile).clearAllSettings()
  }

  func savedSelections() -> [String: FamilyActivitySelection]? {
    Dictionary(
      LimitsSettings.load().rules.map { ($0.name, $0.selection) }, uniquingKeysWith: { $1 })
  }
}
