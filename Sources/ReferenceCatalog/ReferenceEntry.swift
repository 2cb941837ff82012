import ReferenceApp
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeModel

extension PolicyEntry {
  /// The reference app as `recommended`: its mistakes (reference-app.md §7), its `policy-option`
  /// choices and the codes it logs and shows (reference-app.md §6).
  public static let reference = PolicyEntry(
    name: ReferencePolicy.name,
    mistakes: Mistake.allCases.map {
      MistakeDescription(name: $0.rawValue, wrongDesign: $0.wrongDesign, caughtBy: $0.caughtBy)
    },
    options: ReferenceOption.allCases.map {
      PolicyOptionDescription(name: $0.rawValue, summary: $0.summary)
    },
    diagnosticCodes: ReferenceCodes.diagnostics, errorCodes: ReferenceCodes.errors
  ) { mistakes, member, options in
    ReferencePolicy.bundle(
      mistakes: Set(mistakes.compactMap(Mistake.init(rawValue:))), member: member,
      options: Set(options.compactMap(ReferenceOption.init(rawValue:))))
  }
}

extension PolicyCatalog {
  /// The catalog with the reference app as `recommended`: what `stsim` runs, and what a team
  /// adds its own app to.
  public static let standard = PolicyCatalog([.reference])
}

/// The codes the reference app writes and surfaces (reference-app.md section 6).
///
/// `expect diagnostic` and `expect error` accept only the catalog's codes, so that a misspelt
/// code is an error with a suggestion instead of an expectation that can never fail.
enum ReferenceCodes {
  /// `DeviceActivityCenter.MonitoringError` cases, surfaced as `monitoring.<case>`.
  static let monitoringErrors = [
    "excessiveActivities", "intervalTooLong", "intervalTooShort", "invalidDateComponents",
    "unauthorized",
  ]

  /// The codes of diagnostic records, in the order of the reference's table, then
  /// `schedule.warning`: the reference design says warnings are "log only" without naming a
  /// code, and the reference app logs them under this one (fields `profile`, `callback`).
  static let diagnostics = [
    "auth.changed", "selection.saved", "shield.submitted", "schedule.start", "schedule.end",
    "shield.unmatched-token", "action.unmatched-token", "selection.decode-failed",
    "selection.schema-unsupported", "appgroup.unavailable", "profile.missing", "callback.stale",
    "tokens.expired", "tokens.refreshed", "tokens.refresh-failed", "monitoring.failed",
    "schedule.warning",
  ]

  /// The errors the app surfaces to its user.
  static let errors =
    FamilyControlsErrorCode.allCases.map { "auth.\($0.rawValue)" }
    + monitoringErrors.map { "monitoring.\($0)" }
    + [
      "selection.decode-failed", "selection.schema-unsupported", "selection.mismatch-persistent",
      "backend.unavailable", "appgroup.unavailable", "picker.empty", "tokens.expired",
      "tokens.refresh-failed", "api.unavailable",
    ]
}
