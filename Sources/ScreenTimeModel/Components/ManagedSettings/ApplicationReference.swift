/// An app as a setting names it: by token, by bundle identifier, or both.
///
/// Models the identity of `ManagedSettings.Application` in `blockedApplications`: an
/// `Application(token:)` matches the item its token stands for, an
/// `Application(bundleIdentifier:)` the installed app with that bundle identifier.
/// The display name is kept so that reading the setting back returns what was written; it
/// plays no part in matching.
public struct ApplicationReference: Hashable, Comparable, Sendable {
  public var token: OpaqueToken?
  public var bundleIdentifier: String?
  public var localizedDisplayName: String?

  public init(token: OpaqueToken?, bundleIdentifier: String?, localizedDisplayName: String? = nil) {
    self.token = token
    self.bundleIdentifier = bundleIdentifier
    self.localizedDisplayName = localizedDisplayName
  }

  public static func < (lhs: ApplicationReference, rhs: ApplicationReference) -> Bool {
    switch (lhs.token, rhs.token) {
    case (let left?, let right?) where left != right: return left < right
    case (nil, _?): return true
    case (_?, nil): return false
    default:
      return ((lhs.bundleIdentifier ?? ""), (lhs.localizedDisplayName ?? ""))
        < ((rhs.bundleIdentifier ?? ""), (rhs.localizedDisplayName ?? ""))
    }
  }
}
