/// A button the user pressed on a shield: `ManagedSettings.ShieldAction`.
public enum ShieldAction: Sendable, Hashable {
  case primaryButtonPressed
  case secondaryButtonPressed
  /// The first secondary-button submenu item (iOS 26.4).
  case firstSecondarySubmenuItemPressed
  /// The second secondary-button submenu item (iOS 26.4).
  case secondSecondarySubmenuItemPressed
  /// The third secondary-button submenu item (iOS 26.4).
  case thirdSecondarySubmenuItemPressed
}
