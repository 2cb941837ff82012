/// Where a stored copy of app data lives.
public enum CopyLocation: String, Sendable, Equatable {
  case backend
  case appGroup = "appgroup"
}
