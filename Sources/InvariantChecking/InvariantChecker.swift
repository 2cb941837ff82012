import ScreenTimeModel
import SimulationEngine

/// Checks the invariants of spec 4.7 by watching a simulated device.
///
/// The checker is an observer: it reads the device's events, keeps each rule's own state, and
/// records a ``Violation`` (with a `check` line in the run's record) the moment a rule breaks.
/// The device does not know it is being checked. Rules that depend on the app's design take
/// what they need from ``AppConventions``; the rest hold for any app.
public final class InvariantChecker: SystemEventObserver {
  /// Every violation so far, in order.
  public private(set) var violations: [Violation] = []

  private let conventions: AppConventions
  private var operationKinds: [Int: OperationKind] = [:]
  private var unknownTokenShield = UnknownTokenShieldRule()
  private var unknownTokenAction = UnknownTokenActionRule()
  private var completionOnce = CompletionOnceRule()
  private var profileIsolation = ProfileIsolationRule()
  private var tokenRedaction = TokenRedactionRule()
  private var revocationReselect = RevocationReselectRule()
  private var decodeNotExpiry = DecodeNotExpiryRule()
  private var noCrash = NoCrashRule()
  private var unknownTokenInert = UnknownTokenInertRule()

  public init(conventions: AppConventions) {
    self.conventions = conventions
  }

  /// Says what the operation of `cause` does, for profile-isolation.
  public func beginOperation(_ cause: Cause, kind: OperationKind) {
    operationKinds[cause.operation] = kind
  }

  /// The user picked a non-empty selection for `profile` (revocation-reselect).
  public func userPicked(profile: String, on device: SimulatedDevice) {
    revocationReselect.notePick(profile, at: device.now)
  }

  /// Checks the rules judged between steps.
  ///
  /// After a revocation the app observed, no profile reads `ready` before a new pick;
  /// `isReady` asks the app.
  public func finishStep(
    profiles: [String], on device: SimulatedDevice, isReady: (String) -> Bool
  ) {
    // The app is asked before the rule updates: reading its state may run its code.
    let ready = revocationReselect.candidates(profiles).filter(isReady)
    for reason in revocationReselect.report(readyProfiles: ready) {
      report(.revocationReselect, reason, on: device)
    }
  }

  public func observe(_ event: SystemEvent, on device: SimulatedDevice) {
    if case .invocationStarted(.monitor, let callback?) = event.kind {
      operationKinds[event.cause.operation] =
        callback.callback == .intervalDidEnd ? .ending : .general
    }
    let context = CheckContext(
      device: device, conventions: conventions,
      operationKind: operationKinds[event.cause.operation] ?? .general)
    report(.unknownTokenShield, unknownTokenShield.observe(event, context), on: device)
    report(.unknownTokenAction, unknownTokenAction.observe(event, context), on: device)
    report(.completionOnce, completionOnce.observe(event, context), on: device)
    report(.profileIsolation, profileIsolation.observe(event, context), on: device)
    report(.tokenRedaction, tokenRedaction.observe(event, context), on: device)
    report(.revocationReselect, revocationReselect.observe(event, context), on: device)
    report(.decodeNotExpiry, decodeNotExpiry.observe(event, context), on: device)
    report(.noCrash, noCrash.observe(event, context), on: device)
    report(.unknownTokenInert, unknownTokenInert.observe(event, context), on: device)
  }

  private func report(_ invariant: Invariant, _ reasons: [String], on device: SimulatedDevice) {
    for reason in reasons { report(invariant, reason, on: device) }
  }

  private func report(_ invariant: Invariant, _ reason: String, on device: SimulatedDevice) {
    violations.append(
      Violation(
        invariant: invariant, instant: device.now, cause: device.currentCause, reason: reason))
    device.note("check", "violation of \(invariant.rawValue): \(reason)")
  }
}
