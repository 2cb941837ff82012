import ScreenTimeModel

/// Which websites a store blocks: `ManagedSettings.WebContentSettings`, the store's `webContent`
/// group.
///
/// `nil` means the app has not set a policy. A domain named by `WebDomain(domain:)` matches that
/// domain and its subdomains; one named by a token, the domain the token stands for. A policy
/// names up to 50 domains to block and 50 exceptions. Several stores combine: a domain that one
/// enforced store's filter blocks stays blocked whatever another store allows.
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
    ///
    /// The simulated device knows which web domains are adult from the scenario's `web ...
    /// adult` declarations.
    case auto(Set<WebDomain> = [], except: Set<WebDomain> = [])
    /// Only the listed domains are blocked.
    case specific(Set<WebDomain>)
    /// Every website is blocked except the listed ones.
    case all(except: Set<WebDomain> = [])
  }
}

extension WebContentSettings {
  init(state: WebContentSettingsState) {
    func domains(_ references: Set<WebDomainReference>) -> Set<WebDomain> {
      Set(references.map { WebDomain(token: $0.token.map(WebDomainToken.init), domain: $0.domain) })
    }
    blockedByFilter = state.blockedByFilter.map { policy in
      switch policy {
      case .none: .none
      case .auto(let blocked, let except): .auto(domains(blocked), except: domains(except))
      case .specific(let blocked): .specific(domains(blocked))
      case .all(let except): .all(except: domains(except))
      }
    }
  }

  var state: WebContentSettingsState {
    func references(_ domains: Set<WebDomain>) -> Set<WebDomainReference> {
      Set(domains.map { WebDomainReference(token: $0.token?.opaque, domain: $0.domain) })
    }
    return WebContentSettingsState(
      blockedByFilter: blockedByFilter.map { policy in
        switch policy {
        case .none: .none
        case .auto(let blocked, let except):
          .auto(references(blocked), except: references(except))
        case .specific(let blocked): .specific(references(blocked))
        case .all(let except): .all(except: references(except))
        }
      })
  }
}
