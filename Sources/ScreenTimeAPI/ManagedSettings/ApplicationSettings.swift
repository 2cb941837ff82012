import ScreenTimeModel

/// Which apps a store blocks, and whether apps may be installed or removed.
///
/// Mirrors `ManagedSettings.ApplicationSettings`, the store's `application` group. Each setting
/// is `nil` until the app sets it. An app in ``blockedApplications`` of an enforced store is
/// hidden and does not open: an `Application(token:)` blocks the app its token stands for, an
/// `Application(bundleIdentifier:)` the installed app with that bundle identifier. A store may
/// block up to 50 apps; past that, the store's `token-cap` behaviour decides what is blocked.
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

extension ApplicationSettings {
  init(state: ApplicationSettingsState) {
    blockedApplications = state.blockedApplications.map { references in
      Set(
        references.map {
          Application(
            token: $0.token.map(ApplicationToken.init), bundleIdentifier: $0.bundleIdentifier,
            localizedDisplayName: $0.localizedDisplayName)
        })
    }
    denyAppInstallation = state.denyAppInstallation
    denyAppRemoval = state.denyAppRemoval
  }

  var state: ApplicationSettingsState {
    ApplicationSettingsState(
      blockedApplications: blockedApplications.map { applications in
        Set(
          applications.map {
            ApplicationReference(
              token: $0.token?.opaque, bundleIdentifier: $0.bundleIdentifier,
              localizedDisplayName: $0.localizedDisplayName)
          })
      },
      denyAppInstallation: denyAppInstallation, denyAppRemoval: denyAppRemoval)
  }
}
