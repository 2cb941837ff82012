import SimulationEngine

extension SimulatedDevice {
  /// Reports the faults that took effect in `consultation` and returns its outcome.
  func report<Outcome>(_ consultation: FaultConsultation<Outcome>) -> Outcome {
    for id in consultation.fired { emit(.faultFired(id)) }
    return consultation.outcome
  }

  /// Injects `fault`: an immediate one acts now, a one-shot one is armed, a persistent one is
  /// in force from now until a later fault clears or replaces it.
  ///
  /// - Throws: ``DeviceError/nothingToRepeat(_:subject:)`` for `os repeats` with nothing to
  ///   repeat; the fault is then not added.
  public func inject(_ fault: Fault) throws(DeviceError) {
    if case .repeatCallback(let kind, let subject) = fault.kind {
      guard deviceActivity.dispatcher.canRepeat(kind, subject: subject) else {
        throw .nothingToRepeat(kind, subject: subject)
      }
    }
    faults.add(fault)
    emit(.faultInjected(fault))
    report(faults.takeImmediate(fault.id, at: now))
    switch fault.kind {
    case .failAuthorization, .delayCallback, .dropCallback, .fireThresholdsEarly, .killMonitor,
      .emptyNextPicker, .crashNextPicker, .holdThresholdEvents, .limitMonitorMemory,
      .slowShieldConfiguration,
      .backendDown, .backendUp, .backendLatency:
      break
    case .rotateTokens(let items):
      for item in items { tokens.rotate(item) }
      emit(.tokensRotated(items))
      refreshFrontmost()
    case .expireTokens(let items):
      for item in items { tokens.expire(item) }
      emit(.tokensExpired(items))
      postExpiryMessage()
      refreshFrontmost()
    case .sendFalseExpiry:
      postExpiryMessage()
    case .updateSystem(let version, let build, let rotatingTokens):
      software.update(to: version, build: build)
      emit(.systemUpdated(version, build: build))
      if rotatingTokens {
        for item in inventory.allItems { tokens.rotate(item) }
        emit(.tokensRotatedByUpdate)
      }
      restart()
    case .reboot:
      restart()
    case .repeatCallback(let kind, let subject):
      perform(try deviceActivity.dispatcher.repeatCallback(kind, subject: subject))
    case .releaseThresholdEvents(let reversed):
      perform(deviceActivity.dispatcher.releaseThresholdEvents(reversed: reversed))
    case .ignoreStores, .honourStores:
      refreshFrontmost()
    case .corruptCopies(let location, let keys, let damage):
      for key in keys {
        let isBackend = location == .backend
        let entry = isBackend ? storage.backend.entry(at: key) : storage.appGroup.entry(at: key)
        let original = entry?.bytes ?? []
        let noise = randomness.faultBytes(count: 48)
        // Cutting a grown copy in half keeps its meaningful bytes while half its size is
        // trailing whitespace, as cutting the whole text would.
        let half = (entry?.size ?? 0) / 2
        let (damaged, padding) =
          damage == .truncated && half >= original.count
          ? (original, half - original.count)
          : (damage.apply(to: original, randomBytes: noise), 0)
        if isBackend {
          storage.backend.damage(key, to: damaged, padding: padding)
        } else {
          storage.appGroup.damage(key, to: damaged, padding: padding)
        }
        emit(.copyCorrupted(location, key: key, damage))
      }
    case .serveSchema(let version, let rewritten):
      for value in rewritten {
        storage.backend.damage(value.key, to: value.bytes)
        emit(.schemaServed(key: value.key, version: version))
      }
    case .loseCopies(let keys):
      for key in keys {
        storage.appGroup.remove(key)
        emit(.copyLost(key: key))
      }
    case .bloatCopies(let keys, let byteCount):
      for key in keys {
        storage.appGroup.grow(key, to: byteCount)
        emit(.copyBloated(key: key, byteCount: storage.appGroup.entry(at: key)?.size ?? 0))
      }
    }
  }
}
