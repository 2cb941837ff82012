import ScreenTimeModel
import SimulationEngine

/// Handles button presses on shields: the shield action extension's principal class.
///
/// Mirrors `ManagedSettings.ShieldActionDelegate`. Subclass it and override the three
/// `handle(action:for:completionHandler:)` methods; call the completion handler exactly once on
/// every path. The category overload is used when the item was shielded through its category.
/// The base implementations answer `.close`.
open class ShieldActionDelegate {
  /// A delegate; the system makes a new one for each press it delivers, as a new extension process
  /// would.
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
