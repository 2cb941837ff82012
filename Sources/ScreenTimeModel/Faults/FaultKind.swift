import SimulationEngine

/// What a fault does to the simulated system: one case per fault of the scenario language.
///
/// Targets are resolved before injection: items by inventory index, stored copies by key, and
/// activities and stores by the opaque subject of the causes that registered or wrote them.
public enum FaultKind: Sendable, Equatable {
  /// `os fails authorization with <error>`: the next request throws it.
  case failAuthorization(FamilyControlsErrorCode)
  /// `os rotates token <alias>` / `os rotates all tokens` (FB14111223).
  case rotateTokens([Item])
  /// `os expires token <alias>` / `os expires all tokens`.
  case expireTokens([Item])
  /// `os sends false expiry` (FB23391495).
  case sendFalseExpiry
  /// `os updates to iOS <version> [build <id>] [rotating tokens]`.
  case updateSystem(SystemVersion, build: String, rotatingTokens: Bool)
  /// `os reboots`.
  case reboot
  /// `os delays next <callback> [for <subject>] by <duration>`.
  case delayCallback(MonitorCallback, subject: String?, by: SimulationDuration)
  /// `os drops next <callback> [for <subject>]`.
  case dropCallback(MonitorCallback, subject: String?)
  /// `os repeats <callback> for <subject>`.
  case repeatCallback(MonitorCallback, subject: String)
  /// `os fires thresholds early`: at the next unlock or registration.
  case fireThresholdsEarly
  /// `os holds threshold events`.
  case holdThresholdEvents
  /// `os releases threshold events [reversed]`.
  case releaseThresholdEvents(reversed: Bool)
  /// `os kills monitor on next callback [after <n> writes]`.
  case killMonitor(afterWrites: Int)
  /// `os limits monitor memory to <size>`, in bytes.
  case limitMonitorMemory(bytes: Int)
  /// `os slows shield configuration by <duration>`.
  case slowShieldConfiguration(SimulationDuration)
  /// `os ignores store <subject>`: the stores written for the subject are not enforced.
  case ignoreStores(subject: String)
  /// `os honours store <subject>`.
  case honourStores(subject: String)
  /// `os empties next picker`.
  case emptyNextPicker
  /// `os crashes next picker`: the picker's process dies before it returns.
  case crashNextPicker
  /// `backend goes down`.
  case backendDown
  /// `backend comes up`.
  case backendUp
  /// `backend latency <duration>`.
  case backendLatency(SimulationDuration)
  /// `backend corrupts` / `appgroup corrupts`: the copies at `keys` are damaged.
  case corruptCopies(CopyLocation, keys: [String], BlobDamage)
  /// `backend serves <subject> schema <n>`: the backend's copies become `rewritten`.
  case serveSchema(version: Int, rewritten: [StoredValue])
  /// `appgroup loses <subject>`.
  case loseCopies(keys: [String])
  /// `appgroup bloats <subject> to <size>`.
  case bloatCopies(keys: [String], byteCount: Int)

  /// How long the fault stays in force.
  public var persistence: FaultPersistence {
    switch self {
    case .rotateTokens, .expireTokens, .sendFalseExpiry, .updateSystem, .reboot, .repeatCallback,
      .releaseThresholdEvents, .honourStores, .backendUp, .corruptCopies, .serveSchema, .loseCopies,
      .bloatCopies:
      .immediate
    case .failAuthorization, .delayCallback, .dropCallback, .fireThresholdsEarly, .killMonitor,
      .emptyNextPicker, .crashNextPicker:
      .oneShot
    case .holdThresholdEvents, .limitMonitorMemory, .slowShieldConfiguration, .ignoreStores,
      .backendDown, .backendLatency:
      .persistent
    }
  }
}

extension FaultKind {
  /// A fault's kind without its values: one case per fault statement of the language, named as
  /// behaviour coverage names it.
  public enum Name: String, CaseIterable, Sendable, Hashable {
    case failAuthorization = "fails-authorization"
    case rotateTokens = "rotates-tokens"
    case expireTokens = "expires-tokens"
    case sendFalseExpiry = "sends-false-expiry"
    case updateSystem = "updates"
    case reboot = "reboots"
    case delayCallback = "delays-callback"
    case dropCallback = "drops-callback"
    case repeatCallback = "repeats-callback"
    case fireThresholdsEarly = "fires-thresholds-early"
    case holdThresholdEvents = "holds-threshold-events"
    case releaseThresholdEvents = "releases-threshold-events"
    case killMonitor = "kills-monitor"
    case limitMonitorMemory = "limits-monitor-memory"
    case slowShieldConfiguration = "slows-shield-configuration"
    case ignoreStores = "ignores-store"
    case honourStores = "honours-store"
    case emptyNextPicker = "empties-picker"
    case crashNextPicker = "crashes-picker"
    case backendDown = "backend-down"
    case backendUp = "backend-up"
    case backendLatency = "backend-latency"
    case corruptBackend = "backend-corrupts"
    case corruptAppGroup = "appgroup-corrupts"
    case serveSchema = "backend-serves-schema"
    case loseCopies = "appgroup-loses"
    case bloatCopies = "appgroup-bloats"
  }

  /// The kind's name, without its values.
  public var name: Name {
    switch self {
    case .failAuthorization: .failAuthorization
    case .rotateTokens: .rotateTokens
    case .expireTokens: .expireTokens
    case .sendFalseExpiry: .sendFalseExpiry
    case .updateSystem: .updateSystem
    case .reboot: .reboot
    case .delayCallback: .delayCallback
    case .dropCallback: .dropCallback
    case .repeatCallback: .repeatCallback
    case .fireThresholdsEarly: .fireThresholdsEarly
    case .holdThresholdEvents: .holdThresholdEvents
    case .releaseThresholdEvents: .releaseThresholdEvents
    case .killMonitor: .killMonitor
    case .limitMonitorMemory: .limitMonitorMemory
    case .slowShieldConfiguration: .slowShieldConfiguration
    case .ignoreStores: .ignoreStores
    case .honourStores: .honourStores
    case .emptyNextPicker: .emptyNextPicker
    case .crashNextPicker: .crashNextPicker
    case .backendDown: .backendDown
    case .backendUp: .backendUp
    case .backendLatency: .backendLatency
    case .corruptCopies(.backend, _, _): .corruptBackend
    case .corruptCopies(.appGroup, _, _): .corruptAppGroup
    case .serveSchema: .serveSchema
    case .loseCopies: .loseCopies
    case .bloatCopies: .bloatCopies
    }
  }
}
