/// Which apps a store blocks, and whether apps may be installed or removed.
///
/// Mirrors `ManagedSettings.ApplicationSettings`, the store's `application` group. Each setting
/// is `nil` until the app sets it. Blocked apps are hidden and cannot be launched; a store may
/// block up to 50 apps.
///
/// The simulated store does not keep this group: `ManagedSettingsStore` has no `application`
/// property, and no value of this type takes part in what the device enforces.
public struct ApplicationSettings: Equatable, Sendable {
  /// The apps to block: hidden, and refused when launched.
  public var blockedApplications: Set<Application>?
  /// Whether the user is kept from installing apps.
  public var denyAppInstallation: Bool?
  /// Whether the user is kept from removing apps.
  public var denyAppRemoval: Bool?

  /// The group with nothing set, as a store that was never written returns it.
  package init() {}
}
