import SimulationEngine

/// A response on its way back to the process that asked.
struct PendingCompletion {
  var process: ProcessKind
  var operation: Operation
  var deliver: () -> Void
}

extension SimulatedDevice {
  // MARK: - App Group container

  /// Reads a value of the App Group container.
  ///
  /// In an extension with a memory ceiling, each read counts twice its size (the bytes and
  /// their decoded form) toward the ceiling; passing it kills the process.
  package func appGroupValue(forKey key: String) throws(AppGroupFailure) -> [UInt8]? {
    guard invocations.last?.isAlive ?? true else { throw .unavailable }
    guard isAppGroupReadable else {
      operation.hadStorageFailure = true
      record(currentProcessName, "reads App Group \(key): unavailable before the first unlock")
      throw .unavailable
    }
    let entry = appGroup.entry(at: key)
    if entry?.isDamaged == true { operation.hadStorageFailure = true }
    if let bytes = entry?.bytes, let index = invocations.indices.last,
      let limit = invocations[index].memoryLimit
    {
      invocations[index].memory += 2 * bytes.count
      if invocations[index].memory > limit {
        end(
          .killed(
            "memory \(invocations[index].memory) bytes passes the ceiling of \(limit) bytes"))
        throw .unavailable
      }
    }
    return entry?.bytes
  }

  /// Writes a value of the App Group container (a single write is atomic).
  package func setAppGroupValue(_ bytes: [UInt8]?, forKey key: String) throws(AppGroupFailure) {
    let process = currentInvocation?.process ?? .mainApp
    guard process.canWriteAppGroup else {
      record(process.rawValue, "writes App Group \(key): not permitted")
      throw .notPermitted
    }
    guard isAppGroupReadable else {
      record(process.rawValue, "writes App Group \(key): unavailable before the first unlock")
      throw .unavailable
    }
    guard admitWrite() else { return }
    if let bytes {
      appGroup.write(bytes, at: key, owner: operation.profile)
      rememberIdentifier(in: key)
      record(process.rawValue, "writes App Group \(key) (\(bytes.count) bytes)")
    } else {
      appGroup.remove(key)
      record(process.rawValue, "removes App Group \(key)")
    }
  }

  /// The keys of the App Group container, sorted; empty while unreadable.
  package var appGroupKeys: [String] { isAppGroupReadable ? appGroup.keys : [] }

  // MARK: - Backend

  /// Sends a request to the backend; `completion` runs when the response arrives.
  ///
  /// With no latency the response arrives within the call. Otherwise it arrives `latency`
  /// later, and only if the process that asked is still running: an extension's process ends
  /// when its callback returns, so a slow response never reaches it.
  package func sendBackendRequest(
    _ request: BackendRequest, completion: @escaping (BackendResponse) -> Void
  ) {
    let process = currentInvocation?.process ?? .mainApp
    guard isCurrentProcessAlive else { return }
    guard process.canUseNetwork else {
      record(process.rawValue, "backend \(describe(request)): no network in this extension")
      completion(.failed(.notPermitted))
      return
    }
    record(process.rawValue, "backend \(describe(request)) sent")
    if backendLatency == .zero {
      completion(answer(request, for: process))
      return
    }
    let id = nextCompletionID
    nextCompletionID += 1
    let captured = operation
    pendingCompletions[id] = PendingCompletion(process: process, operation: captured) {
      [unowned self] in
      completion(self.answer(request, for: process))
    }
    simulation.schedule(.networkCompletion(id: id), after: backendLatency)
  }

  func completeNetworkRequest(_ id: Int) {
    guard let pending = pendingCompletions.removeValue(forKey: id) else { return }
    guard pending.process == .mainApp, mainApp.isRunning else {
      record(
        pending.process.rawValue, "backend response arrives after the process ended: dropped")
      return
    }
    let saved = operation
    operation = pending.operation
    run(in: .mainApp, pending.deliver)
    operation = saved
  }

