import SimulationEngine

extension SimulatedDevice {
  /// Who answers the next authorization prompt.
  public typealias PromptAnswer = ScreenTimeModel.PromptAnswer

  // MARK: - Authorization

  /// `requestAuthorization(for:)` from the process running now.
  ///
  /// Injected failures come first; a request while approved succeeds without a prompt; a
  /// prompt that no step answers is dismissed (`authorizationCanceled`). On iOS 15 only the
  /// child flow exists, so an individual request fails with `unavailable`.
  package func requestAuthorization(for member: Member, answer: PromptAnswer?)
    throws(FamilyControlsErrorCode)
  {
    let process = processes.currentProcess
    let isMainApp = processes.current?.process == .mainApp
    emit(.authorizationRequested(process, member))
    do throws(FamilyControlsErrorCode) {
      if member == .individual, !software.has(.individualAuthorization) {
        throw FamilyControlsErrorCode.unavailable
      }
      if let failure = report(faults.takeAuthorizationFailure(at: now)) { throw failure }
      if !authority.isApproved {
        emit(.promptAnswered(answer, member))
        switch answer {
        case .approve:
          emit(.authorizationApproved(epoch: authority.approve(), withDataAccess: false))
        case .approveWithDataAccess:
          let granted = configuration.hasDataAccessEntitlement
          if !granted { emit(.dataAccessWithoutEntitlement) }
          emit(
            .authorizationApproved(
              epoch: authority.approve(withDataAccess: granted), withDataAccess: granted))
        case .cancel:
          throw FamilyControlsErrorCode.authorizationCanceled
        case .decline:
          authority.deny()
          emit(.authorizationDenied)
          throw FamilyControlsErrorCode.authorizationCanceled
        case nil:
          throw FamilyControlsErrorCode.authorizationCanceled
        }
      }
    } catch {
      emit(.authorizationRequestFailed(process, error))
      if isMainApp, authority.mainAppHasSeenApproval { emit(.revocationObserved) }
      refreshFrontmost()
      throw error
    }
    emit(.authorizationRequestSucceeded(process))
    if isMainApp {
      authority.mainAppLearnsStatus()
      mainAppObserves(authority.state.decision)
    }
    refreshFrontmost()
  }

  /// The `authorizationStatus` the process running now reads.
  package var authorizationStatusForCurrentProcess: AuthorizationDecision {
    processes.current.map { authority.status(readBy: $0.process) } ?? .notDetermined
  }

  /// The system's decision for the app.
  public var authorizationDecision: AuthorizationDecision { authority.state.decision }

  /// The `authorizationStatus` the main app's process last observed.
  public var observedAuthorization: AuthorizationDecision { authority.mainAppStatus }

  /// `user revokes authorization` / `guardian revokes authorization`: turned off in Settings.
  ///
  /// The main app goes to the background first; every token minted so far becomes void, the
  /// system stops enforcing the app's stores and delivering its callbacks.
  public func revokeAuthorizationInSettings() {
    perform(screen.leaveForSettings())
    revoke()
  }

  /// `revokeAuthorization(completionHandler:)` from the app; does nothing unless approved.
  package func revokeAuthorizationFromApp() {
    emit(.revocationRequested(processes.currentProcess))
    guard authority.isApproved else { return }
    revoke()
    if processes.current?.process == .mainApp, authority.mainAppHasLearnedStatus {
      mainAppObserves(authority.state.decision)
    }
  }

  private func revoke() {
    let status: AuthorizationDecision = options.revokedStatus == .denied ? .denied : .notDetermined
    authority.revoke(to: status)
    emit(.authorizationRevoked(status, epoch: authority.epoch))
    refreshFrontmost()
  }

  // MARK: - Tokens

  /// The token the system hands out now for `item` (what a picker returns).
  public func currentToken(for item: Item) -> OpaqueToken {
    let (token, isNew) = tokens.current(for: item, epoch: authority.epoch, mint: randomness.tokens)
    if isNew { emit(.tokenMinted(token, item)) }
    return token
  }

  /// `text` with every token the system minted written `<token N>` instead of its base64 or hex,
  /// for every output of the simulator.
  public func redacted(_ text: String) -> String {
    tokens.redactor.redact(text)
  }

