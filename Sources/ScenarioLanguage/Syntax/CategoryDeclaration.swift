/// `category <alias> ["<display name>"]`, or a category an `app` or `web` line implies.
public struct CategoryDeclaration: Sendable, Equatable {
  public var alias: String
  /// The display name; the alias when absent.
  public var displayName: String
  public var location: SourceLocation

  public init(alias: String, displayName: String, location: SourceLocation) {
    self.alias = alias
    self.displayName = displayName
    self.location = location
  }
}
