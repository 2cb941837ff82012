import ScreenTimeModel

/// The app's own state for a profile, as `expect profile` names it.
public enum ProfileStatus: String, Sendable, Equatable, CaseIterable {
  case ready
  case needsReselection = "needs-reselection"
  case disabled
  case deleted
}
