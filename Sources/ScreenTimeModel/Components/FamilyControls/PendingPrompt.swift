/// An authorization prompt on screen that no step has answered yet (`user requests
/// authorization`).
///
/// The request that showed it waits: the answer of a later step, a revocation (as
/// `option prompt-revocation` says) or the end of the main app's process finishes it.
struct PendingPrompt: Sendable {
  /// Whose request it is: the device owner's or, for a child, the guardian's to answer.
  var member: Member
  /// Whether it offers data access to an app approved without it (`option data-access-upgrade
  /// prompt`), rather than asking for a first approval.
  var isUpgrade: Bool
  /// Finishes the request that showed it.
  var finish: @Sendable (Result<Void, FamilyControlsErrorCode>) -> Void
}
