import SimulationEngine

extension SimulatedDevice {
  // MARK: - App Group container

  /// Reads a value of the App Group container.
  ///
  /// In an extension with a memory ceiling, each read counts twice its size (the bytes and
  /// their decoded form) toward the ceiling; passing it kills the process.
  package func appGroupValue(forKey key: String) throws(AppGroupFailure) -> [UInt8]? {
    guard processes.current?.isAlive ?? true else { throw .unavailable }
    let process = processes.currentProcess
    guard storage.isAppGroupReadable else {
      emit(.appGroupReadFailed(process, key: key))
      throw .unavailable
    }
    let entry = storage.appGroup.entry(at: key)
    emit(
      .appGroupRead(
        process, key: key, byteCount: entry?.size, isDamaged: entry?.isDamaged ?? false))
    if let size = entry?.size {
      let (isAlive, effects) = processes.chargeRead(of: size, at: key)
      perform(effects)
      guard isAlive else { throw .unavailable }
    }
    return entry?.bytes
  }

  /// Writes a value of the App Group container (a single write is atomic).
  package func setAppGroupValue(_ bytes: [UInt8]?, forKey key: String) throws(AppGroupFailure) {
    let process = processes.currentProcess
    guard process.canWriteAppGroup else {
      emit(.appGroupWriteRefused(process, key: key, .notPermitted))
      throw .notPermitted
    }
    guard storage.isAppGroupReadable else {
      emit(.appGroupWriteRefused(process, key: key, .unavailable))
      throw .unavailable
    }
    guard admitWrite() else { return }
    if let bytes {
      let previous = storage.appGroup.entry(at: key)?.bytes
      storage.appGroup.write(bytes, at: key)
      emit(.appGroupWritten(process, key: key, bytes: bytes, previous: previous))
    } else {
      storage.appGroup.remove(key)
      emit(.appGroupRemoved(process, key: key))
    }
  }

  /// The App Group container becomes readable at the first unlock after a restart; a running
  /// main app is told.
  func makeAppGroupReadable() {
    guard !storage.isAppGroupReadable else { return }
    storage.isAppGroupReadable = true
    emit(.appGroupReadableAgain)
    perform(processes.protectedDataBecameAvailable())
  }

  /// The keys of the App Group container, sorted; empty while unreadable.
  package var appGroupKeys: [String] { storage.isAppGroupReadable ? storage.appGroup.keys : [] }

  /// The App Group container as it is now, whether or not it can be read.
  public var appGroup: BlobStore { storage.appGroup }

  /// The backend's blobs as they are now.
  public var backend: BlobStore { storage.backend }

  // MARK: - Backend

  /// Sends a request to the backend; `completion` runs when the response arrives.
  ///
  /// With no latency the response arrives within the call. Otherwise it arrives `latency`
  /// later, and only if the process that asked is still running: an extension's process ends
  /// when its callback returns, so a slow response never reaches it.
  package func sendBackendRequest(
    _ request: BackendRequest, completion: @escaping (BackendResponse) -> Void
  ) {
    let process = processes.currentProcess
    guard isCurrentProcessAlive else { return }
    guard process.canUseNetwork else {
      emit(.backendRefused(process, request))
      completion(.failed(.notPermitted))
      return
    }
    emit(.backendSent(process, request))
    guard let latency = report(faults.applyBackendLatency(at: now)) else {
      completion(answer(request, for: process))
      return
    }
    let number = processes.nextRequestNumber
    processes.nextRequestNumber += 1
    processes.pendingResponses[number] = PendingResponse(process: process, cause: causes.current) {
      [unowned self] in
      completion(self.answer(request, for: process))
    }
    simulation.schedule(.networkResponse(number: number), after: latency)
  }

  /// A backend response arrives: it reaches the main app if its process still runs.
  func deliverResponse(_ number: Int) {
    guard let pending = processes.pendingResponses.removeValue(forKey: number) else { return }
    guard pending.process == .mainApp, processes.mainApp.isRunning else {
      emit(.backendResponseDropped(pending.process))
      return
    }
    withCause(pending.cause) {
      run(in: .mainApp) { if isCurrentRunAlive { pending.deliver() } }
    }
  }

  private func answer(_ request: BackendRequest, for process: ProcessKind) -> BackendResponse {
    if report(faults.applyBackendOutage(at: now)) {
      emit(.backendFailed(process, request))
      return .failed(.networkError)
    }
    switch request {
    case .fetch(let key):
      let entry = storage.backend.entry(at: key)
      emit(
        .backendFetched(
          process, key: key, byteCount: entry?.bytes.count, isDamaged: entry?.isDamaged ?? false))
      return .data(entry?.bytes)
    case .store(let key, let bytes):
      let previous = storage.backend.entry(at: key)?.bytes
      storage.backend.write(bytes, at: key)
      emit(.backendStored(process, key: key, bytes: bytes, previous: previous))
      return .done
    case .remove(let key):
      storage.backend.remove(key)
      emit(.backendRemoved(process, key: key))
      return .done
    case .list:
      return .keys(storage.backend.keys)
    }
  }
}
