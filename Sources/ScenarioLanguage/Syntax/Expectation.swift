import InvariantChecking
import ScreenTimeModel
import SimulationEngine

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
  /// `expect prompt shown` (`true`) or `expect no prompt` (`false`).
  case promptShown(Bool)
  /// `expect refused [<reason>]`: the most recent step other than an `expect` was refused.
  case refused(StepRefusal?)
  /// `expect store <p> active` (`true`) or `expect store <p> inactive` (`false`).
  case storeActive(profile: String, Bool)
  /// `expect store <p> exists` (`true`) or `expect no store <p>` (`false`): whether
  /// `ManagedSettingsStore.stores` lists a store the profile wrote.
  case storeExists(profile: String, Bool)
  /// `expect store count <n>`: `ManagedSettingsStore.stores.count`.
  case storeCount(Int)
  /// `expect store <p> <group> <setting> <value>`: what reading the setting back returns
  /// (`nil` for unset).
  case storeSetting(profile: String, ManagedSetting, ManagedSettingValue?)
  /// `expect private browsing disabled` (`true`) or `expect private browsing enabled`
  /// (`false`).
  case privateBrowsingDisabled(Bool)
  /// `expect monitoring <p>` (`true`) or `expect not monitoring <p>` (`false`): whether
  /// `DeviceActivityCenter.activities` lists an activity registered for the profile.
  case monitoring(profile: String, Bool)
  /// `expect activity count <n>`: `DeviceActivityCenter().activities.count`.
  case activityCount(Int)
  /// `expect activity data has <alias>[, ...]`: the most recent `app reads activity data`
  /// returned these items.
  case activityDataHas([ItemReference])
  /// `expect report shows <app|web> <duration>`: today's usage of the item, as a
  /// `DeviceActivityReport` of the local day shows it.
  case reportShows(ItemReference, SimulationDuration)
}
