/// An activity category, as Screen Time APIs pass it around.
///
/// Mirrors `ManagedSettings.ActivityCategory`; its name is filled in only inside the shield
/// configuration extension. Only the picker (or decoding) produces category tokens.
public struct ActivityCategory: Hashable, Sendable, Codable {
  /// The category's name as the user sees it (Social, Games, ...); `nil` outside the shield
  /// configuration extension.
  public var localizedDisplayName: String?
  /// The token of the category, or `nil` for a value built without one.
  public var token: ActivityCategoryToken?

  /// A category by token, with no name.
  public init(token: ActivityCategoryToken) {
    self.token = token
  }

  package init(token: ActivityCategoryToken?, localizedDisplayName: String?) {
    self.token = token
    self.localizedDisplayName = localizedDisplayName
  }
}
