/// The three kinds of token: `ApplicationToken`, `WebDomainToken`, `ActivityCategoryToken`.
public enum TokenKind: String, Hashable, Sendable, CaseIterable {
  case application
  case webDomain
  case category
}
