import ScreenTimeModel
import SimulationEngine

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

/// What the system does after a button press: `ManagedSettings.ShieldActionResponse`.
public enum ShieldActionResponse: Int, Sendable, Hashable {
  /// Nothing further; the shield stays.
  case none
  /// Close the app or browser: back to the home screen.
  case close
  /// Redraw the shield, asking the configuration extension again.
  case `defer`
  /// Open the app responsible for the shield (iOS 26.5).
  case openParentalControlsApp
}

/// Handles button presses on shields: the shield action extension's principal class.
///
/// Mirrors `ManagedSettings.ShieldActionDelegate`. Subclass it and override the three
/// `handle(action:for:completionHandler:)` methods; call the completion handler exactly once on
/// every path. The category overload is used when the item was shielded through its category.
/// The base implementations answer `.close`.
open class ShieldActionDelegate {
  public init() {}

  /// A press on the shield of an app.
  open func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }

  /// A press on the shield of a web domain.
  open func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }

  /// A press on the shield of an app or web domain shielded through its category.
  open func handle(
    action: ShieldAction, for category: ActivityCategoryToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    completionHandler(.close)
  }
}
