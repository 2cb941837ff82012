import ScreenTimeModel
import SimulationEngine

/// Who answers an authorization request, and how.
public enum AuthorizationAnswer: String, Sendable, Equatable, CaseIterable {
  /// `user approves authorization`.
  case userApproves
  /// `user approves authorization with data access` (iOS 26.4).
  case userApprovesWithDataAccess
  /// `user cancels authorization`.
  case userCancels
  /// `guardian approves authorization`.
  case guardianApproves
  /// `guardian approves authorization with data access` (iOS 26.4).
  case guardianApprovesWithDataAccess
  /// `guardian declines authorization`.
  case guardianDeclines
}
