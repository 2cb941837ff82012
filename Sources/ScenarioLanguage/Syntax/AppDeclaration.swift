/// `app <alias> <bundle-id> [category <cat>] [named "<display name>"]`.
public struct AppDeclaration: Sendable, Equatable {
  public var alias: String
  public var bundleIdentifier: String
  /// The category alias, if any.
  public var category: String?
  /// The display name; the alias when absent.
  public var displayName: String
  public var location: SourceLocation

  public init(
    alias: String, bundleIdentifier: String, category: String?, displayName: String,
    location: SourceLocation
  ) {
    self.alias = alias
    self.bundleIdentifier = bundleIdentifier
    self.category = category
    self.displayName = displayName
    self.location = location
  }
}
