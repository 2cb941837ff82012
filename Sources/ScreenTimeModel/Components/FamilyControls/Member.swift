/// Who authorizes the app: the device owner, or a guardian for a child's device.
///
/// Models `FamilyControlsMember`.
public enum Member: String, CaseIterable, Hashable, Sendable {
  /// The device owner authorizes for themself (iOS 16 and later).
  case individual
  /// A guardian approves for a child in Family Sharing.
  case child
}
