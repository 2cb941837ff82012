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

/// `WebContentSettings.FilterPolicy`: which websites a store's filter blocks.
public enum WebFilterPolicyState: Sendable, Equatable {
  /// Blocks nothing.
  case none
  /// Blocks adult websites and `blocked`; `except` is allowed in spite of both.
  case auto(Set<WebDomainReference>, except: Set<WebDomainReference>)
  /// Blocks exactly the listed websites.
  case specific(Set<WebDomainReference>)
  /// Blocks every website but the listed ones.
  case all(except: Set<WebDomainReference>)
}

/// A web domain as a setting names it: by token, by domain name, or both.
///
/// A name matches the domain and its subdomains (`example.com` matches `www.example.com`), as
/// Safari's content filter does with the domains a person lists.
public struct WebDomainReference: Hashable, Comparable, Sendable {
  public var token: OpaqueToken?
  public var domain: String?

  public init(token: OpaqueToken?, domain: String?) {
    self.token = token
    self.domain = domain
  }

  public static func < (lhs: WebDomainReference, rhs: WebDomainReference) -> Bool {
    switch (lhs.token, rhs.token) {
    case (let left?, let right?) where left != right: return left < right
    case (nil, _?): return true
    case (_?, nil): return false
    default: return (lhs.domain ?? "") < (rhs.domain ?? "")
    }
  }
}
