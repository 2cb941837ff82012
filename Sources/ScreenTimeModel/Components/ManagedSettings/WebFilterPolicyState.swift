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
