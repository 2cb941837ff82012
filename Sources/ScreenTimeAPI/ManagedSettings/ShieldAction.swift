/// A button the user pressed on a shield: `ManagedSettings.ShieldAction`.
public enum ShieldAction: Sendable, Hashable {
  /// The shield's primary button (`user taps primary`).
  case primaryButtonPressed
  /// The shield's secondary button (`user taps secondary`), shown only when the configuration has a
  /// secondary label.
  case secondaryButtonPressed
  /// The first secondary-button submenu item (iOS 26.4).
  case firstSecondarySubmenuItemPressed
  /// The second secondary-button submenu item (iOS 26.4).
  case secondSecondarySubmenuItemPressed
  /// The third secondary-button submenu item (iOS 26.4).
  case thirdSecondarySubmenuItemPressed
}
