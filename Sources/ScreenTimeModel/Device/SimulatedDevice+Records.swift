import SimulationEngine

extension SimulatedDevice {
  /// Records a violation of `invariant` during the current step.
  func addViolation(_ invariant: Invariant, _ reason: String) {
    violations.append(
      Violation(invariant: invariant, instant: now, stepIndex: operation.stepIndex, reason: reason))
    record("check", "violation of \(invariant.rawValue): \(reason)")
  }

  /// The app writes a diagnostic record; the simulator adds OS, build, app version and time.
  package func logDiagnostic(_ code: String, fields: [(key: String, value: String)]) {
    guard isCurrentProcessAlive else { return }
    let process = currentInvocation?.process ?? .mainApp
    let diagnostic = DiagnosticRecord(
      code: code, fields: fields, process: process, systemVersion: systemVersion, build: build,
      appVersion: configuration.appVersion, instant: now)
    diagnostics.append(diagnostic)
    record(process.rawValue, "diagnostic \(code) \(diagnostic.renderedFields)")
    if let leak = leakedToken(in: diagnostic) {
      addViolation(.tokenRedaction, "diagnostic \(code) contains a token's \(leak)")
    }
    if code == "tokens.expired" { checkDecodeNotExpiry(reportedAs: "diagnostic tokens.expired") }
  }

  /// The app shows an error to its user.
  package func surfaceError(_ code: String) {
    guard isCurrentProcessAlive else { return }
    surfacedErrors.append(SurfacedError(code: code, instant: now, stepIndex: operation.stepIndex))
    record(currentProcessName, "shows error \(code)")
    if code == "tokens.expired" { checkDecodeNotExpiry(reportedAs: "error tokens.expired") }
  }

  /// The app called an API its OS does not have: `api.unavailable`, never a crash.
  package func reportUnavailable(_ feature: APIFeature) {
    record(
      currentProcessName,
      "\(feature.rawValue) is not available on iOS \(systemVersion) (from \(feature.introduced))")
    surfaceError("api.unavailable")
  }

  /// The app's code crashed in the process running now.
  package func crashCurrentProcess(_ reason: String) {
    end(.crashed(reason))
  }

  private func checkDecodeNotExpiry(reportedAs what: String) {
    guard operation.hadStorageFailure, !operation.hadExpiryMessage else { return }
    addViolation(
      .decodeNotExpiry,
      "a failure to read, decode or accept a saved selection was reported as \(what)")
  }

  /// How a diagnostic leaks a token, if it does: its base64, its JSON, or its bytes in hex.
  private func leakedToken(in diagnostic: DiagnosticRecord) -> String? {
    let texts = [diagnostic.code] + diagnostic.fields.flatMap { [$0.key, $0.value] }
    for token in tokens.allTokens {
      let base64 = token.base64
      let hex = token.bytes.map { byte in
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
      }.joined()
      for text in texts {
        if text.contains(base64) { return text.contains("{") ? "JSON" : "base64" }
        if text.lowercased().contains(hex) { return "bytes" }
        if text.unicodeScalars.map({ UInt8(truncatingIfNeeded: $0.value) }).contains(
          subsequence: token.bytes)
        {
          return "bytes"
        }
      }
    }
    return nil
  }

  // MARK: - Device events

  /// `user locks device`.
  public func lock() {
    guard !isLocked else { return }
    leaveFront()
    frontmost = .home
    isLocked = true
    updateUsageState()
  }

  /// `user unlocks device`: held callbacks are delivered, in order.
  public func unlock() {
    guard isLocked else { return }
    isLocked = false
    record("system", "the device is unlocked")
    if !isAppGroupReadable {
      isAppGroupReadable = true
      record("system", "the App Group container is readable again (first unlock)")
    }
    if thresholdsFireEarlyArmed { fireThresholdsEarly(trigger: "unlock") }
    deliverHeldCallbacks()
    refreshFrontmost()
  }

  /// `os reboots`: every process ends, the device locks, the App Group is unreadable until the
  /// first unlock.
  public func reboot() {
    restart()
  }

  private func restart() {
    shownShield = nil
    frontmost = .home
    terminateMainApp()
    isLocked = true
    isAppGroupReadable = false
    record("system", "the device is locked; the App Group container is unreadable until unlock")
    updateUsageState()
  }

  /// `os updates to iOS <version>`: new version and APIs, a restart, optionally new tokens.
  public func updateSystem(to version: SystemVersion, build: String, rotatingTokens: Bool) {
    systemVersion = version
    self.build = build
    if rotatingTokens {
      for item in inventory.allItems { tokens.rotate(item) }
      record("system", "every token rotates with the update")
    }
    restart()
  }

  /// `user changes timezone <id>`: intervals not yet started follow the new zone.
  public func changeTimeZone(to zone: DeviceTimeZone) {
    timeZone = zone
    zoneHistory.append((now, zone))
    rescheduleForTimeZoneChange()
  }

  /// Traces a step of the scenario that the device itself does not act on.
  public func note(_ process: String, _ message: String) {
    record(process, message)
  }
}

extension SimulatedDevice {
  /// Random bytes for app code, drawn from the run's generator.
  package func randomBytes(count: Int) -> [UInt8] {
    generator.nextBytes(count: count)
  }
}