  private func answer(_ request: BackendRequest, for process: ProcessKind) -> BackendResponse {
    guard isBackendUp else {
      operation.hadStorageFailure = true
      record(process.rawValue, "backend \(describe(request)) fails: network error")
      return .failed(.networkError)
    }
    switch request {
    case .fetch(let key):
      let entry = backend.entry(at: key)
      if entry == nil || entry?.isDamaged == true { operation.hadStorageFailure = true }
      record(
        process.rawValue,
        "backend fetch \(key): " + (entry.map { "\($0.bytes.count) bytes" } ?? "none"))
      return .data(entry?.bytes)
    case .store(let key, let bytes):
      backend.write(bytes, at: key, owner: operation.profile)
      rememberIdentifier(in: key)
      record(process.rawValue, "backend stores \(key) (\(bytes.count) bytes)")
      return .done
    case .remove(let key):
      backend.remove(key)
      record(process.rawValue, "backend removes \(key)")
      return .done
    case .list:
      return .keys(backend.keys)
    }
  }

  private func describe(_ request: BackendRequest) -> String {
    switch request {
    case .fetch(let key): "fetch \(key)"
    case .store(let key, _): "store \(key)"
    case .remove(let key): "remove \(key)"
    case .list: "list"
    }
  }

  // MARK: - Storage faults

  /// `backend goes down` / `backend comes up`.
  public func setBackendUp(_ isUp: Bool) {
    isBackendUp = isUp
  }

  /// `backend latency <duration>`.
  public func setBackendLatency(_ latency: SimulationDuration) {
    backendLatency = latency
  }

  /// `backend corrupts` / `appgroup corrupts`: damages every copy the profile wrote there.
  public func damage(
    _ damage: BlobDamage, inBackend: Bool, profile: String
  ) throws(DeviceError) {
    let location = inBackend ? "backend" : "appgroup"
    let keys = copies(of: profile, in: inBackend ? backend : appGroup)
    guard !keys.isEmpty else { throw .noCopy(location: location, profile: profile) }
    for key in keys {
      let original = (inBackend ? backend.entry(at: key) : appGroup.entry(at: key))?.bytes ?? []
      let damaged = damage.apply(to: original, randomBytes: generator.nextBytes(count: 48))
      if inBackend { backend.damage(key, to: damaged) } else { appGroup.damage(key, to: damaged) }
      record(location, "corrupts \(key) (\(damage.rawValue))")
    }
  }

  /// `backend serves <profile> schema <n>`.
  public func serveSchema(_ version: Int, profile: String) throws(DeviceError) {
    let keys = copies(of: profile, in: backend)
    guard !keys.isEmpty else { throw .noCopy(location: "backend", profile: profile) }
    for key in keys {
      let original = backend.entry(at: key)?.bytes ?? []
      let changed = JSONBlob.settingSchemaVersion(version, in: original) ?? original
      backend.damage(key, to: changed)
      record("backend", "serves \(key) with schemaVersion \(version)")
    }
  }

  /// `appgroup loses <profile>`.
  public func loseAppGroupCopy(profile: String) throws(DeviceError) {
    let keys = copies(of: profile, in: appGroup)
    guard !keys.isEmpty else { throw .noCopy(location: "appgroup", profile: profile) }
    for key in keys {
      appGroup.remove(key)
      record("appgroup", "loses \(key)")
    }
  }

  /// `appgroup bloats <profile> to <size>`: the copy grows (still valid JSON) to `bytes`.
  public func bloatAppGroupCopy(profile: String, to bytes: Int) throws(DeviceError) {
    let keys = copies(of: profile, in: appGroup)
    guard !keys.isEmpty else { throw .noCopy(location: "appgroup", profile: profile) }
    for key in keys {
      var value = appGroup.entry(at: key)?.bytes ?? []
      if value.count < bytes {
        value.append(contentsOf: repeatElement(UInt8(ascii: " "), count: bytes - value.count))
      }
      appGroup.write(value, at: key, owner: profile)
      record("appgroup", "bloats \(key) to \(value.count) bytes")
    }
  }

  /// The keys of `store` that hold `profile`'s copy: those written for it, and those named after
  /// one of its identifiers (`profile.<id>`) that no other profile owns, such as a copy an
  /// app-wide step uploaded.
  func copies(of profile: String, in store: BlobStore) -> [String] {
    let identifiers = self.identifiers(ofProfile: profile)
    return store.keys.filter { key in
      let owner = store.entry(at: key)?.owner
      if owner == profile { return true }
      guard owner == nil, let identifier = Self.identifier(in: key) else { return false }
      return identifiers.contains(identifier)
    }
  }
}
