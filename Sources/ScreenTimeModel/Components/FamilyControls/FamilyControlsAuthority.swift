/// The FamilyControls side of the system: the app's authorization and what each process saw.
///
/// Models `AuthorizationCenter` as the system keeps it: the decision and its epochs (see
/// ``AuthorizationState``), and, per process, the `authorizationStatus` the process reads. A new
/// process reads `.notDetermined` until a request succeeds in it; a process that has learned the
/// real status sees each change while it is in the foreground.
public struct FamilyControlsAuthority: Sendable {
  /// The system's decision and epoch.
  public private(set) var state = AuthorizationState()
  /// Whether a request has succeeded in the running main app's process.
  public private(set) var mainAppHasLearnedStatus = false
  /// The status the main app's process reads.
  public private(set) var mainAppStatus = AuthorizationDecision.notDetermined
  /// Whether any main app process ever read an approval.
  public private(set) var mainAppHasSeenApproval = false
  /// Whether the device has a Screen Time passcode (`user sets screen time passcode`).
  public private(set) var hasScreenTimePasscode = false

  /// The authority of an app never asked: `.notDetermined`.
  public init() {}

  /// Whether the system enforces the app's settings and delivers its callbacks now.
  public var isApproved: Bool { state.isApproved }

  /// The current epoch.
  public var epoch: Int { state.epoch }

  /// The status `process` reads: the main app's own view, `.notDetermined` in extensions.
  public func status(readBy process: ProcessKind) -> AuthorizationDecision {
    process == .mainApp ? mainAppStatus : .notDetermined
  }

  /// The owner or guardian approves, with or without data access; returns the epoch.
  mutating func approve(withDataAccess: Bool = false) -> Int {
    state.approve(withDataAccess: withDataAccess)
    return state.epoch
  }

  /// An app approved without data access is granted it (`option data-access-upgrade prompt`):
  /// the epoch and its tokens stay.
  mutating func grantDataAccess() {
    state.decision = .approvedWithDataAccess
  }

  /// The user sets a Screen Time passcode.
  mutating func setScreenTimePasscode() {
    hasScreenTimePasscode = true
  }

  /// The guardian declines.
  mutating func deny() {
    state.decision = .denied
  }

  /// Authorization is revoked to `status`; the epoch's tokens are void for good.
  mutating func revoke(to status: AuthorizationDecision) {
    state.revoke(to: status)
  }

  /// A request succeeded in the main app's process: it knows the real status from now on.
  mutating func mainAppLearnsStatus() {
    mainAppHasLearnedStatus = true
  }

  /// The main app's process reads `status`; returns whether that shows it a revocation (it read
  /// an approval before and no longer does).
  mutating func mainAppObserves(_ status: AuthorizationDecision) -> Bool {
    let previous = mainAppStatus
    mainAppStatus = status
    if status.isApproval { mainAppHasSeenApproval = true }
    return previous.isApproval && !status.isApproval
  }

  /// The app was deleted: its authorization ends, the epoch's tokens are void for good, and the
  /// decision is `.notDetermined` again, as for an app never asked.
  mutating func appDeleted() {
    state.revoke(to: .notDetermined)
    mainAppHasLearnedStatus = false
    mainAppStatus = .notDetermined
    mainAppHasSeenApproval = false
  }

  /// The main app's process ended: the next one starts from `.notDetermined`.
  mutating func mainAppProcessEnded() {
    mainAppHasLearnedStatus = false
    mainAppStatus = .notDetermined
  }
}
