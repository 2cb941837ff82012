import ScreenTimeModel

/// The app's own state for a profile, as `expect profile` names it.
public enum ProfileStatus: String, Sendable, Equatable, CaseIterable {
  case ready
  case needsReselection = "needs-reselection"
  case disabled
  case deleted
  /// The app keeps no state for the profile at all (a fresh install, or a name never used).
  case unknown
}
