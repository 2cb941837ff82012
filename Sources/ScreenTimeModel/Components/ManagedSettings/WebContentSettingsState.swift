/// The web content settings one store holds: the simulator's view of `WebContentSettings`.
public struct WebContentSettingsState: Sendable, Equatable {
  /// `blockedByFilter`, `nil` until written.
  public var blockedByFilter: WebFilterPolicyState?

  public init(blockedByFilter: WebFilterPolicyState? = nil) {
    self.blockedByFilter = blockedByFilter
  }

  /// Whether nothing is set.
  public var isUnset: Bool { blockedByFilter == nil }
}
