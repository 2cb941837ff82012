/// The system's authorization decision for the app, and the value an app process observes.
///
/// Models `FamilyControls.AuthorizationStatus`. `approvedWithDataAccess` (26.4) is approval with
/// access to non-tokenized activity data: everything `approved` allows, and more. The system
/// grants it only on iOS 26.4 and later, to an app with the data-access entitlement.
public enum AuthorizationDecision: String, CaseIterable, Hashable, Sendable {
  /// No decision known (the system's initial state, and every process's value at launch).
  case notDetermined
  /// Declined, or turned off after approval.
  case denied
  /// Authorized.
  case approved
  /// Authorized, with access to non-tokenized activity data (iOS 26.4).
  case approvedWithDataAccess

  /// Whether it is an approval, with or without data access.
  public var isApproval: Bool { self == .approved || self == .approvedWithDataAccess }
}
