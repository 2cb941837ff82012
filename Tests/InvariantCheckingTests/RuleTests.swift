import InvariantChecking
import ScreenTimeModel
import SimulationEngine
import Testing

/// Each rule judged on events made by hand, so a rule's verdicts do not depend on any app.
struct RuleTests {
  /// What the rules read of a device: the time, the cause, which tokens the app holds and which
  /// profiles are inside an interval.
  final class HeldTokens: DeviceView {
    var held: Set<OpaqueToken> = []
    /// The subjects with an activity inside an interval now.
    var inInterval: Set<String> = []
    var now = SimulationInstant.origin
    var currentCause = Cause(operation: 0, subject: nil)
    var processedEvents: Int { 0 }
    let configuration = DeviceConfiguration(
      inventory: Inventory(), systemVersion: SystemVersion(18, 5), build: "22F76",
      appVersion: "1.0", timeZone: .utc, startDate: CivilDate(year: 2026, month: 1, day: 5),
      start: .origin, seed: 1, member: .individual, options: ModelOptions())
    var inventory: Inventory { configuration.inventory }
    let software = SystemSoftware(
      version: SystemVersion(18, 5), build: "22F76", timeZone: .utc, start: .origin)
    let faults = FaultPlan()
    let screen = SpringBoard()
    let managedSettings = ManagedSettingsDaemon()
    let deviceActivity = DeviceActivityDaemon()
    var effectiveSettings: EffectiveSettingsResolver {
      EffectiveSettingsResolver(
        stores: managedSettings, tokens: TokenVault(), authority: FamilyControlsAuthority(),
        options: ModelOptions(), inventory: inventory, ignoredStores: [])
    }
    var authorizationDecision: AuthorizationDecision { .notDetermined }
    var observedAuthorization: AuthorizationDecision { .notDetermined }
    var isMainAppRunning: Bool { false }
    var isMainAppForeground: Bool { false }
    let appGroup = BlobStore()
    let backend = BlobStore()

    func formatTraceInstant(_ instant: SimulationInstant) -> String { "\(instant)" }
    func tokenRecord(of token: OpaqueToken) -> TokenVault.Record? { nil }
    func isHeldByApp(_ token: OpaqueToken) -> Bool { held.contains(token) }
    func isCurrent(_ token: OpaqueToken) -> Bool { held.contains(token) }
    func tokensGivenToApp(of item: Item) -> [OpaqueToken] { [] }
    func redacted(_ text: String) -> String { text }
    func hasIntervalInProgress(forSubject subject: String) -> Bool {
      inInterval.contains(subject)
    }
  }

  let device = HeldTokens()
  let checker = InvariantChecker(
    conventions: AppConventions(diagnosticKeys: ["diagnostics"]))

  /// Judges `kind` as happening now in operation `operation`, by `other` or by ``checker``;
  /// returns the `check` lines.
  @discardableResult
  func send(
    _ kind: SystemEvent.Kind, operation: Int = 1, subject: String? = nil,
    to other: InvariantChecker? = nil
  ) -> [String] {
    (other ?? checker).observe(
      SystemEvent(
        instant: device.now, cause: Cause(operation: operation, subject: subject), kind: kind),
      on: device
    ).map { "\($0.process): \($0.message)" }
  }

  var reasons: [String] { checker.violations.map { "\($0.invariant.rawValue): \($0.reason)" } }

  let request = ShieldActionRequest(
    press: .primary, tokenKind: .application, token: OpaqueToken(bytes: [1]))

