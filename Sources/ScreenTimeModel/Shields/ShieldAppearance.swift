/// What a shield shows: the simulator's view of a `ShieldConfiguration`.
///
/// Colors, images and blur styles are kept as text, since they only need to compare equal.
public struct ShieldAppearance: Hashable, Sendable {
  public var title: String?
  public var subtitle: String?
  public var primaryButtonLabel: String?
  public var secondaryButtonLabel: String?
  /// `secondaryButtonSubmenuItems` (iOS 26.4 and later), at most three.
  public var submenuItems: [String]
  /// Everything else (colors, icon, blur style), as text.
  public var decoration: String

  public init(
    title: String? = nil, subtitle: String? = nil, primaryButtonLabel: String? = nil,
    secondaryButtonLabel: String? = nil, submenuItems: [String] = [], decoration: String = ""
  ) {
    self.title = title
    self.subtitle = subtitle
    self.primaryButtonLabel = primaryButtonLabel
    self.secondaryButtonLabel = secondaryButtonLabel
    self.submenuItems = submenuItems
    self.decoration = decoration
  }

  /// The shield the system draws when the app's extension is missing, crashed or too slow.
  public static let systemDefault = ShieldAppearance(
    title: "Restricted", subtitle: "You can't use this because it's restricted.",
    primaryButtonLabel: "OK")

  /// A one-line description for traces.
  public var summary: String {
    var parts = ["title=\(quoted(title))"]
    if let subtitle { parts.append("subtitle=\(quoted(subtitle))") }
    if let secondaryButtonLabel { parts.append("secondary=\(quoted(secondaryButtonLabel))") }
    if !submenuItems.isEmpty { parts.append("submenu=\(submenuItems.count)") }
    return parts.joined(separator: " ")
  }

  private func quoted(_ text: String?) -> String {
    text.map { "\"\($0)\"" } ?? "nil"
  }
}

/// How the system came to show a shield for an item.
public enum ShieldCause: String, Sendable, Equatable {
  /// A store lists the item's token.
  case individual
  /// A category policy covers the item's category.
  case category
}

/// What the system asks the shield configuration extension.
public struct ShieldConfigurationRequest: Sendable, Equatable {
  /// The item opened.
  public var item: Item
  /// Its token as the system hands it out now.
  public var token: OpaqueToken
  public var cause: ShieldCause
  /// The category's token, for a shield applied through the category.
  public var categoryToken: OpaqueToken?
  /// The app's bundle identifier or the web domain.
  public var identifier: String
  /// The app's display name or the domain.
  public var displayName: String
  /// The category's display name, for a shield applied through the category.
  public var categoryDisplayName: String?

  public init(
    item: Item, token: OpaqueToken, cause: ShieldCause, categoryToken: OpaqueToken?,
    identifier: String, displayName: String, categoryDisplayName: String?
  ) {
    self.item = item
    self.token = token
    self.cause = cause
    self.categoryToken = categoryToken
    self.identifier = identifier
    self.displayName = displayName
    self.categoryDisplayName = categoryDisplayName
  }

  /// The kind of the item: application or web domain.
  public var kind: TokenKind { item.tokenKind }
}

/// A button the user pressed on a shield: `ShieldAction`.
public enum ShieldPress: Sendable, Equatable, CustomStringConvertible {
  case primary
  case secondary
  /// A secondary-button submenu item, 1 through 3.
  case submenu(Int)

  public var description: String {
    switch self {
    case .primary: "primary"
    case .secondary: "secondary"
    case .submenu(let index): "submenu \(index)"
    }
  }
}

/// What the system passes to the shield action extension.
public struct ShieldActionRequest: Sendable, Equatable {
  public var press: ShieldPress
  /// The kind of the token passed: the item's kind, or `.category` when shielded through it.
  public var tokenKind: TokenKind
  /// The token passed.
  public var token: OpaqueToken

  public init(press: ShieldPress, tokenKind: TokenKind, token: OpaqueToken) {
    self.press = press
    self.tokenKind = tokenKind
    self.token = token
  }
}

/// `ShieldActionResponse`.
public enum ShieldResponse: String, Sendable, Equatable, CaseIterable {
  case none
  case close
  case `defer`
  case openParentalControlsApp
}
