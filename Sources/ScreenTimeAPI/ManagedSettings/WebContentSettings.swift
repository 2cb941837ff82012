/// Which websites a store blocks: `ManagedSettings.WebContentSettings`, the store's `webContent`
/// group.
///
/// `nil` means the app has not set a policy. Any policy other than `.none` turns off Safari's
/// private browsing. A policy names up to 50 domains to block and 50 exceptions.
///
/// The simulated store does not keep this group: `ManagedSettingsStore` has no `webContent`
/// property, and no policy filters anything.
public struct WebContentSettings: Equatable, Sendable {
  /// The policy for filtering websites.
  public var blockedByFilter: FilterPolicy?

  /// The group with nothing set, as a store that was never written returns it.
  package init() {}

  /// How the filter decides which websites to block: `WebContentSettings.FilterPolicy`.
  public enum FilterPolicy: Equatable, Sendable {
    /// The policy affects no domain.
    case none
    /// Adult content is blocked, and so are `domains`; `except` is allowed in spite of both.
    case auto(Set<WebDomain> = [], except: Set<WebDomain> = [])
    /// Only the listed domains are blocked.
    case specific(Set<WebDomain>)
    /// Every website is blocked except the listed ones.
    case all(except: Set<WebDomain> = [])
  }
}
