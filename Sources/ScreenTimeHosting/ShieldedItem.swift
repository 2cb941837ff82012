import ScreenTimeAPI

/// The item a shield configuration was asked for, as the configuration extension saw it.
///
/// The values carry the token the system hands out now and, as only the configuration
/// extension sees them, the app's bundle identifier and display name, the web domain, and the
/// category's display name when the item was shielded through its category.
public enum ShieldedItem: Hashable, Sendable {
  /// An app, and its category when it was shielded through it.
  case application(Application, category: ActivityCategory?)
  /// A web domain, and its category when it was shielded through it.
  case webDomain(WebDomain, category: ActivityCategory?)
}
