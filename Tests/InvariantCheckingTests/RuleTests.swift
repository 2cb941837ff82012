import InvariantChecking
import ScreenTimeModel
import SimulationEngine
import Testing

/// Each rule judged on events made by hand, so a rule's verdicts do not depend on any app.
struct RuleTests {
  /// A device that runs no app code; the checker needs one for its notes.
  final class NoApp: AppUnderTestHost {
    func mainAppDidLaunch() {}
    func mainAppDidTerminate() {}
    func mainAppDidBecomeActive() {}
    func mainAppDidEnterBackground() {}
    func mainAppDidReceiveTokenExpiry() {}
    var hasShieldConfigurationExtension: Bool { false }
    func shieldConfiguration(for request: ShieldConfigurationRequest)
      -> ShieldConfigurationAnswer
    {
      .systemDefault
    }
    var hasShieldActionExtension: Bool { false }
    func handleShieldAction(
      _ request: ShieldActionRequest, completion: @escaping (ShieldResponse) -> Void
    ) {}
    var hasMonitorExtension: Bool { false }
    func deliverMonitorCallback(_ callback: MonitorCallback, activity: String, event: String?) {}
  }

  let device = SimulatedDevice(
    configuration: DeviceConfiguration(
      inventory: Inventory(), systemVersion: SystemVersion(18, 5), build: "22F76",
      appVersion: "1.0", timeZone: .utc, startDate: CivilDate(year: 2026, month: 1, day: 5),
      start: .origin, seed: 1, member: .individual, options: ModelOptions()),
    host: NoApp())
  let checker = InvariantChecker(
    conventions: AppConventions())

  func send(_ kind: SystemEvent.Kind, operation: Int = 1, subject: String? = nil) {
    checker.observe(
      SystemEvent(
        instant: device.now, cause: Cause(operation: operation, subject: subject), kind: kind),
      on: device)
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

  @Test func aCrashIsAViolation() {
    send(.processCrashed(.monitor, reason: "boom"))
    #expect(reasons == ["no-crash: the monitor process crashed: boom"])
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
    checker.finishStep(profiles: ["work"], on: device) { _ in true }
    #expect(reasons.isEmpty)
    send(.revocationObserved)
    checker.userPicked(profile: "home", on: device)
    checker.finishStep(profiles: ["work", "home"], on: device) { _ in true }
    checker.finishStep(profiles: ["work", "home"], on: device) { _ in true }
    #expect(
      reasons == [
        "revocation-reselect: profile 'work' is ready after the app observed a revocation and "
          + "before a new pick"
      ])
  }
}
