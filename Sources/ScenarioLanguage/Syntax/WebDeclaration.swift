/// `web <alias> <domain> [category <cat>] [adult] [of <app>]`.
public struct WebDeclaration: Sendable, Equatable {
  public var alias: String
  public var domain: String
  /// The category alias, if any.
  public var category: String?
  /// Whether the site has adult content, which `WebContentSettings`' `.auto` policy blocks.
  public var isAdult: Bool
  /// The alias of the app whose web domain this is (`of <app>`), if any.
  public var associatedApp: String?
  public var location: SourceLocation

  public init(
    alias: String, domain: String, category: String?, isAdult: Bool = false,
    associatedApp: String? = nil, location: SourceLocation
  ) {
    self.alias = alias
    self.domain = domain
    self.category = category
    self.isAdult = isAdult
    self.associatedApp = associatedApp
    self.location = location
  }
}
