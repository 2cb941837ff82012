import ScreenTimeModel
import SimulationEngine

/// What a step does: one case per statement of spec section 4.
///
/// Aliases are resolved: an ``ItemReference`` names a declared app, web domain or category, and
/// a profile is its name (profiles are created by the first step that names them).
public enum Action: Sendable, Equatable {
  // MARK: 4.1 Authorization

  /// `user approves authorization`, `user cancels authorization`,
  /// `guardian approves authorization`, `guardian declines authorization`.
  case requestAuthorization(AuthorizationAnswer)
  /// `os fails authorization with <error>`.
  case failNextAuthorization(FamilyControlsErrorCode)
  /// `user revokes authorization`, `guardian revokes authorization`, `app revokes authorization`.
  case revokeAuthorization(by: Revoker)

  // MARK: 4.2 The main app and profiles

  /// `user opens main app`.
  case openMainApp
  /// `user leaves main app`.
  case leaveMainApp
  /// `user picks <profile> [apps <list>] [categories <list>] [web <list>] [entire-categories]`.
  case pick(profile: String, PickedItems)
  /// `user cancels picker <profile>`.
  case cancelPicker(profile: String)
  /// `user blocks <profile> now`.
  case blockNow(profile: String)
  /// `user unblocks <profile>`.
  case unblock(profile: String)
  /// `user disables <profile>`.
  case disable(profile: String)
  /// `user enables <profile>`.
  case enable(profile: String)
  /// `user deletes <profile>`.
  case delete(profile: String)
  /// `app schedules <profile> daily|once|weekly ...`.
  case schedule(profile: String, ScheduleRequest)
  /// `app stops <profile>`.
  case stopMonitoring(profile: String)
  /// `app restores <profile> from backend|appgroup`.
  case restore(profile: String, from: StorageLocation)
  /// `app syncs`.
  case sync
  /// `app refreshes tokens`.
  case refreshTokens
  /// `app blocks applications <list> for <profile>`, `app blocks picked applications for
  /// <profile>`, `app unblocks applications for <profile>`.
  case blockApplications(profile: String, BlockedApplications)
  /// `app denies|allows app removal|installation for <profile>`.
  case denyAppChange(AppChange, denied: Bool, profile: String)
  /// `app filters web ... for <profile>`, `app clears web filter for <profile>`.
  case filterWeb(profile: String, WebFilter)

  // MARK: 4.3 Using the device

  /// `user opens <app>` or `user visits <web>`.
  case open(ItemReference)
  /// `user uses <app|web> for <duration>`.
  case use(ItemReference, for: SimulationDuration)
  /// `user goes home`.
  case goHome
  /// `user taps primary|secondary|submenu <1-3>`.
  case tap(ShieldButton)
  /// `user locks device`.
  case lockDevice
  /// `user unlocks device`.
  case unlockDevice
  /// `user changes timezone <IANA id>`.
  case changeTimeZone(DeviceTimeZone)
  /// `user removes <app>`.
  case removeApp(ItemReference)
  /// `user installs <app>`.
  case installApp(ItemReference)
  /// `wait`.
  case wait

  // MARK: 4.4 System behaviour and faults

  /// `os rotates token <alias>` (an item) or `os rotates all tokens` (`nil`).
  case rotateTokens(ItemReference?)
  /// `os expires token <alias>` (an item) or `os expires all tokens` (`nil`).
  case expireTokens(ItemReference?)
  /// `os sends false expiry`.
  case sendFalseExpiry
  /// `os updates to iOS <version> [build <id>] [rotating tokens]`; the build is derived from the
  /// version when absent.
  case updateSystem(to: SystemVersion, build: String, rotatingTokens: Bool)
  /// `os reboots`.
  case reboot
  /// `os delays next <callback> [for <profile>] by <duration>`.
  case delayNextCallback(MonitorCallback, profile: String?, by: SimulationDuration)
  /// `os drops next <callback> [for <profile>]`.
  case dropNextCallback(MonitorCallback, profile: String?)
  /// `os repeats <callback> for <profile>`.
  case repeatCallback(MonitorCallback, profile: String)
  /// `os fires thresholds early`.
  case fireThresholdsEarly
  /// `os holds threshold events`.
  case holdThresholdEvents
  /// `os releases threshold events [reversed]`.
  case releaseThresholdEvents(reversed: Bool)
  /// `os kills monitor on next callback [after <n> writes]`; `n` is 0 when absent.
  case killMonitorOnNextCallback(afterWrites: Int)
  /// `os limits monitor memory to <size>`, in bytes.
  case limitMonitorMemory(bytes: Int)
  /// `os slows shield configuration by <duration>`.
  case slowShieldConfiguration(by: SimulationDuration)
  /// `os ignores store <profile>`.
  case ignoreStore(profile: String)
  /// `os honours store <profile>`.
  case honourStore(profile: String)
  /// `os empties next picker`.
  case emptyNextPicker

  // MARK: 4.5 Storage and network

  /// `backend goes down`.
  case backendGoesDown
  /// `backend comes up`.
  case backendComesUp
  /// `backend latency <duration>`.
  case backendLatency(SimulationDuration)
  /// `backend corrupts <profile> [kind]` and `appgroup corrupts <profile> [kind]`; the kind is
  /// `truncated` when absent.
  case corrupt(StorageLocation, profile: String, Corruption)
  /// `backend serves <profile> schema <n>`.
  case serveSchema(profile: String, version: Int)
  /// `appgroup loses <profile>`.
  case loseAppGroupCopy(profile: String)
  /// `appgroup bloats <profile> to <size>`, in bytes.
  case bloatAppGroupCopy(profile: String, bytes: Int)

  // MARK: 4.6 Expectations

  /// `expect ...`.
  case expect(Expectation)
}
