import ScreenTimeModel
import SimulationEngine

/// What a shield looks like: `ManagedSettingsUI.ShieldConfiguration`.
///
/// Every field is optional; `nil` means the system's default for that element, and a `nil`
/// secondary button label means no secondary button.
public struct ShieldConfiguration: Hashable, Sendable {
  /// A text with its color: `ShieldConfiguration.Label`.
  public struct Label: Hashable, Sendable {
    public var text: String
    public var color: UIColor

    public init(text: String, color: UIColor) {
      self.text = text
      self.color = color
    }
  }

  public var backgroundBlurStyle: UIBlurEffect.Style?
  public var backgroundColor: UIColor?
  public var icon: UIImage?
  public var title: Label?
  public var subtitle: Label?
  public var primaryButtonLabel: Label?
  public var primaryButtonBackgroundColor: UIColor?
  public var secondaryButtonLabel: Label?
  /// Up to three submenu items behind the secondary button (iOS 26.4).
  public var secondaryButtonSubmenuItems: [String]?

  /// Whether this is the value of a method the data source did not override.
  package var isSystemDefault = false

  public init(
    backgroundBlurStyle: UIBlurEffect.Style? = nil, backgroundColor: UIColor? = nil,
    icon: UIImage? = nil, title: Label? = nil, subtitle: Label? = nil,
    primaryButtonLabel: Label? = nil, primaryButtonBackgroundColor: UIColor? = nil,
    secondaryButtonLabel: Label? = nil, secondaryButtonSubmenuItems: [String]? = nil
  ) {
    self.backgroundBlurStyle = backgroundBlurStyle
    self.backgroundColor = backgroundColor
    self.icon = icon
    self.title = title
    self.subtitle = subtitle
    self.primaryButtonLabel = primaryButtonLabel
    self.primaryButtonBackgroundColor = primaryButtonBackgroundColor
    self.secondaryButtonLabel = secondaryButtonLabel
    self.secondaryButtonSubmenuItems = secondaryButtonSubmenuItems
  }

  /// The simulated system's view of this configuration.
  package var appearance: ShieldAppearance {
    if isSystemDefault { return .systemDefault }
    let decoration = [
      backgroundBlurStyle.map { "blur=\($0.rawValue)" },
      backgroundColor.map { "background=\($0)" },
      icon.map { "icon=\($0)" },
      title.map { "titleColor=\($0.color)" },
      subtitle.map { "subtitleColor=\($0.color)" },
      primaryButtonLabel.map { "primaryColor=\($0.color)" },
      primaryButtonBackgroundColor.map { "primaryBackground=\($0)" },
      secondaryButtonLabel.map { "secondaryColor=\($0.color)" },
    ].compactMap { $0 }.joined(separator: " ")
    return ShieldAppearance(
      title: title?.text, subtitle: subtitle?.text, primaryButtonLabel: primaryButtonLabel?.text,
      secondaryButtonLabel: secondaryButtonLabel?.text,
      submenuItems: Array((secondaryButtonSubmenuItems ?? []).prefix(3)), decoration: decoration)
  }
}
