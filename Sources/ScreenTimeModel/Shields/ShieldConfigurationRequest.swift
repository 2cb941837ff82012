/// What the system asks the shield configuration extension.
public struct ShieldConfigurationRequest: Sendable, Equatable {
  /// The item opened.
  public var item: Item
  /// Its token as the system hands it out now.
  public var token: OpaqueToken
  public var cause: ShieldCause
  /// The category's token, for a shield applied through the category.
  public var categoryToken: OpaqueToken?
  /// The app's bundle identifier or the web domain.
  public var identifier: String
  /// The app's display name or the domain.
  public var displayName: String
  /// The category's display name, for a shield applied through the category.
  public var categoryDisplayName: String?

  public init(
    item: Item, token: OpaqueToken, cause: ShieldCause, categoryToken: OpaqueToken?,
    identifier: String, displayName: String, categoryDisplayName: String?
  ) {
    self.item = item
    self.token = token
    self.cause = cause
    self.categoryToken = categoryToken
    self.identifier = identifier
    self.displayName = displayName
    self.categoryDisplayName = categoryDisplayName
  }

  /// The kind of the item: application or web domain.
  public var kind: TokenKind { item.tokenKind }
}
