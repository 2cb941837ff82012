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
