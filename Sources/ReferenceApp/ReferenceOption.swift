/// A choice of the reference app's design that is neither right nor wrong.
///
/// `policy-option <name>` turns one on in a scenario; unlike a ``Mistake``, the matrix keeps it
/// in every column, so a scenario can show what the system does with a design the reference app
/// does not use by default.
public enum ReferenceOption: String, CaseIterable, Hashable, Sendable, Comparable {
  /// On iOS 26.5 and later the profile shield has no submenu and its secondary button, "Open
  /// Focus", answers `.openParentalControlsApp`.
  case secondaryOpensApp = "secondary-opens-app"
  /// The secondary button of a profile's shield answers `.none`: the shield stays and nothing
  /// happens, where by default it defers (with `secondary-opens-app` on iOS 26.5 and later, it
  /// opens the app).
  case secondaryDoesNothing = "secondary-does-nothing"
  /// A profile's shields are removed with `clearAllSettings()` (iOS 16 and later), which
  /// resets every setting of its store at once, rather than by resetting each setting it
  /// wrote.
  case clearsAllSettings = "clears-all-settings"

  /// What the option changes, in one line.
  public var summary: String {
    switch self {
    case .secondaryOpensApp:
      "on iOS 26.5 and later the profile shield has no submenu and its secondary button answers "
        + "`.openParentalControlsApp`, bringing the main app forward (before 26.5 it defers)"
    case .secondaryDoesNothing:
      "the secondary button of a profile's shield answers `.none`: the shield stays (unless "
        + "`secondary-opens-app` opens the app)"
    case .clearsAllSettings:
      "a profile's shields are removed with `clearAllSettings()` on iOS 16 and later, resetting "
        + "every setting of its store"
    }
  }

  public static func < (lhs: ReferenceOption, rhs: ReferenceOption) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
