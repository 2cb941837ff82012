/// What `app blocks|unblocks applications ...` sets a profile's `blockedApplications` to.
public enum BlockedApplications: Sendable, Equatable {
  /// The listed apps, by bundle identifier (`Application(bundleIdentifier:)`).
  case bundleIdentifiers([ItemReference])
  /// The apps of the profile's saved selection, by token (`Application(token:)`).
  case picked
  /// Nothing: the setting is cleared (`nil`).
  case unset
}
