import ReferenceApp

/// `web <alias> <domain> [category <cat>]`.
public struct WebDeclaration: Sendable, Equatable {
  public var alias: String
  public var domain: String
  /// The category alias, if any.
  public var category: String?
  public var location: SourceLocation

  public init(alias: String, domain: String, category: String?, location: SourceLocation) {
    self.alias = alias
    self.domain = domain
    self.category = category
    self.location = location
  }
}
