import ScreenTimeModel
import SimulationEngine

/// An app, as Screen Time APIs pass it around.
///
/// Mirrors `ManagedSettings.Application`. Its names are filled in only inside the shield
/// configuration extension; everywhere else they are `nil`. A value built from a bundle
/// identifier carries no token.
public struct Application: Hashable, Sendable, Codable {
  /// The app's bundle identifier; filled in from a token only inside the shield configuration
  /// extension.
  public var bundleIdentifier: String?
  /// The app's name as the user sees it; `nil` outside the shield configuration extension.
  public var localizedDisplayName: String?
  /// The token of the app, or `nil` for a value built from a bundle identifier.
  public var token: ApplicationToken?

  /// An app by bundle identifier, with no token.
  public init(bundleIdentifier: String) {
    self.bundleIdentifier = bundleIdentifier
  }

  /// An app by token, with no names.
  public init(token: ApplicationToken) {
    self.token = token
  }

  package init(token: ApplicationToken?, bundleIdentifier: String?, localizedDisplayName: String?) {
    self.token = token
    self.bundleIdentifier = bundleIdentifier
    self.localizedDisplayName = localizedDisplayName
  }
}
