import ScreenTimeModel
import SimulationEngine

/// A step in which a person acts: spec sections 4.1 to 4.3, `user …` and `guardian …`.
public enum UserAction: Sendable, Equatable {
  // MARK: Authorization

  /// `user approves authorization`, `user approves authorization with data access`,
  /// `user cancels authorization`, `guardian approves authorization`,
  /// `guardian declines authorization`.
  case requestAuthorization(AuthorizationAnswer)
  /// `user requests authorization`: the app asks and the prompt stays on screen until a later
  /// step answers it.
  case requestAuthorizationLeavingPrompt
  /// `user revokes authorization [with passcode]`, `guardian revokes authorization [with
  /// passcode]`: turned off in Settings.
  case revokeAuthorization(by: Revoker, withPasscode: Bool)
  /// `user sets screen time passcode`.
  case setScreenTimePasscode

  // MARK: The main app and profiles

  /// `user opens main app`.
  case openMainApp
  /// `user leaves main app`.
  case leaveMainApp
  /// `user reinstalls app`.
  case reinstallApp
  /// `user picks <profile> [apps <list>] [categories <list>] [web <list>] [entire-categories]`.
  case pick(profile: String, PickedItems)
  /// `user cancels picker <profile>`.
  case cancelPicker(profile: String)
  /// `user blocks <profile> now`.
  case blockNow(profile: String)
  /// `user unblocks <profile>`.
  case unblock(profile: String)
  /// `user disables <profile>`.
  case disable(profile: String)
  /// `user enables <profile>`.
  case enable(profile: String)
  /// `user deletes <profile>`.
  case delete(profile: String)

  // MARK: Using the device

  /// `user opens <app>` or `user visits <web>`.
  case open(ItemReference)
  /// `user uses <app|web> for <duration>`.
  case use(ItemReference, for: SimulationDuration)
  /// `user goes home`.
  case goHome
  /// `user taps primary|secondary|submenu <1-3>`.
  case tap(ShieldPress)
  /// `user locks device`.
  case lockDevice
  /// `user unlocks device`.
  case unlockDevice
  /// `user changes timezone <IANA id>`.
  case changeTimeZone(DeviceTimeZone)
  /// `user removes <app>`.
  case removeApp(ItemReference)
  /// `user installs <app>`.
  case installApp(ItemReference)

  /// Who acts: the guardian for the child flow's answers and revocations, else the user.
  public var subject: StepSubject {
    switch self {
    case .requestAuthorization(.guardianApproves), .requestAuthorization(.guardianDeclines),
      .requestAuthorization(.guardianApprovesWithDataAccess), .revokeAuthorization(.guardian, _):
      .guardian
    default: .user
    }
  }

  /// Whether the step uses the device, and so unlocks it first: every step of the user except
  /// locking and unlocking, which say what they do to the lock.
  public var unlocksDevice: Bool {
    switch self {
    case .lockDevice, .unlockDevice: false
    default: subject == .user
    }
  }
}
