import Foundation
import ScreenTimeAPI

extension ReferenceMainApp {
  /// The user asks for Screen Time access.
  func userDidRequestAuthorization() {
    Task { await requestAuthorization() }
  }

  private func requestAuthorization() async {
    do {
      try await AuthorizationCenter.shared.requestAuthorization(for: configuration.member)
      hasLearnedStatus = true
      observe(AuthorizationCenter.shared.authorizationStatus)
    } catch {
      AppUserInterface.showError("auth.\(Self.name(of: error))")
      if storage.authorization.wasApproved { handleRevocation() }
    }
  }

  /// The `FamilyControlsError` case name of `error`, as error codes use it.
  static func name(of error: any Error) -> String {
    (error as? FamilyControlsError)?.name ?? "\(error)"
  }

  /// The app turns its own authorization off.
  func revokeAuthorization() {
    AuthorizationCenter.shared.revokeAuthorization { _ in }
    observe(AuthorizationCenter.shared.authorizationStatus)
  }

  /// The foreground check: learn the real status, and treat a lost approval as a revocation.
  ///
  /// A process starts out seeing `.notDetermined`; if the app was approved before, it asks again
  /// (no prompt when still approved) to learn the real status. A failed request after an
  /// earlier approval, or a change from approved to anything else, is a revocation.
  func checkAuthorization() async {
    let center = AuthorizationCenter.shared
    if storage.authorization.wasApproved, !hasLearnedStatus {
      do {
        try await center.requestAuthorization(for: configuration.member)
        hasLearnedStatus = true
      } catch {
        handleRevocation()
        return
      }
    }
    if hasLearnedStatus { observe(center.authorizationStatus) }
  }

  /// Records a status the app saw, reacting to a change from or back to approved.
  private func observe(_ status: AuthorizationStatus) {
    var memory = storage.authorization
    let previous = memory.lastObserved
    memory.lastObserved = status.description
    storage.authorization = memory
    if status == .approved || status == .approvedWithDataAccess {
      noteApproval(after: previous)
    } else if previous == "approved" || previous == "approvedWithDataAccess" || memory.wasApproved {
      handleRevocation()
    }
  }

  private func noteApproval(after previous: String) {
    var memory = storage.authorization
    let wasRevoked = memory.isRevoked
    memory.wasApproved = true
    memory.isRevoked = false
    storage.authorization = memory
    if previous != "approved" && previous != "approvedWithDataAccess" {
      Log.record("auth.changed", ["from": previous, "to": "approved"])
    }
    guard wasRevoked, mistakes.contains(.reapprovalRestores) else { return }
    // The mistake: re-approval marks saved selections ready again, as if their tokens survived.
    for var record in storage.profiles where record.state == .needsReselection(reason: "revoked") {
      record.state = .ready
      storage.save(record)
    }
    publishIndex()
  }

  /// A revocation: every profile needs a new pick, since its tokens are void for good.
  ///
  /// Each observation counts, even while an earlier one has not been followed by a new
  /// approval (a failed re-request after a transient error, then a real revocation); only the
  /// `auth.changed` record is written once per change.
  func handleRevocation() {
    var memory = storage.authorization
    if !memory.isRevoked {
      let status = AuthorizationCenter.shared.authorizationStatus.description
      Log.record("auth.changed", ["from": "approved", "to": status])
    }
    memory.isRevoked = true
    storage.authorization = memory
    for var record in storage.profiles where record.state != .deleted && record.state != .none {
      guard record.state != .needsReselection(reason: "revoked") else { continue }
      record.state = .needsReselection(reason: "revoked")
      storage.save(record)
    }
    publishIndex()
  }
}
