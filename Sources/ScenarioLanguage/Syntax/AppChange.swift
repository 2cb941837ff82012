/// What `app denies|allows app removal|installation` governs: `ApplicationSettings`'
/// `denyAppRemoval` and `denyAppInstallation`.
public enum AppChange: String, Sendable, Equatable, CaseIterable {
  case removal
  case installation
}
