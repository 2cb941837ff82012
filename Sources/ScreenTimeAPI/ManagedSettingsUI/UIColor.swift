/// A color, as far as a shield configuration needs one: UIKit's `UIColor`.
///
/// UIKit does not exist on Linux. This class has UIKit's initialisers and named colors and
/// compares equal to the same color; it is never drawn. It is a class, as UIKit's is, so that an
/// app's `extension UIColor { convenience init(hex: String) { ...; self.init(red: ...) } }`
/// compiles unchanged; it is immutable, so it is `Sendable`. The fixed colors (`white`, `red`,
/// `clear`, ...) have UIKit's documented components. The semantic and system colors (`label`,
/// `systemBlue`, ...) adapt to light and dark appearance on a device; here they keep only their
/// name, so ``getRed(_:green:blue:alpha:)`` reports no components for them.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  package let value: ColorValue

  package init(value: ColorValue) {
    self.value = value
  }

  private convenience init(system name: String) {
    self.init(value: .system(name: name, alpha: nil))
  }

  private convenience init(
    fixed name: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1
  ) {
    self.init(value: .components(red: red, green: green, blue: blue, alpha: alpha, name: name))
  }

  /// A color from sRGB components in 0...1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(value: .components(red: red, green: green, blue: blue, alpha: alpha, name: nil))
  }

  /// A gray from its brightness in 0...1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(value: .components(red: white, green: white, blue: white, alpha: alpha, name: nil))
  }

  /// A color from hue, saturation and brightness in 0...1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    self.init(
      value: .components(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha))
  }

  /// The UIKit color of a SwiftUI color.
  public convenience init(_ color: Color) {
    self.init(value: color.value)
  }

  /// The color named `name` in the app's asset catalog.
  ///
  /// The simulator has no asset catalog, so every name is found; the color keeps the name.
  public convenience init?(named name: String) {
    self.init(value: .system(name: "asset:\(name)", alpha: nil))
  }

  /// Whether two colors are the same color (UIKit's `isEqual(_:)`).
  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.value == rhs.value
  }

  /// Hashes the color value, so that equal colors hash alike.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }

  /// The color as traces write it: its name for a named color, `rgba(r,g,b,a)` otherwise.
  public var description: String { value.description }

  /// The same color with `alpha` as its opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(value: value.replacingAlpha(alpha))
  }

  /// Writes the color's sRGB components; returns `false` and writes nothing for a system color,
  /// whose components depend on the appearance.
  ///
  /// Any pointer may be `nil`; call it as `color.getRed(&red, green: &green, blue: &blue,
  /// alpha: &alpha)`.
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard case .components(let r, let g, let b, let a, _) = value else { return false }
    red?.pointee = r
    green?.pointee = g
    blue?.pointee = b
    alpha?.pointee = a
    return true
  }

  // MARK: - Fixed colors (UIKit's documented components)

  /// Black, with the sRGB components UIKit documents (0, 0, 0) and full opacity.
  public static let black = UIColor(fixed: "black", red: 0, green: 0, blue: 0)
  /// Dark gray, with the sRGB components UIKit documents (a third each) and full opacity.
  public static let darkGray = UIColor(fixed: "darkGray", red: 1 / 3, green: 1 / 3, blue: 1 / 3)
  /// Light gray, with the sRGB components UIKit documents (two thirds each) and full opacity.
  public static let lightGray = UIColor(fixed: "lightGray", red: 2 / 3, green: 2 / 3, blue: 2 / 3)
  /// White, with the sRGB components UIKit documents (1, 1, 1) and full opacity.
  public static let white = UIColor(fixed: "white", red: 1, green: 1, blue: 1)
  /// Gray, with the sRGB components UIKit documents (a half each) and full opacity.
  public static let gray = UIColor(fixed: "gray", red: 0.5, green: 0.5, blue: 0.5)
  /// Red, with the sRGB components UIKit documents (1, 0, 0) and full opacity.
  public static let red = UIColor(fixed: "red", red: 1, green: 0, blue: 0)
  /// Green, with the sRGB components UIKit documents (0, 1, 0) and full opacity.
  public static let green = UIColor(fixed: "green", red: 0, green: 1, blue: 0)
  /// Blue, with the sRGB components UIKit documents (0, 0, 1) and full opacity.
  public static let blue = UIColor(fixed: "blue", red: 0, green: 0, blue: 1)
  /// Cyan, with the sRGB components UIKit documents (0, 1, 1) and full opacity.
  public static let cyan = UIColor(fixed: "cyan", red: 0, green: 1, blue: 1)
  /// Yellow, with the sRGB components UIKit documents (1, 1, 0) and full opacity.
  public static let yellow = UIColor(fixed: "yellow", red: 1, green: 1, blue: 0)
  /// Magenta, with the sRGB components UIKit documents (1, 0, 1) and full opacity.
  public static let magenta = UIColor(fixed: "magenta", red: 1, green: 0, blue: 1)
  /// Orange, with the sRGB components UIKit documents (1, 0.5, 0) and full opacity.
  public static let orange = UIColor(fixed: "orange", red: 1, green: 0.5, blue: 0)
  /// Purple, with the sRGB components UIKit documents (0.5, 0, 0.5) and full opacity.
  public static let purple = UIColor(fixed: "purple", red: 0.5, green: 0, blue: 0.5)
  /// Brown, with the sRGB components UIKit documents (0.6, 0.4, 0.2) and full opacity.
  public static let brown = UIColor(fixed: "brown", red: 0.6, green: 0.4, blue: 0.2)
  /// Fully transparent: UIKit's black with an alpha of 0.
  public static let clear = UIColor(fixed: "clear", red: 0, green: 0, blue: 0, alpha: 0)

  // MARK: - System colors

  /// The system red, which adapts to light and dark appearance on a device; here it keeps only its
  /// name.
  public static let systemRed = UIColor(system: "systemRed")
  /// The system orange, which adapts to light and dark appearance on a device; here it keeps only
  /// its name.
  public static let systemOrange = UIColor(system: "systemOrange")
  /// The system yellow, which adapts to light and dark appearance on a device; here it keeps only
  /// its name.
  public static let systemYellow = UIColor(system: "systemYellow")
  /// The system green, which adapts to light and dark appearance on a device; here it keeps only
  /// its name.
  public static let systemGreen = UIColor(system: "systemGreen")
  /// The system mint, which adapts to light and dark appearance on a device; here it keeps only its
  /// name.
  public static let systemMint = UIColor(system: "systemMint")
  /// The system teal, which adapts to light and dark appearance on a device; here it keeps only its
  /// name.
  public static let systemTeal = UIColor(system: "systemTeal")
  /// The system cyan, which adapts to light and dark appearance on a device; here it keeps only its
  /// name.
  public static let systemCyan = UIColor(system: "systemCyan")
  /// The system blue, which adapts to light and dark appearance on a device; here it keeps only its
  /// name.
  public static let systemBlue = UIColor(system: "systemBlue")
  /// The system indigo, which adapts to light and dark appearance on a device; here it keeps only
  /// its name.
  public static let systemIndigo = UIColor(system: "systemIndigo")
  /// The system purple, which adapts to light and dark appearance on a device; here it keeps only
  /// its name.
  public static let systemPurple = UIColor(system: "systemPurple")
  /// The system pink, which adapts to light and dark appearance on a device; here it keeps only its
  /// name.
  public static let systemPink = UIColor(system: "systemPink")
  /// The system brown, which adapts to light and dark appearance on a device; here it keeps only
  /// its name.
  public static let systemBrown = UIColor(system: "systemBrown")
  /// The base system gray, which adapts to the appearance on a device; here it keeps only its name.
  public static let systemGray = UIColor(system: "systemGray")
  /// The second level of system gray (on a device it adapts to the appearance); here it keeps only
  /// its name.
  public static let systemGray2 = UIColor(system: "systemGray2")
  /// The third level of system gray (on a device it adapts to the appearance); here it keeps only
  /// its name.
  public static let systemGray3 = UIColor(system: "systemGray3")
  /// The fourth level of system gray (on a device it adapts to the appearance); here it keeps only
  /// its name.
  public static let systemGray4 = UIColor(system: "systemGray4")
  /// The fifth level of system gray (on a device it adapts to the appearance); here it keeps only
  /// its name.
  public static let systemGray5 = UIColor(system: "systemGray5")
  /// The sixth and lightest level of system gray (on a device it adapts to the appearance); here it
  /// keeps only its name.
  public static let systemGray6 = UIColor(system: "systemGray6")
  /// The tint of the view hierarchy, the app's accent color on a device; here it keeps only its
  /// name.
  public static let tintColor = UIColor(system: "tintColor")

  // MARK: - Semantic colors

  /// The color of text that holds primary content, adapting to the appearance on a device; here it
  /// keeps only its name.
  public static let label = UIColor(system: "label")
  /// The color of text that holds secondary content, adapting to the appearance on a device; here
  /// it keeps only its name.
  public static let secondaryLabel = UIColor(system: "secondaryLabel")
  /// The color of text that holds tertiary content, adapting to the appearance on a device; here it
  /// keeps only its name.
  public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
  /// The color of text that holds quaternary content, adapting to the appearance on a device; here
  /// it keeps only its name.
  public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
  /// The color of links, adapting to the appearance on a device; here it keeps only its name.
  public static let link = UIColor(system: "link")
  /// The color of placeholder text in controls and text views, adapting to the appearance on a
  /// device; here it keeps only its name.
  public static let placeholderText = UIColor(system: "placeholderText")
  /// The color of thin borders or divider lines that let underlying content show through.
  ///
  /// It adapts to the appearance on a device; here it keeps only its name.
  public static let separator = UIColor(system: "separator")
  /// The color of borders or divider lines that hide any underlying content, adapting to the
  /// appearance on a device; here it keeps only its name.
  public static let opaqueSeparator = UIColor(system: "opaqueSeparator")
  /// The color of the main background of an interface, adapting to the appearance on a device; here
  /// it keeps only its name.
  public static let systemBackground = UIColor(system: "systemBackground")
  /// The color of content layered on top of the main background, adapting to the appearance on a
  /// device; here it keeps only its name.
  public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
  /// The color of content layered on top of secondary backgrounds, adapting to the appearance on a
  /// device; here it keeps only its name.
  public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
  /// The color of the main background of a grouped interface, adapting to the appearance on a
  /// device; here it keeps only its name.
  public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
  /// The color of content layered on the main background of a grouped interface.
  ///
  /// It adapts to the appearance on a device; here it keeps only its name.
  public static let secondarySystemGroupedBackground = UIColor(
    system: "secondarySystemGroupedBackground")
  /// The color of content layered on secondary backgrounds of a grouped interface.
  ///
  /// It adapts to the appearance on a device; here it keeps only its name.
  public static let tertiarySystemGroupedBackground = UIColor(
    system: "tertiarySystemGroupedBackground")
  /// An overlay fill for thin and small shapes, adapting to the appearance on a device; here it
  /// keeps only its name.
  public static let systemFill = UIColor(system: "systemFill")
  /// An overlay fill for medium-size shapes, adapting to the appearance on a device; here it keeps
  /// only its name.
  public static let secondarySystemFill = UIColor(system: "secondarySystemFill")
  /// An overlay fill for large shapes, adapting to the appearance on a device; here it keeps only
  /// its name.
  public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill")
  /// An overlay fill for large areas that contain complex content, adapting to the appearance on a
  /// device; here it keeps only its name.
  public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill")
  /// The color of light text on a dark background, whatever the appearance, adapting to the
  /// appearance on a device; here it keeps only its name.
  public static let lightText = UIColor(system: "lightText")
  /// The color of dark text on a light background, whatever the appearance, adapting to the
  /// appearance on a device; here it keeps only its name.
  public static let darkText = UIColor(system: "darkText")
}
