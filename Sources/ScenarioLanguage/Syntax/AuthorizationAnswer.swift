import ScreenTimeModel
import SimulationEngine

/// Who answers an authorization request, and how.
public enum AuthorizationAnswer: String, Sendable, Equatable, CaseIterable {
  /// `user approves authorization`.
  case userApproves
  /// `user cancels authorization`.
  case userCancels
  /// `guardian approves authorization`.
  case guardianApproves
  /// `guardian declines authorization`.
  case guardianDeclines
}
