import ScreenTimeAPI
import Testing

/// Raw values that app code stores, sends to JavaScript or compares against logs must be
/// Apple's.
struct RawValueTests {
  /// `UIBlurEffectStyle` in UIKit's `UIBlurEffect.h` (iOS 13 SDK and later): 3 is
  /// `UIBlurEffectStyleExtraDark`, unavailable on iOS.
  @Test(arguments: [
    (UIBlurEffect.Style.extraLight, 0), (.light, 1), (.dark, 2), (.regular, 4), (.prominent, 5),
    (.systemUltraThinMaterial, 6), (.systemThinMaterial, 7), (.systemMaterial, 8),
    (.systemThickMaterial, 9), (.systemChromeMaterial, 10), (.systemUltraThinMaterialLight, 11),
    (.systemThinMaterialLight, 12), (.systemMaterialLight, 13), (.systemThickMaterialLight, 14),
    (.systemChromeMaterialLight, 15), (.systemUltraThinMaterialDark, 16),
    (.systemThinMaterialDark, 17), (.systemMaterialDark, 18), (.systemThickMaterialDark, 19),
    (.systemChromeMaterialDark, 20),
  ])
  func blurStylesHaveUIKitsRawValues(style: UIBlurEffect.Style, rawValue: Int) {
    #expect(style.rawValue == rawValue)
    #expect(UIBlurEffect.Style(rawValue: rawValue) == style)
  }

  @Test func everyBlurStyleOfIOSIsThereAndExtraDarkIsNot() {
    #expect(UIBlurEffect.Style.allCases.count == 20)
    #expect(UIBlurEffect.Style(rawValue: 3) == nil)
  }

  /// `FamilyControls.AuthorizationStatus`: `Int` raw values in declaration order, with
  /// `approvedWithDataAccess` (iOS 26.4) declared last.
  @Test(arguments: [
    (AuthorizationStatus.notDetermined, 0, "notDetermined"), (.denied, 1, "denied"),
    (.approved, 2, "approved"), (.approvedWithDataAccess, 3, "approvedWithDataAccess"),
  ])
  func authorizationStatusesHaveApplesRawValues(
    status: AuthorizationStatus, rawValue: Int, description: String
  ) {
    #expect(status.rawValue == rawValue)
    #expect(AuthorizationStatus(rawValue: rawValue) == status)
    #expect(status.description == description)
  }

  /// `FamilyControls.FamilyControlsError`: 0 through 7 are the `NSError` codes devices report;
  /// `unauthorized` (iOS 26.4) follows in declaration order.
  @Test(arguments: [
    (FamilyControlsError.restricted, 0), (.unavailable, 1), (.invalidAccountType, 2),
    (.invalidArgument, 3), (.authorizationConflict, 4), (.authorizationCanceled, 5),
    (.networkError, 6), (.authenticationMethodUnavailable, 7), (.unauthorized, 8),
  ])
  func familyControlsErrorsHaveApplesRawValues(error: FamilyControlsError, rawValue: Int) {
    #expect(error.rawValue == rawValue)
    #expect(FamilyControlsError(rawValue: rawValue) == error)
    #expect(error.errorDescription?.isEmpty == false)
  }

  @Test func familyControlsErrorsDescribeThemselvesWhenBridged() {
    let error: any Error = FamilyControlsError.authorizationCanceled
    #expect(error.localizedDescription == "The request for authorization was canceled.")
  }

  /// `UIImage.RenderingMode` in UIKit's `UIImage.h`.
  @Test(arguments: [
    (UIImage.RenderingMode.automatic, 0), (.alwaysOriginal, 1), (.alwaysTemplate, 2),
  ])
  func renderingModesHaveUIKitsRawValues(mode: UIImage.RenderingMode, rawValue: Int) {
    #expect(mode.rawValue == rawValue)
  }
}
