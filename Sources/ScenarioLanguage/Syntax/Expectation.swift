import InvariantChecking
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
  /// `expect blocked <alias>` (`true`) or `expect not blocked <alias>` (`false`): the app or web
  /// domain is blocked outside shields (application settings, the web content filter).
  case blocked(ItemReference, Bool)
  /// `expect installed <app>` (`true`) or `expect not installed <app>` (`false`).
  case installed(ItemReference, Bool)
  /// `expect store <p> has <alias>[, ...]`.
  case storeHas(profile: String, [ItemReference])
  /// `expect store <p> empty`.
  case storeEmpty(profile: String)
  /// `expect shield generic|system-default|none|profile <p>|title "..."|subtitle contains "..."`.
  case shield(ShieldExpectation)
  /// `expect action close|defer|none|openParentalControlsApp`.
  case action(ShieldResponse)
  /// `expect app closed`.
  case appClosed
  /// `expect submenu shown`: the most recent tap opened the secondary button's submenu.
  case submenuShown
  /// `expect cannot tap primary|secondary|submenu <n>`: that button cannot be tapped now.
  case cannotTap(ShieldPress)
  /// `expect callback <callback> [event <name>] [for <p>] [at <clock> | at day <n> <clock>]`.
  case callback(MonitorCallback, event: String?, profile: String?, at: CallbackTime?)
  /// `expect no callback <callback> [event <name>] [for <p>]`.
  case noCallback(MonitorCallback, event: String?, profile: String?)
  /// `expect callback <callback> [event <name>] [for <p>] count <n>`.
  case callbackCount(MonitorCallback, event: String?, profile: String?, count: Int)
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
