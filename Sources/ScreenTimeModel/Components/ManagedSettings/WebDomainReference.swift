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
