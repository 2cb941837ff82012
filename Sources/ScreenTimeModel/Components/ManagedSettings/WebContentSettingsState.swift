/// The web content settings one store holds: the simulator's view of `WebContentSettings`.
public struct WebContentSettingsState: Sendable, Equatable {
  /// `blockedByFilter`, `nil` until written.
  public var blockedByFilter: WebFilterPolicyState?

  public init(blockedByFilter: WebFilterPolicyState? = nil) {
    self.blockedByFilter = blockedByFilter
  }

  /// Whether nothing is set.
  public var isUnset: Bool { blockedByFilter == nil }

  /// Whether the filter disables Safari's private browsing: Apple, `blockedByFilter`,
  /// "Setting any filter policy besides `.none` will disable Safari private browsing".
  public var disablesPrivateBrowsing: Bool {
    guard let policy = blockedByFilter else { return false }
    if case .none = policy { return false }
    return true
  }
}
