import SimulationEngine

extension SimulatedDevice {
  /// Who answers the next authorization prompt, set by the scenario step that shows it.
  public enum PromptAnswer: Sendable, Equatable {
    case approve
    case cancel
    case decline
  }

  /// `requestAuthorization(for:)` from the process running now.
  ///
  /// Injected failures come first; a request while approved succeeds without a prompt; a
  /// prompt that no step answers is dismissed (`authorizationCanceled`). On iOS 15 only the
  /// child flow exists, so an individual request fails with `unavailable`.
  package func requestAuthorization(for member: Member, answer: PromptAnswer?)
    throws(FamilyControlsErrorCode)
  {
    let process = currentProcessName
    record(process, "requestAuthorization(for: .\(member.rawValue))")
    do throws(FamilyControlsErrorCode) {
      if member == .individual, !APIFeature.individualAuthorization.isAvailable(on: systemVersion) {
        throw FamilyControlsErrorCode.unavailable
      }
      if let failure = authorization.pendingFailure {
        authorization.pendingFailure = nil
        throw failure
      }
      if !authorization.isApproved {
        switch answer {
        case .approve:
          record(member == .child ? "guardian" : "user", "approves the prompt")
          authorization.approve()
          record("system", "authorization approved (epoch \(authorization.epoch))")
        case .cancel:
          record("user", "cancels the prompt")
          throw FamilyControlsErrorCode.authorizationCanceled
        case .decline:
          record("guardian", "declines the prompt")
          authorization.decision = .denied
          record("system", "authorization denied")
          throw FamilyControlsErrorCode.authorizationCanceled
        case nil:
          record("user", "dismisses a prompt that nobody answers")
          throw FamilyControlsErrorCode.authorizationCanceled
        }
      }
    } catch {
      record(process, "requestAuthorization throws \(error.rawValue)")
      if currentInvocation?.process == .mainApp, hasObservedApproval { noteRevocationObserved() }
      refreshFrontmost()
      throw error
    }
    record(process, "requestAuthorization succeeds")
    if currentInvocation?.process == .mainApp {
      mainApp.hasLearnedStatus = true
      observe(.approved)
    }
    refreshFrontmost()
  }

  /// The `authorizationStatus` the process running now reads.
  package var authorizationStatusForCurrentProcess: AuthorizationDecision {
    currentInvocation?.process == .mainApp ? mainApp.observedStatus : .notDetermined
  }

  /// `os fails authorization with <error>`: the next request throws it.
  public func failNextAuthorization(with error: FamilyControlsErrorCode) {
    authorization.pendingFailure = error
  }

  /// `user revokes authorization` / `guardian revokes authorization`: turned off in Settings.
  ///
  /// The main app goes to the background first; every token minted so far becomes void, the
  /// system stops enforcing the app's stores and delivering its callbacks.
  public func revokeAuthorizationInSettings(by actor: String) {
    if frontmost == .mainApp { sendMainAppToBackground() }
    frontmost = .home
    shownShield = nil
    revoke()
  }

  /// `revokeAuthorization(completionHandler:)` from the app; does nothing unless approved.
  package func revokeAuthorizationFromApp() {
    let process = currentProcessName
    record(process, "revokeAuthorization")
    guard authorization.isApproved else { return }
    revoke()
    if currentInvocation?.process == .mainApp, mainApp.hasLearnedStatus {
      observe(authorization.decision)
    }
  }

  private func revoke() {
    let status: AuthorizationDecision = options.revokedStatus == .denied ? .denied : .notDetermined
    authorization.revoke(to: status)
    record(
      "system",
      "authorization revoked: \(status.rawValue); tokens of epoch \(authorization.epoch) are void")
    refreshFrontmost()
  }

  // MARK: - Tokens

  /// The token the system hands out now for `item` (what a picker returns).
  public func currentToken(for item: Item) -> OpaqueToken {
    tokens.current(for: item, epoch: authorization.epoch, using: &generator)
  }

  /// What the system knows about `token`, if it ever handed it out.
  public func tokenRecord(of token: OpaqueToken) -> TokenRegistry.Record? {
    tokens.record(of: token)
  }

  /// Whether `token` is `==` to the token the system hands out now for its item.
  public func isCurrent(_ token: OpaqueToken) -> Bool {
    tokens.isCurrent(token, epoch: authorization.epoch)
  }

  /// Every token ever handed out, in minting order.
  public var allTokens: [OpaqueToken] { tokens.allTokens }

  /// Consumes the `os empties next picker` fault, if armed.
  public func takeEmptyPickerFault() -> Bool {
    defer { emptiesNextPicker = false }
    return emptiesNextPicker
  }

  /// `os empties next picker`.
  public func emptyNextPicker() {
    emptiesNextPicker = true
  }

  /// Records that the user picked for `profile`.
  public func notePick(for profile: String) {
    lastPick[profile] = now
  }

  /// `os rotates token <alias>` / `os rotates all tokens` (FB14111223).
  public func rotateTokens(of items: [Item]) {
    for item in items { tokens.rotate(item) }
    refreshFrontmost()
  }

  /// `os expires token <alias>` / `os expires all tokens`.
  public func expireTokens(of items: [Item]) {
    for item in items { tokens.expire(item) }
    postExpiryMessage()
    refreshFrontmost()
  }

  /// `os sends false expiry` (FB23391495).
  public func sendFalseExpiry() {
    postExpiryMessage()
  }

  /// `ManagedSettingsStore.refresh(_:)`: each token replaced by its item's current token.
  ///
  /// Tokens from an earlier authorization, or bytes the system never handed out, cannot be
  /// refreshed and make the call throw; current tokens come back unchanged.
  package func refreshTokens(_ tokens: [OpaqueToken]) throws(RefreshFailure) -> [OpaqueToken] {
    let process = currentProcessName
    guard authorization.isApproved else {
      record(process, "refresh throws: not authorized")
      throw .unauthorized
    }
    var refreshed: [OpaqueToken] = []
    for token in tokens {
      guard let record = self.tokens.record(of: token), record.epoch == authorization.epoch else {
        self.record(process, "refresh throws: a token cannot be refreshed")
        throw .invalidToken
      }
      refreshed.append(currentToken(for: record.item))
    }
    let changed = zip(tokens, refreshed).filter { $0 != $1 }.count
    record(process, "refresh: \(changed) of \(tokens.count) tokens replaced")
    return refreshed
  }
}

/// Why `ManagedSettingsStore.refresh(_:)` threw.
public enum RefreshFailure: Error, Sendable, Equatable {
  /// The app is not authorized.
  case unauthorized
  /// A token belongs to an earlier authorization or was never handed out.
  case invalidToken
}
