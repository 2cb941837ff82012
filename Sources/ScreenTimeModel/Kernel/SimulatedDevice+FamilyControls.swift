import SimulationEngine

extension SimulatedDevice {
  /// Who answers the next authorization prompt.
  public typealias PromptAnswer = ScreenTimeModel.PromptAnswer

  // MARK: - Authorization

  /// `requestAuthorization(for:)` from the process running now, answered at once.
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
      try checkRequest(member)
      if let isUpgrade = promptNeeded(answering: answer) {
        emit(.promptAnswered(answer, member))
        try answerPrompt(answer, isUpgrade: isUpgrade)
      }
    } catch {
      requestFailed(error, process: process, isMainApp: isMainApp)
      throw error
    }
    requestSucceeded(process: process, isMainApp: isMainApp)
  }

  /// `requestAuthorization(for:)` from the main app whose prompt stays on screen until a later
  /// step answers it (`user requests authorization`).
  ///
  /// A request that needs no prompt (or fails before showing one) finishes at once and returns
  /// `true`; otherwise the prompt is shown, `finish` is kept for the step that answers it, and
  /// the call returns `false`.
  package func requestAuthorizationLeavingPrompt(
    for member: Member,
    finish: @escaping @Sendable (Result<Void, FamilyControlsErrorCode>) -> Void
  ) throws(FamilyControlsErrorCode) -> Bool {
    let process = processes.currentProcess
    let isMainApp = processes.current?.process == .mainApp
    emit(.authorizationRequested(process, member))
    let isUpgrade: Bool?
    do throws(FamilyControlsErrorCode) {
      try checkRequest(member)
      isUpgrade = promptNeeded(answering: .approveWithDataAccess)
    } catch {
      requestFailed(error, process: process, isMainApp: isMainApp)
      throw error
    }
    guard let isUpgrade, isMainApp else {
      requestSucceeded(process: process, isMainApp: isMainApp)
      return true
    }
    pendingPrompt = PendingPrompt(member: member, isUpgrade: isUpgrade, finish: finish)
    emit(.promptShown(member, isUpgrade: isUpgrade))
    return false
  }

  /// Whether an authorization prompt is on screen, waiting for an answer.
  public var isPromptShown: Bool { pendingPrompt != nil }

  /// A step answers the prompt on screen, in the main app's process; `false` when there is none.
  package func answerPendingPrompt(_ answer: PromptAnswer) -> Bool {
    guard let prompt = pendingPrompt else { return false }
    pendingPrompt = nil
    emit(.promptAnswered(answer, prompt.member))
    let result: Result<Void, FamilyControlsErrorCode>
    do throws(FamilyControlsErrorCode) {
      try answerPrompt(answer, isUpgrade: prompt.isUpgrade)
      requestSucceeded(process: .mainApp, isMainApp: true)
      result = .success(())
    } catch {
      requestFailed(error, process: .mainApp, isMainApp: true)
      result = .failure(error)
    }
    prompt.finish(result)
    return true
  }

  /// A revocation happened while a prompt was on screen: `option prompt-revocation dismisses`
  /// takes it away, in the main app's process, and its request throws `authorizationCanceled`.
  private func dismissPromptForRevocation() {
    guard let prompt = pendingPrompt, options.promptRevocation == .dismisses else { return }
    pendingPrompt = nil
    emit(.promptDismissed(reason: "authorization was revoked while it was on screen"))
    run(in: .mainApp) {
      requestFailed(.authorizationCanceled, process: .mainApp, isMainApp: true)
      prompt.finish(.failure(.authorizationCanceled))
    }
  }

  /// The main app's process ended with a prompt on screen: it goes away with it, and its
  /// request never finishes.
  func dropPendingPrompt() {
    guard pendingPrompt != nil else { return }
    pendingPrompt = nil
    emit(.promptDismissed(reason: "the main app's process ended"))
  }

  /// What every request checks before a prompt: the member's flow on this version, then an
  /// injected failure.
  private func checkRequest(_ member: Member) throws(FamilyControlsErrorCode) {
    if member == .individual, !software.has(.individualAuthorization) {
      throw FamilyControlsErrorCode.unavailable
    }
    if let failure = report(faults.takeAuthorizationFailure(at: now)) { throw failure }
  }

  /// Whether the request shows a prompt, and whether it is the data-access upgrade of an
  /// approved app; `nil` when it needs none (the app is approved).
  ///
  /// With `option data-access-upgrade prompt` an app approved without data access that has the
  /// entitlement gets the prompt again on 26.4 and later, when a step answers it with data
  /// access (or leaves it on screen): the user asked for it.
  private func promptNeeded(answering answer: PromptAnswer?) -> Bool? {
    guard authority.isApproved else { return false }
    let offersUpgrade =
      options.dataAccessUpgrade == .prompt && answer == .approveWithDataAccess
      && authority.state.decision == .approved && configuration.hasDataAccessEntitlement
      && software.has(.dataAccessAuthorization)
    return offersUpgrade ? true : nil
  }

  /// Applies the answer to a prompt; throws what the request then throws.
  ///
  /// An upgrade prompt only adds data access: any other answer keeps the approval and the
  /// request succeeds (Apple does not say; an app that treated it as a failure would take it
  /// for a revocation).
  private func answerPrompt(_ answer: PromptAnswer?, isUpgrade: Bool)
    throws(FamilyControlsErrorCode)
  {
    if isUpgrade {
      if answer == .approveWithDataAccess {
        authority.grantDataAccess()
        emit(.authorizationApproved(epoch: authority.epoch, withDataAccess: true))
      }
      return
    }
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

  private func requestFailed(
    _ error: FamilyControlsErrorCode, process: ProcessKind, isMainApp: Bool
  ) {
    emit(.authorizationRequestFailed(process, error))
    if isMainApp, authority.mainAppHasSeenApproval { emit(.revocationObserved) }
    refreshFrontmost()
  }

  private func requestSucceeded(process: ProcessKind, isMainApp: Bool) {
    emit(.authorizationRequestSucceeded(process))
    if isMainApp {
      authority.mainAppLearnsStatus()
      mainAppObserves(authority.state.decision)
    }
    refreshFrontmost()
  }

  // MARK: - The Screen Time passcode (iOS 26.4)

  /// `user sets screen time passcode`: from now on turning the app's access off in Settings asks
  /// for it, on the releases `option passcode-gate` names.
  public func setScreenTimePasscode() {
    authority.setScreenTimePasscode()
    emit(.screenTimePasscodeSet(gates: software.version >= options.passcodeGate.introduced))
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
  /// system stops enforcing the app's stores and delivering its callbacks. With a Screen Time
  /// passcode set, on the releases `option passcode-gate` names, the user must give it
  /// (`withPasscode`); the guardian turns it off from their own device, without it.
  ///
  /// - Throws: ``DeviceError/passcodeRequired`` when the passcode gates it and was not given.
  public func revokeAuthorizationInSettings(byGuardian: Bool = false, withPasscode: Bool = false)
    throws(DeviceError)
  {
    if !byGuardian, !withPasscode, authority.hasScreenTimePasscode,
      software.version >= options.passcodeGate.introduced
    {
      throw .passcodeRequired
    }
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
    dismissPromptForRevocation()
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

  /// Every token of `item` the app was given or decoded, of any authorization.
  public func tokensGivenToApp(of item: Item) -> [OpaqueToken] {
    tokens.tokensGivenToApp(of: item)
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
