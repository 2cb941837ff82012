import ScreenTimeModel
import SimulationEngine

/// An app, as Screen Time APIs pass it around.
///
/// Mirrors `ManagedSettings.Application`. Its names are filled in only inside the shield
/// configuration extension; everywhere else they are `nil`. A value built from a bundle
/// identifier carries no token.
public struct Application: Hashable, Sendable, Codable {
  public var bundleIdentifier: String?
  public var localizedDisplayName: String?
  public var token: ApplicationToken?

  /// An app by bundle identifier, with no token.
  public init(bundleIdentifier: String) {
    self.bundleIdentifier = bundleIdentifier
  }

  /// An app by token, with no names.
  public init(token: ApplicationToken) {
    self.token = token
  }

  package init(token: ApplicationToken?, bundleIdentifier: String?, localizedDisplayName: String?) {
    self.token = token
    self.bundleIdentifier = bundleIdentifier
    self.localizedDisplayName = localizedDisplayName
  }
}

/// An activity category, as Screen Time APIs pass it around.
///
/// Mirrors `ManagedSettings.ActivityCategory`; its name is filled in only inside the shield
/// configuration extension. Only the picker (or decoding) produces category tokens.
public struct ActivityCategory: Hashable, Sendable, Codable {
  public var localizedDisplayName: String?
  public var token: ActivityCategoryToken?

  /// A category by token, with no name.
  public init(token: ActivityCategoryToken) {
    self.token = token
  }

  package init(token: ActivityCategoryToken?, localizedDisplayName: String?) {
    self.token = token
    self.localizedDisplayName = localizedDisplayName
  }
}

/// A web domain, as Screen Time APIs pass it around.
///
/// Mirrors `ManagedSettings.WebDomain`; its domain is filled in only inside the shield
/// configuration extension when built from a token.
public struct WebDomain: Hashable, Sendable, Codable {
  public var domain: String?
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
