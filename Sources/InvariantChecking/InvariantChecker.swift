import ScreenTimeModel
import SimulationEngine

/// Checks the invariants of spec 4.7 by watching a simulated device.
///
/// The checker is an observer: it reads the device's events on its ``DeviceView``, keeps each
/// rule's own state, and records a ``Violation`` the moment a rule breaks, returning its `check`
/// line for the run's record. The device does not know it is being checked. Rules that depend on the app's design take
/// what they need from ``AppConventions``; the rest hold for any app.
public final class InvariantChecker: SystemEventObserver {
  /// Every violation so far, in order.
  public private(set) var violations: [Violation] = []

  private let conventions: AppConventions
  /// The profile the app's naming gives a store, if its name says.
  private let storeOwner: (String) -> String?
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

  /// A checker for an app of `conventions`; `storeOwner` names the profile a store belongs to
  /// by the app's naming (`rule-<uuid>` of a profile's identifier), when its name says.
  public init(
    conventions: AppConventions, storeOwner: @escaping (String) -> String? = { _ in nil }
  ) {
    self.conventions = conventions
    self.storeOwner = storeOwner
  }

  /// Says what the operation of `cause` does, for profile-isolation.
  public func beginOperation(_ cause: Cause, kind: OperationKind) {
    operationKinds[cause.operation] = kind
  }

  /// The user picked a non-empty selection for `profile` (revocation-reselect).
  public func userPicked(profile: String, on device: any DeviceView) {
    revocationReselect.notePick(profile, at: device.now)
  }

  /// Checks the rules judged between steps; returns the `check` lines of what broke, for the
  /// record of the run.
  ///
  /// After a revocation the app observed, no profile reads `ready` before a new pick;
  /// `isReady` asks the app.
  public func finishStep(
    profiles: [String], on device: any DeviceView, isReady: (String) -> Bool
  ) -> [ObserverNote] {
    // The app is asked before the rule updates: reading its state may run its code.
    let ready = revocationReselect.candidates(profiles).filter(isReady)
    var notes: [ObserverNote] = []
    report(.revocationReselect, revocationReselect.report(readyProfiles: ready), device, &notes)
    return notes
  }

  public func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
    if case .invocationStarted(.monitor, let callback?) = event.kind {
      operationKinds[event.cause.operation] =
        callback.callback == .intervalDidEnd ? .ending : .general
    }
    let context = CheckContext(
      device: device, conventions: conventions,
      operationKind: operationKinds[event.cause.operation] ?? .general, storeOwner: storeOwner)
    var notes: [ObserverNote] = []
    report(.unknownTokenShield, unknownTokenShield.observe(event, context), device, &notes)
    report(.unknownTokenAction, unknownTokenAction.observe(event, context), device, &notes)
    report(.completionOnce, completionOnce.observe(event, context), device, &notes)
    report(.profileIsolation, profileIsolation.observe(event, context), device, &notes)
    report(.tokenRedaction, tokenRedaction.observe(event, context), device, &notes)
    report(.revocationReselect, revocationReselect.observe(event, context), device, &notes)
    report(.decodeNotExpiry, decodeNotExpiry.observe(event, context), device, &notes)
    report(.noCrash, noCrash.observe(event, context), device, &notes)
    report(.unknownTokenInert, unknownTokenInert.observe(event, context), device, &notes)
    return notes
  }

  /// Records a violation of `invariant` for each of `reasons`, as of now on `device`, and adds
  /// its `check` line to `notes`.
  private func report(
    _ invariant: Invariant, _ reasons: [String], _ device: any DeviceView,
    _ notes: inout [ObserverNote]
  ) {
    guard !reasons.isEmpty else { return }
    for reason in reasons {
      violations.append(
        Violation(
          invariant: invariant, instant: device.now, cause: device.currentCause, reason: reason))
      notes.append(
        ObserverNote(process: "check", message: "violation of \(invariant.rawValue): \(reason)"))
    }
  }
}
