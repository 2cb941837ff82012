import SimulationEngine

/// A scenario step that cannot be carried out on the device as it is.
///
/// These are run-time failures of the scenario, not of the app: the step asks for something the
/// world does not allow (tapping a shield that is not showing, repeating a callback never
/// delivered). Each fails the scenario at its step; the run goes on.
public enum DeviceError: Error, Equatable, Sendable {
  /// `user taps` with no shield showing.
  case noShieldShowing
  /// `user taps secondary` on a shield without a secondary button.
  case noSecondaryButton
  /// `user taps submenu n` on a system before 26.4.
  case submenuUnavailable(SystemVersion)
  /// `user taps submenu n` on a shield with fewer items.
  case missingSubmenuItem(Int, available: Int)
  /// `os repeats` for a callback never delivered for that subject.
  case nothingToRepeat(MonitorCallback, subject: String)
  /// The run processed too many events.
  case eventBudgetExhausted(SimulationError)
  /// An authorization answer that does not fit the scenario's member.
  case answerDoesNotFitMember(answer: String, member: Member)
  /// Approval with data access on a system before 26.4.
  case dataAccessUnavailable(SystemVersion)
  /// Opening or removing an app the user removed.
  case notInstalled(String)
  /// Installing an app that is installed.
  case alreadyInstalled(String)
  /// `user reinstalls app` while child authorization protects the app from deletion.
  case deletionNeedsGuardian
  /// `user reinstalls app` while a store denies app removal (`option self-removal denied`).
  case deletionDeniedByStore
  /// `user revokes authorization` while a Screen Time passcode gates it (iOS 26.4).
  case passcodeRequired
  /// A step that needs what the running release lacks: `what`, part of `feature`.
  case unavailable(String, feature: APIFeature, running: SystemVersion)
  /// `user requests authorization` while a prompt is already on screen.
  case promptAlreadyShown

  /// The failure in the `expected ..., got ...` form of failure lines.
  public var message: String { message(formattingInstant: { "\($0)" }) }

  /// The failure in the `expected ..., got ...` form, with an instant written by
  /// `formatInstant` (a device writes its trace form, `day D HH:MM:SS.mmm`).
  public func message(formattingInstant formatInstant: (SimulationInstant) -> String) -> String {
    switch self {
    case .noShieldShowing:
      "expected a shield to tap, got no shield showing"
    case .noSecondaryButton:
      "expected a secondary button on the shield, got a shield without one"
    case .submenuUnavailable(let version):
      "expected shield submenu items (iOS 26.4 and later), got iOS \(version)"
    case .missingSubmenuItem(let index, let available):
      "expected a submenu item \(index), got \(available) submenu item\(available == 1 ? "" : "s")"
    case .nothingToRepeat(let callback, let subject):
      "expected a delivered \(callback.rawValue) for '\(subject)' to repeat, got none delivered"
    case .eventBudgetExhausted(.eventBudgetExhausted(let budget, let instant)):
      "expected the run to settle, got event budget of \(budget) events exhausted at "
        + formatInstant(instant)
    case .answerDoesNotFitMember(let answer, let member):
      "expected an answer for member \(member.rawValue), got '\(answer)'"
    case .dataAccessUnavailable(let version):
      "expected authorization with data access (iOS 26.4 and later), got iOS \(version)"
    case .notInstalled(let name):
      "expected '\(name)' installed, got an app the user removed"
    case .alreadyInstalled(let name):
      "expected '\(name)' not installed, got an installed app"
    case .deletionNeedsGuardian:
      "expected an app the user may delete, got one that child authorization protects (the "
        + "guardian must approve deleting it)"
    case .deletionDeniedByStore:
      "expected an app the user may delete, got one a store's denyAppRemoval keeps"
    case .passcodeRequired:
      "expected Screen Time access to turn off, got a Screen Time passcode that gates it"
    case .unavailable(let what, let feature, let running):
      "expected \(what) (iOS \(feature.introduced) and later), got iOS \(running)"
    case .promptAlreadyShown:
      "expected no authorization prompt on screen, got one waiting for an answer"
    }
  }

  /// The feature the step needed and the running release lacks, for a refusal as
  /// `unavailable`.
  public var missingFeature: APIFeature? {
    switch self {
    case .unavailable(_, let feature, _): feature
    case .submenuUnavailable: .shieldSubmenu
    case .dataAccessUnavailable: .dataAccessAuthorization
    default: nil
    }
  }

  /// Why the device refuses the step, when it is a refusal a scenario can expect
  /// (`expect refused`), rather than a step the scenario got wrong.
  public var refusal: StepRefusal? {
    switch self {
    case .submenuUnavailable, .dataAccessUnavailable, .unavailable: .unavailable
    case .deletionNeedsGuardian: .guardian
    case .deletionDeniedByStore: .store
    case .passcodeRequired: .passcode
    case .noShieldShowing, .noSecondaryButton, .missingSubmenuItem, .nothingToRepeat,
      .eventBudgetExhausted, .answerDoesNotFitMember, .notInstalled, .alreadyInstalled,
      .promptAlreadyShown:
      nil
    }
  }
}
