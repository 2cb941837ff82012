/// The application settings one store holds: the simulator's view of `ApplicationSettings`.
///
/// Each setting is `nil` until written. Reading a store back returns exactly what was written.
public struct ApplicationSettingsState: Sendable, Equatable {
  /// `blockedApplications`: apps hidden from the home screen that cannot be launched.
  public var blockedApplications: Set<ApplicationReference>?
  /// `denyAppInstallation`.
  public var denyAppInstallation: Bool?
  /// `denyAppRemoval`.
  public var denyAppRemoval: Bool?

  public init(
    blockedApplications: Set<ApplicationReference>? = nil, denyAppInstallation: Bool? = nil,
    denyAppRemoval: Bool? = nil
  ) {
    self.blockedApplications = blockedApplications
    self.denyAppInstallation = denyAppInstallation
    self.denyAppRemoval = denyAppRemoval
  }

  /// Whether nothing is set.
  public var isUnset: Bool { self == ApplicationSettingsState() }
}

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
