/// An activity category, as Screen Time APIs pass it around.
///
/// Mirrors `ManagedSettings.ActivityCategory`; its name is filled in only inside the shield
/// configuration extension. Only the picker (or decoding) produces category tokens.
public struct ActivityCategory: Hashable, Sendable, Codable {
  public var localizedDisplayName: String?
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
