import ScreenTimeModel

/// What an `expect` step checks (spec 4.6).
public enum Expectation: Sendable, Equatable {
  /// `expect authorization notDetermined|denied|approved`: the system's decision.
  case authorization(AuthorizationDecision)
  /// `expect app sees authorization <status>`: what the main app last observed.
  case appSeesAuthorization(AuthorizationDecision)
  /// `expect profile <p> ready|needs-reselection|disabled|deleted`.
  case profile(String, ProfileStatus)
  /// `expect shielded <alias>` (`true`) or `expect not shielded <alias>` (`false`).
  case shielded(ItemReference, Bool)
  /// `expect store <p> has <alias>[, ...]`.
  case storeHas(profile: String, [ItemReference])
  /// `expect store <p> empty`.
  case storeEmpty(profile: String)
  /// `expect shield generic|system-default|none|profile <p>|title "..."|subtitle contains "..."`.
  case shield(ShieldExpectation)
  /// `expect action close|defer|none|openParentalControlsApp`.
  case action(ActionResponse)
  /// `expect app closed`.
  case appClosed
  /// `expect callback <callback> [for <p>] [at <clock> | at day <n> <clock>]`.
  case callback(MonitorCallback, profile: String?, at: CallbackTime?)
  /// `expect no callback <callback> [for <p>]`.
  case noCallback(MonitorCallback, profile: String?)
  /// `expect callback <callback> [for <p>] count <n>`.
  case callbackCount(MonitorCallback, profile: String?, count: Int)
  /// `expect token <alias> stale` (`true`) or `expect token <alias> current` (`false`).
  case tokenStale(ItemReference, Bool)
  /// `expect error <code>`.
  case error(String)
  /// `expect no error`.
  case noError
  /// `expect diagnostic <code> [<key>=<value> ...]`.
  case diagnostic(code: String, fields: [DiagnosticField])
  /// `expect no diagnostic <code>`.
  case noDiagnostic(code: String)
  /// `expect logs redacted`.
  case logsRedacted
  /// `expect violation <invariant>`.
  case violation(Invariant)
}

/// The app's own state for a profile, as `expect profile` names it.
public enum ProfileStatus: String, Sendable, Equatable, CaseIterable {
  case ready
  case needsReselection = "needs-reselection"
  case disabled
  case deleted
}

/// What `expect shield` checks about the shield shown by the most recent open.
public enum ShieldExpectation: Sendable, Equatable {
  /// The app's declared generic shield.
  case generic
  /// The system's own shield (extension missing, crashed or too slow).
  case systemDefault
  /// No shield: the item opened normally.
  case none
  /// Not the generic shield, and the title or subtitle contains the profile's name.
  case profile(String)
  /// The title is exactly this text.
  case title(String)
  /// The subtitle contains this text.
  case subtitleContains(String)
}

/// A `ShieldActionResponse` case.
public enum ActionResponse: String, Sendable, Equatable, CaseIterable {
  case close
  case `defer`
  case none
  case openParentalControlsApp
}

/// When `expect callback ... at` says the callback was delivered.
public enum CallbackTime: Sendable, Equatable {
  /// `at <clock>`: at that local time on the expectation's day.
  case clock(Clock)
  /// `at day <n> <clock>`: at that local time on day `n`.
  case day(Int, Clock)
}

/// A `<key>=<value>` pair of `expect diagnostic`.
public struct DiagnosticField: Sendable, Equatable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}
