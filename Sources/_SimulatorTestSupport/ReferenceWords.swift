import ScenarioLanguage

extension ScenarioVocabulary {
  /// The reference app's words without the app: its policy name, mistakes, `policy-option`
  /// choices and codes, for tests of the front end, which builds without any app.
  ///
  /// Only the words are here, not what they mean; `ReferenceWordsTests` checks that they are the
  /// standard catalog's.
  public static let referenceWords = ScenarioVocabulary(
    policies: ["recommended"],
    mistakes: [
      "force-unwrap-lookup", "first-profile-fallback", "defer-unknown", "forget-completion",
      "clear-all-stores", "log-tokens", "reapproval-restores", "try-everything",
      "network-in-monitor", "token-as-id", "skip-stale-check", "grant-unknown",
      "refresh-shields-only",
    ].map { MistakeDescription(name: $0, wrongDesign: "", caughtBy: "") },
    options: ["secondary-opens-app", "secondary-does-nothing", "clears-all-settings"].map {
      PolicyOptionDescription(name: $0, summary: "")
    },
    diagnosticCodes: [
      "auth.changed", "selection.saved", "shield.submitted", "schedule.start", "schedule.end",
      "shield.unmatched-token", "action.unmatched-token", "selection.decode-failed",
      "selection.schema-unsupported", "appgroup.unavailable", "profile.missing", "callback.stale",
      "tokens.expired", "tokens.refreshed", "tokens.refresh-failed", "monitoring.failed",
      "schedule.warning",
    ],
    errorCodes: [
      "auth.restricted", "auth.unavailable", "auth.invalidAccountType", "auth.invalidArgument",
      "auth.authorizationConflict", "auth.authorizationCanceled", "auth.networkError",
      "auth.authenticationMethodUnavailable", "auth.unauthorized", "monitoring.excessiveActivities",
      "monitoring.intervalTooLong", "monitoring.intervalTooShort",
      "monitoring.invalidDateComponents", "monitoring.unauthorized", "selection.decode-failed",
      "selection.schema-unsupported", "selection.mismatch-persistent", "backend.unavailable",
      "appgroup.unavailable", "picker.empty", "tokens.expired", "tokens.refresh-failed",
      "api.unavailable",
    ])
}

extension ScenarioLoader {
  /// A loader of the reference app's words (``ScenarioVocabulary/referenceWords``) plus
  /// `extraDiagnosticCodes` and `extraErrorCodes`, for tests of the front end.
  public static func referenceWords(
    extraDiagnosticCodes: [String] = [], extraErrorCodes: [String] = []
  ) -> ScenarioLoader {
    ScenarioLoader(
      vocabulary: .referenceWords, extraDiagnosticCodes: extraDiagnosticCodes,
      extraErrorCodes: extraErrorCodes)
  }
}
