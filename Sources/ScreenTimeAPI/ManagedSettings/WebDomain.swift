/// A web domain, as Screen Time APIs pass it around.
///
/// Mirrors `ManagedSettings.WebDomain`; its domain is filled in only inside the shield
/// configuration extension when built from a token.
public struct WebDomain: Hashable, Sendable, Codable {
  /// The domain name; filled in from a token only inside the shield configuration extension.
  public var domain: String?
  /// The token of the domain, or `nil` for a value built from a name.
  public var token: WebDomainToken?

  /// A web domain by name, with no token.
  public init(domain: String) {
    self.domain = domain
  }

  /// A web domain by token, with no name.
  public init(token: WebDomainToken) {
    self.token = token
  }

  package init(token: WebDomainToken?, domain: String?) {
    self.token = token
    self.domain = domain
  }
}
