/// Who answers the next authorization prompt, set by the step that shows it.
public enum PromptAnswer: Sendable, Equatable {
  case approve
  /// The user approves and grants access to activity data (iOS 26.4).
  case approveWithDataAccess
  case cancel
  case decline
}
