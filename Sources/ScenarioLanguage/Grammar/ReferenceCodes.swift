import ScreenTimeModel

/// The codes the reference app writes and surfaces (reference-app.md section 6).
///
/// `expect diagnostic` and `expect error` accept only these, so that a misspelt code is an error
/// with a suggestion instead of an expectation that can never fail.
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
