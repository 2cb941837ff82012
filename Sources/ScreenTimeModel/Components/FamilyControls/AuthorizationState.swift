/// The system's side of `AuthorizationCenter`: the decision, its epoch and injected failures.
///
/// An *epoch* is one stretch of approval. Each approval that follows a revocation (or the first
/// approval ever) starts a new epoch; tokens minted under an earlier epoch never work again,
/// whatever the status later becomes (spec section 5).
public struct AuthorizationState: Sendable, Equatable {
  /// The system's decision for the app.
  public var decision: AuthorizationDecision = .notDetermined
  /// The current epoch: 0 before the first approval.
  public private(set) var epoch = 0
  /// Whether the current epoch has been revoked (the next approval starts a new one).
  public private(set) var isEpochRevoked = true
  /// The error the next request throws, from `os fails authorization with`.
  public var pendingFailure: FamilyControlsErrorCode?

  public init() {}

  /// Records an approval, starting a new epoch when the last one was revoked.
  public mutating func approve(withDataAccess: Bool = false) {
    if isEpochRevoked {
      epoch += 1
      isEpochRevoked = false
    }
    decision = withDataAccess ? .approvedWithDataAccess : .approved
  }

  /// Records a revocation: the epoch's tokens are void for good.
  public mutating func revoke(to status: AuthorizationDecision) {
    decision = status
    isEpochRevoked = true
  }

  /// Whether the system enforces the app's settings and delivers its callbacks now.
  public var isApproved: Bool { decision.isApproval }
}
