/// Who authorizes: `FamilyControls.FamilyControlsMember` (iOS 16).
public enum FamilyControlsMember: Int, Sendable, Hashable, CustomStringConvertible {
  /// A child in Family Sharing, approved by a guardian.
  case child
  /// The device owner, for themself.
  case individual

  /// The case's name, `child` or `individual`, as traces write it.
  public var description: String {
    switch self {
    case .child: "child"
    case .individual: "individual"
    }
  }
}