  /// What the system knows about `token`, if it ever handed it out.
  public func tokenRecord(of token: OpaqueToken) -> TokenVault.Record? {
    tokens.record(of: token)
  }

  /// Whether the app was given `token` by the system (a picker or refresh result, or a token
  /// its code decoded) and still holds it: the token belongs to the current authorization.
  ///
  /// This is what the unknown-token invariants judge against: the app's own record of what it
  /// was given, whatever encoding or place it keeps tokens in.
  public func isHeldByApp(_ token: OpaqueToken) -> Bool {
    tokens.isHeldByApp(token, epoch: authority.epoch)
  }

  /// The tokens the system hands out now for `items`, given to the main app as its own, as a
  /// picker in the app's UI would give them.
  public func handOutTokens(for items: [Item]) -> [OpaqueToken] {
    let handed = items.map(currentToken(for:))
    handOut(handed, to: .mainApp)
    return handed
  }

  /// Gives `tokens` to `process` as the app's own and records them.
  func handOut(_ tokens: [OpaqueToken], to process: ProcessKind) {
    for token in tokens { self.tokens.recordGivenToApp(token) }
    emit(.tokensHandedOut(tokens, process))
  }

  /// App code decoded `token` (`Token.init(from:)`): the app holds it from now on.
  ///
  /// Decoding while the simulator only inspects the app's saved state records nothing.
  package func noteTokenDecoded(_ token: OpaqueToken) {
    guard processes.current?.isReadOnly != true, tokens.recordGivenToApp(token) else { return }
    emit(.tokenDecoded(token, processes.currentProcess))
  }

  /// Whether `token` is `==` to the token the system hands out now for its item.
  public func isCurrent(_ token: OpaqueToken) -> Bool {
    tokens.isCurrent(token, epoch: authority.epoch)
  }

  // MARK: - The picker

  /// `FamilyActivityPicker`: the user chooses; the system returns tokens.
  ///
  /// An `os crashes next picker` fault closes it with no result at all (`nil`); an `os empties
  /// next picker` fault returns nothing; without authorization the picker shows nothing.
  /// Otherwise every chosen item gets the token the system hands out now.
  public func presentPicker(_ choice: FamilyActivityPicker.Choice)
    -> FamilyActivityPicker.Selection?
  {
    if report(faults.takePickerCrash(at: now)) {
      emit(.pickerCrashed)
      return nil
    }
    var selection = FamilyActivityPicker.Selection()
    if report(faults.takeEmptyPicker(at: now)) {
      emit(.pickerEmptied)
      return selection
    }
    guard authority.isApproved else {
      emit(.pickerShowedNothing)
      return selection
    }
    for item in FamilyActivityPicker.items(of: choice, in: inventory) {
      let token = currentToken(for: item)
      switch item {
      case .app: selection.applications.append(token)
      case .web: selection.webDomains.append(token)
      case .category: selection.categories.append(token)
      }
    }
    handOut(selection.allTokens, to: .mainApp)
    return selection
  }

  // MARK: - Refresh

  /// `ManagedSettingsStore.refresh(_:)`: each token replaced by its item's current token.
  ///
  /// Tokens from an earlier authorization, or bytes the system never handed out, cannot be
  /// refreshed and make the call throw; current tokens come back unchanged.
  package func refreshTokens(_ tokens: [OpaqueToken]) throws(RefreshFailure) -> [OpaqueToken] {
    let process = processes.currentProcess
    guard authority.isApproved else {
      emit(.refreshFailed(process, .unauthorized))
      throw .unauthorized
    }
    var items: [Item] = []
    for token in tokens {
      guard let record = self.tokens.record(of: token), record.epoch == authority.epoch else {
        emit(.refreshFailed(process, .invalidToken))
        throw .invalidToken
      }
      items.append(record.item)
    }
    // Tokens are minted in inventory order, not in the order the app passes them (often a
    // `Set`'s, which differs from process to process), so that they are numbered alike in
    // every run.
    var current: [Item: OpaqueToken] = [:]
    for item in Set(items).sorted() { current[item] = currentToken(for: item) }
    let refreshed = items.compactMap { current[$0] }
    let changed = zip(tokens, refreshed).filter { $0 != $1 }.count
    emit(.tokensRefreshed(process, changed: changed, count: tokens.count))
    handOut(refreshed, to: process)
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
