import Testing

@testable import ScreenTimeModel

/// Authorization epochs and what the main app's process sees of them.
struct FamilyControlsAuthorityTests {
  @Test func eachApprovalAfterARevocationStartsANewEpoch() {
    var authority = FamilyControlsAuthority()
    #expect(authority.epoch == 0)
    let first = authority.approve()
    let again = authority.approve()
    authority.revoke(to: .denied)
    #expect(!authority.isApproved)
    let afterRevocation = authority.approve()
    #expect([first, again, afterRevocation] == [1, 1, 2])
  }

  @Test func theMainAppSeesARevocationOnlyAfterSeeingApproval() {
    var authority = FamilyControlsAuthority()
    #expect(authority.status(readBy: .mainApp) == .notDetermined)
    let fromNothing = authority.mainAppObserves(.denied)
    let toApproved = authority.mainAppObserves(.approved)
    let fromApproved = authority.mainAppObserves(.denied)
    #expect(!fromNothing)
    #expect(!toApproved)
    #expect(fromApproved)
    #expect(authority.mainAppHasSeenApproval)
    #expect(authority.status(readBy: .monitor) == .notDetermined)
  }

  @Test func aNewProcessStartsFromNotDetermined() {
    var authority = FamilyControlsAuthority()
    authority.mainAppLearnsStatus()
    _ = authority.mainAppObserves(.approved)
    authority.mainAppProcessEnded()
    #expect(!authority.mainAppHasLearnedStatus)
    #expect(authority.mainAppStatus == .notDetermined)
    #expect(authority.mainAppHasSeenApproval)
  }
}
