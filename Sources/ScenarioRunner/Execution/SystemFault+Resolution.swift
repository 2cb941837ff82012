import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting
import ScreenTimeModel

extension SystemFault {
  /// The fault this statement injects into the run of `execution`, with its targets resolved:
  /// the items an alias names, the copies a profile has, the bytes a schema statement serves.
  ///
  /// - Throws: ``ScenarioStepError/noCopy(location:profile:)`` when a storage fault names a
  ///   profile with no copy there.
  func resolve(in execution: ScenarioExecution) throws(ScenarioStepError) -> FaultKind {
    let device = execution.device
    switch self {
    case .failNextAuthorization(let error): return .failAuthorization(error)
    case .rotateTokens(let item):
      return .rotateTokens(item.map { [execution.resolve($0)] } ?? device.inventory.allItems)
    case .expireTokens(let item):
      return .expireTokens(item.map { [execution.resolve($0)] } ?? device.inventory.allItems)
    case .sendFalseExpiry: return .sendFalseExpiry
    case .updateSystem(let version, let build, let rotating):
      return .updateSystem(version, build: build, rotatingTokens: rotating)
    case .reboot: return .reboot
    case .delayNextCallback(let callback, let profile, let duration):
      return .delayCallback(callback, subject: profile, by: duration)
    case .dropNextCallback(let callback, let profile):
      return .dropCallback(callback, subject: profile)
    case .repeatCallback(let callback, let profile):
      return .repeatCallback(callback, subject: profile)
    case .fireThresholdsEarly: return .fireThresholdsEarly
    case .holdThresholdEvents: return .holdThresholdEvents
    case .releaseThresholdEvents(let reversed): return .releaseThresholdEvents(reversed: reversed)
    case .killMonitorOnNextCallback(let writes): return .killMonitor(afterWrites: writes)
    case .limitMonitorMemory(let bytes): return .limitMonitorMemory(bytes: bytes)
    case .slowShieldConfiguration(let duration): return .slowShieldConfiguration(duration)
    case .ignoreStore(let profile): return .ignoreStores(subject: profile)
    case .honourStore(let profile): return .honourStores(subject: profile)
    case .emptyNextPicker: return .emptyNextPicker
    case .crashNextPicker: return .crashNextPicker
    case .backendGoesDown: return .backendDown
    case .backendComesUp: return .backendUp
    case .backendLatency(let latency): return .backendLatency(latency)
    case .corrupt(let location, let profile, let damage):
      return .corruptCopies(
        location, keys: try execution.copies(of: profile, in: location), damage)
    case .serveSchema(let profile, let version):
      let rewritten = try execution.copies(of: profile, in: .backend).map { key in
        let original = device.backend.entry(at: key)?.bytes ?? []
        return StoredValue(
          key: key,
          bytes: execution.app.conventions.declaringSchemaVersion(version, original) ?? original)
      }
      return .serveSchema(version: version, rewritten: rewritten)
    case .loseAppGroupCopy(let profile):
      return .loseCopies(keys: try execution.copies(of: profile, in: .appGroup))
    case .bloatAppGroupCopy(let profile, let bytes):
      return .bloatCopies(
        keys: try execution.copies(of: profile, in: .appGroup), byteCount: bytes)
    }
  }
}