  @Test func completionMustBeCalledExactlyOnceByAHandlerThatRanToItsEnd() {
    send(.actionHandled(request, answers: [.close], isAlive: true))
    send(.actionHandled(request, answers: [], isAlive: false))
    #expect(reasons.isEmpty)
    send(.actionHandled(request, answers: [], isAlive: true))
    send(.actionHandled(request, answers: [.close, .defer], isAlive: true))
    #expect(
      reasons == [
        "completion-once: the action handler never called its completion",
        "completion-once: the action handler called its completion 2 times",
      ])
  }

  @Test func aCrashIsAViolationAndItsCheckLineIsReturnedForTheRecord() {
    device.now = .origin + .minutes(3)
    device.currentCause = Cause(operation: 7, subject: "work")
    #expect(
      send(.processCrashed(.monitor, reason: "boom"))
        == ["check: violation of no-crash: the monitor process crashed: boom"])
    #expect(reasons == ["no-crash: the monitor process crashed: boom"])
    #expect(checker.violations.first?.instant == .origin + .minutes(3))
    #expect(checker.violations.first?.cause == Cause(operation: 7, subject: "work"))
  }

  @Test func removingAnotherProfilesSettingBreaksIsolationOnlyInARemovingOperation() {
    let token = OpaqueToken(bytes: [1])
    let shielded = ShieldSettingsState(applications: [token])
    checker.beginOperation(Cause(operation: 1, subject: "work"), kind: .general)
    send(.storeCreated("shared"), operation: 1, subject: "work")
    send(
      .storeWritten(.mainApp, store: "shared", before: .init(), after: shielded, clears: false),
      operation: 1, subject: "work")
    checker.beginOperation(Cause(operation: 2, subject: "home"), kind: .general)
    send(
      .storeWritten(.mainApp, store: "shared", before: shielded, after: shielded, clears: false),
      operation: 2, subject: "home")
    checker.beginOperation(Cause(operation: 3, subject: "home"), kind: .disabling)
    send(
      .storeWritten(.mainApp, store: "shared", before: shielded, after: .init(), clears: true),
      operation: 3, subject: "home")
    #expect(
      reasons == [
        "profile-isolation: disabling profile 'home' removed applications that profile 'work' "
          + "wrote to store shared"
      ])
  }

  // MARK: - profile-isolation at a start

  static let workShield = ShieldSettingsState(applications: [OpaqueToken(bytes: [1])])
  static let homeShield = ShieldSettingsState(applications: [OpaqueToken(bytes: [2])])
  static let bothShields = ShieldSettingsState(
    applications: [OpaqueToken(bytes: [1]), OpaqueToken(bytes: [2])])

  /// `work` writes `workShield` to store `shared` (operation 1), then `home`'s interval starts
  /// and its monitor's run begins (operation 2).
  func beginStartOfHome(_ checker: InvariantChecker) {
    checker.beginOperation(Cause(operation: 1, subject: "work"), kind: .general)
    send(
      .storeWritten(
        .mainApp, store: "shared", before: .init(), after: Self.workShield, clears: false),
      operation: 1, subject: "work", to: checker)
    let start = ScheduledCallback(callback: .intervalDidStart, activity: "home", subject: "home")
    send(.invocationStarted(.monitor, handling: start), operation: 2, subject: "home", to: checker)
  }

  /// The violations' reasons after `home`'s interval starts and its monitor writes `after`.
  ///
  /// First `work` writes `workShield` to store `shared` (operation 1), then `home`'s monitor
  /// replaces it (operation 2).
  func startOfHome(
    writing after: ShieldSettingsState, checker: InvariantChecker? = nil
  ) -> [String] {
    let checker = checker ?? self.checker
    beginStartOfHome(checker)
    send(
      .storeWritten(
        .monitor, store: "shared", before: Self.workShield, after: after, clears: false),
      operation: 2, subject: "home", to: checker)
    send(.invocationEnded(.monitor), operation: 2, subject: "home", to: checker)
    return checker.violations.map { "\($0.invariant.rawValue): \($0.reason)" }
  }

  @Test func aStartRemovingTheEntriesOfAProfileInsideItsIntervalBreaksIsolation() {
    device.inInterval = ["work", "home"]
    #expect(
      startOfHome(writing: Self.homeShield) == [
        "profile-isolation: starting profile 'home' removed applications that profile 'work' "
          + "wrote to store shared"
      ])
  }

  @Test func aStartRemovingWhatAProfileWroteBeforeItsIntervalEndedIsCleanup() {
    device.inInterval = ["home"]
    #expect(startOfHome(writing: Self.homeShield).isEmpty)
  }

  @Test func anAppRunningOneSessionAtATimeMayReplaceTheSessionOnAtAStart() {
    device.inInterval = ["work", "home"]
    let checker = InvariantChecker(conventions: AppConventions(runsConcurrentSessions: false))
    #expect(startOfHome(writing: Self.homeShield, checker: checker).isEmpty)
  }

  @Test(arguments: [workShield, bothShields])
  func aStartThatKeepsTheOtherProfilesEntriesBreaksNothing(_ after: ShieldSettingsState) {
    device.inInterval = ["work", "home"]
    #expect(startOfHome(writing: after).isEmpty)
  }

  /// A start that clears the other profile's entries and writes them back before its run
  /// ends takes nothing; one whose run ends without them breaks isolation.
  @Test(arguments: [true, false])
  func aStartIsJudgedWhenItsRunEndsSoThatWhatItWritesBackIsNotTaken(writesBack: Bool) {
    device.inInterval = ["work", "home"]
    beginStartOfHome(checker)
    send(
      .storeWritten(
        .monitor, store: "shared", before: Self.workShield, after: .init(), clears: true),
      operation: 2, subject: "home")
    send(
      .storeWritten(
        .monitor, store: "shared", before: .init(),
        after: writesBack ? Self.bothShields : Self.homeShield,
        clears: false),
      operation: 2, subject: "home")
    #expect(checker.violations.isEmpty, "judged before the run ends")
    send(.invocationEnded(.monitor), operation: 2, subject: "home")
    #expect(
      reasons
        == (writesBack
          ? []
          : [
            "profile-isolation: starting profile 'home' removed applications that profile "
              + "'work' wrote to store shared"
          ]))
  }

  @Test func aSessionBlockedByHandIsOnUntilItsProfileIsUnblocked() {
    /// Operation `operation` of `profile`, of `kind`, writing `after` over `before`.
    func step(
      _ operation: Int, _ profile: String, _ kind: OperationKind,
      _ write: (before: ShieldSettingsState, after: ShieldSettingsState)? = nil
    ) {
      device.currentCause = Cause(operation: operation, subject: profile)
      checker.beginOperation(device.currentCause, kind: kind)
      guard let write else { return }
      send(
        .storeWritten(
          .mainApp, store: "shared", before: write.before, after: write.after, clears: false),
        operation: operation, subject: profile)
      send(.invocationEnded(.mainApp), operation: operation, subject: profile)
    }
    step(1, "work", .starting, (.init(), Self.workShield))
    // The app leaves work's shield up when the user unblocks it: what home's start then
    // replaces is a leftover.
    step(2, "work", .unblocking)
    step(3, "home", .starting, (Self.workShield, Self.homeShield))
    step(4, "work", .starting, (Self.homeShield, Self.bothShields))
    step(5, "home", .starting, (Self.bothShields, Self.homeShield))
    #expect(
      reasons == [
        "profile-isolation: starting profile 'home' removed applications that profile 'work' "
          + "wrote to store shared"
      ])
    #expect(checker.violations.map(\.cause.operation) == [5])
  }

  @Test func aDiagnosticCarryingATokenBreaksRedaction() {
    let token = OpaqueToken(bytes: Array(0..<64))
    send(.tokenMinted(token, .app(0)))
    let clean = DiagnosticRecord(
      code: "ok", fields: [("profile", "1234")], process: .monitor,
      systemVersion: SystemVersion(18, 5), build: "b", appVersion: "1", instant: .origin)
    send(.diagnosticLogged(clean))
    var leaking = clean
    leaking.fields = [("token", token.base64)]
    send(.diagnosticLogged(leaking))
    let hex = token.bytes.map { String($0 >> 4, radix: 16) + String($0 & 15, radix: 16) }
    leaking.fields = [("id", hex.joined().uppercased())]
    send(.diagnosticLogged(leaking))
    #expect(
      reasons == [
        "token-redaction: diagnostic ok contains a token's base64",
        "token-redaction: diagnostic ok contains a token's bytes",
      ])
  }

  @Test func aStorageFailureReportedAsExpiryInTheSameOperationIsAViolation() {
    send(.appGroupReadFailed(.monitor, key: "k"), operation: 1)
    send(.errorShown(.mainApp, code: "tokens.expired"), operation: 2)
    #expect(reasons.isEmpty)
    send(.errorShown(.mainApp, code: "tokens.expired"), operation: 1)
    send(.backendFetched(.mainApp, key: "k", byteCount: nil, isDamaged: false), operation: 3)
    send(.expiryMessageDelivered, operation: 3)
    send(.errorShown(.mainApp, code: "tokens.expired"), operation: 3)
    #expect(
      reasons == [
        "decode-not-expiry: a failure to read, decode or accept a saved selection was reported "
          + "as error tokens.expired"
      ])
  }

  @Test func afterAnObservedRevocationAReadyProfileNeedsANewPick() {
    #expect(checker.finishStep(profiles: ["work"], on: device) { _ in true }.isEmpty)
    #expect(reasons.isEmpty)
    send(.revocationObserved)
    checker.userPicked(profile: "home", on: device)
    let checks = checker.finishStep(profiles: ["work", "home"], on: device) { _ in true }
    #expect(checker.finishStep(profiles: ["work", "home"], on: device) { _ in true }.isEmpty)
    #expect(checks.map(\.process) == ["check"])
    #expect(
      reasons == [
        "revocation-reselect: profile 'work' is ready after the app observed a revocation and "
          + "before a new pick"
      ])
  }

  // MARK: - Unknown tokens

  let held = OpaqueToken(bytes: [1])
  let unknown = OpaqueToken(bytes: [9])

  func configuration(_ token: OpaqueToken, categoryToken: OpaqueToken? = nil)
    -> ShieldConfigurationRequest
  {
    ShieldConfigurationRequest(
      item: .app(0), token: token, cause: categoryToken == nil ? .individual : .category,
      categoryToken: categoryToken, identifier: "com.insta", displayName: "Instagram",
      categoryDisplayName: nil)
  }

  @Test func anUnknownTokenMustGetTheGenericShieldAndNeverACrash() {
    device.held = [held]
    let profile = ShieldConfigurationAnswer(
      appearance: ShieldAppearance(title: "work"), isGeneric: false)
    let generic = ShieldConfigurationAnswer(
      appearance: ShieldAppearance(title: "limited"), isGeneric: true)
    for (token, answer, isAlive) in [
      (held, profile, true), (unknown, generic, true), (unknown, profile, true),
      (unknown, generic, false),
    ] {
      send(.shieldConfigurationRequested(configuration(token)))
      send(.shieldConfigured(configuration(token), answer, isAlive: isAlive))
    }
    #expect(
      reasons == [
        "unknown-token-shield: for an unmatched application token (individual) the "
          + #"configuration was title="work" primary=default, not the generic shield"#,
        "unknown-token-shield: for an unmatched application token (individual) the "
          + "configuration crashed",
      ])
  }

  @Test func aHeldCategoryTokenMakesTheShieldRequestKnown() {
    device.held = [held]
    let request = configuration(unknown, categoryToken: held)
    send(.shieldConfigurationRequested(request))
    // The extension saving the token while it runs does not change what was judged.
    device.held = []
    send(
      .shieldConfigured(
        request,
        ShieldConfigurationAnswer(appearance: ShieldAppearance(title: "work"), isGeneric: false),
        isAlive: true))
    #expect(reasons.isEmpty)
  }

  @Test func anUnknownTokensActionMustBeClose() {
    device.held = [held]
    let known = ShieldActionRequest(press: .primary, tokenKind: .application, token: held)
    let stranger = ShieldActionRequest(press: .secondary, tokenKind: .category, token: unknown)
    for (request, response) in [
      (known, ShieldResponse.defer), (stranger, .close), (stranger, .defer), (stranger, .none),
    ] {
      send(.shieldActionRequested(request))
      send(.actionAnswered(request, response))
    }
    #expect(
      reasons == [
        "unknown-token-action: for an unmatched category token the action answered .defer, not "
          + ".close",
        "unknown-token-action: for an unmatched category token the action answered .none, not "
          + ".close",
      ])
  }

  @Test func whileHandlingAnUnknownTokenTheActionChangesNothingButDiagnostics() {
    device.held = [held]
    let stranger = ShieldActionRequest(press: .primary, tokenKind: .application, token: unknown)
    let known = ShieldActionRequest(press: .primary, tokenKind: .application, token: held)
    let write = SystemEvent.Kind.storeWritten(
      .shieldAction, store: "work", before: ShieldSettingsState(applications: [held]),
      after: .init(), clears: true)
    // Writing back what a store holds, or an App Group key its own bytes, changes nothing.
    let rewrite = SystemEvent.Kind.storeWritten(
      .shieldAction, store: "work", before: ShieldSettingsState(applications: [held]),
      after: ShieldSettingsState(applications: [held]), clears: false)
    send(.shieldActionRequested(known))
    send(write)
    send(.invocationEnded(.shieldAction))
    send(.shieldActionRequested(stranger))
    send(.appGroupWritten(.shieldAction, key: "diagnostics", bytes: [1], previous: nil))
    send(.appGroupRead(.shieldAction, key: "profiles", byteCount: 4, isDamaged: false))
    send(rewrite)
    send(.appGroupWritten(.shieldAction, key: "profiles", bytes: [7], previous: [7]))
    send(write)
    send(.monitoringStopped(.shieldAction, activity: "work.daily"))
    send(.backendSent(.shieldAction, .store("profiles", [2])))
    send(.invocationEnded(.shieldAction))
    send(write)
    #expect(
      reasons == [
        "unknown-token-inert: while handling a press for an unmatched application token the "
          + "action cleared store work",
        "unknown-token-inert: while handling a press for an unmatched application token the "
          + "action stopped monitoring work.daily",
        "unknown-token-inert: while handling a press for an unmatched application token the "
          + "action sent a backend store of profiles",
      ])
  }
}
