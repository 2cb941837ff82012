/// A choice of the reference app's design that is neither right nor wrong.
///
/// `policy-option <name>` turns one on in a scenario; unlike a ``Mistake``, the matrix keeps it
/// in every column, so a scenario can show what the system does with a design the reference app
/// does not use by default.
public enum ReferenceOption: String, CaseIterable, Hashable, Sendable, Comparable {
  /// On iOS 26.5 and later the profile shield has no submenu and its secondary button, "Open
  /// Focus", answers `.openParentalControlsApp`.
  case secondaryOpensApp = "secondary-opens-app"

  /// What the option changes, in one line.
  public var summary: String {
    switch self {
    case .secondaryOpensApp:
      "on iOS 26.5 and later the profile shield has no submenu and its secondary button answers "
        + "`.openParentalControlsApp`, bringing the main app forward (before 26.5 it defers)"
    }
  }

  public static func < (lhs: ReferenceOption, rhs: ReferenceOption) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
