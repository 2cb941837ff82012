import ScreenTimeModel
import SimulationEngine

/// A step in which the system, the backend or the App Group misbehaves as the scenario says:
/// spec sections 4.4 and 4.5, `os …`, `backend …` and `appgroup …`.
///
/// Each becomes one `Fault` of the run's fault plan, numbered in the order the scenario
/// states them.
public enum SystemFault: Sendable, Equatable {
  // MARK: The system

  /// `os fails authorization with <error>`.
  case failNextAuthorization(FamilyControlsErrorCode)
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
  /// `os crashes next picker`.
  case crashNextPicker

  // MARK: Storage and network

  /// `backend goes down`.
  case backendGoesDown
  /// `backend comes up`.
  case backendComesUp
  /// `backend latency <duration>`.
  case backendLatency(SimulationDuration)
  /// `backend corrupts <profile> [kind]` and `appgroup corrupts <profile> [kind]`; the kind is
  /// `truncated` when absent.
  case corrupt(CopyLocation, profile: String, BlobDamage)
  /// `backend serves <profile> schema <n>`.
  case serveSchema(profile: String, version: Int)
  /// `appgroup loses <profile>`.
  case loseAppGroupCopy(profile: String)
  /// `appgroup bloats <profile> to <size>`, in bytes.
  case bloatAppGroupCopy(profile: String, bytes: Int)

  /// Who misbehaves: `os`, `backend` or `appgroup`.
  public var subject: StepSubject {
    switch self {
    case .backendGoesDown, .backendComesUp, .backendLatency, .serveSchema,
      .corrupt(.backend, _, _):
      .backend
    case .corrupt(.appGroup, _, _), .loseAppGroupCopy, .bloatAppGroupCopy: .appgroup
    default: .os
    }
  }
}
