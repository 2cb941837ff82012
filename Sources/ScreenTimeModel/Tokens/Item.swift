/// One thing a token can stand for: an app, a web domain or a category, by inventory index.
public enum Item: Hashable, Comparable, Sendable {
  case app(Int)
  case web(Int)
  case category(Int)

  /// The kind of token that stands for this item.
  public var tokenKind: TokenKind {
    switch self {
    case .app: .application
    case .web: .webDomain
    case .category: .category
    }
  }
}
