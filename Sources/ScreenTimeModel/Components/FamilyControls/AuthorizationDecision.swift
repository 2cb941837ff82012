/// The system's authorization decision for the app, and the value an app process observes.
///
/// Models `FamilyControls.AuthorizationStatus` without `approvedWithDataAccess` (26.4), which
/// needs an entitlement granted only in the EU and is outside the simulator's scope.
public enum AuthorizationDecision: String, CaseIterable, Hashable, Sendable {
  /// No decision known (the system's initial state, and every process's value at launch).
  case notDetermined
  /// Declined, or turned off after approval.
  case denied
  /// Authorized.
  case approved
}
