import ScreenTimeModel
import SimulationEngine

/// What a shield looks like: `ManagedSettingsUI.ShieldConfiguration`.
///
/// Every field is optional; `nil` means the system's default for that element, and a `nil`
/// secondary button label means no secondary button.
public struct ShieldConfiguration: Hashable, Sendable {
  /// A text with its color: `ShieldConfiguration.Label`.
  public struct Label: Hashable, Sendable {
    /// The words the shield shows; shield tests compare them (`expect shield title`).
    public var text: String
    /// The color the text is drawn in, kept so that configurations compare equal only when they
    /// look alike.
    public var color: UIColor

    /// A label that shows `text` in `color`.
    public init(text: String, color: UIColor) {
      self.text = text
      self.color = color
    }
  }

  /// The blur behind the shield, or `nil` for the system's.
  public var backgroundBlurStyle: UIBlurEffect.Style?
  /// The color laid over the blur, or `nil` for the system's.
  public var backgroundColor: UIColor?
  /// The image above the title, or `nil` for the system's.
  public var icon: UIImage?
  /// The headline, or `nil` for the system's.
  public var title: Label?
  /// The text below the title, or `nil` for the system's.
  public var subtitle: Label?
  /// The label of the primary button, or `nil` for the system's.
  ///
  /// A press of the button reaches the action extension as ``ShieldAction/primaryButtonPressed``.
  public var primaryButtonLabel: Label?
  /// The color of the primary button, or `nil` for the system's.
  public var primaryButtonBackgroundColor: UIColor?
  /// The label of the secondary button; `nil` means the shield has no secondary button.
  ///
  /// A press of the button reaches the action extension as ``ShieldAction/secondaryButtonPressed``.
  public var secondaryButtonLabel: Label?
  /// Up to three submenu items behind the secondary button (iOS 26.4).
  public var secondaryButtonSubmenuItems: [String]?

  /// Whether this is the value of a method the data source did not override.
  package var isSystemDefault = false

  /// A configuration with the elements given; each one left out is `nil`, the system's default for
  /// that element.
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
