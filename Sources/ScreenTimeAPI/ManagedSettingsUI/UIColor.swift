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

  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }

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

  public static let black = UIColor(fixed: "black", red: 0, green: 0, blue: 0)
  public static let darkGray = UIColor(fixed: "darkGray", red: 1 / 3, green: 1 / 3, blue: 1 / 3)
  public static let lightGray = UIColor(fixed: "lightGray", red: 2 / 3, green: 2 / 3, blue: 2 / 3)
  public static let white = UIColor(fixed: "white", red: 1, green: 1, blue: 1)
  public static let gray = UIColor(fixed: "gray", red: 0.5, green: 0.5, blue: 0.5)
  public static let red = UIColor(fixed: "red", red: 1, green: 0, blue: 0)
  public static let green = UIColor(fixed: "green", red: 0, green: 1, blue: 0)
  public static let blue = UIColor(fixed: "blue", red: 0, green: 0, blue: 1)
  public static let cyan = UIColor(fixed: "cyan", red: 0, green: 1, blue: 1)
  public static let yellow = UIColor(fixed: "yellow", red: 1, green: 1, blue: 0)
  public static let magenta = UIColor(fixed: "magenta", red: 1, green: 0, blue: 1)
  public static let orange = UIColor(fixed: "orange", red: 1, green: 0.5, blue: 0)
  public static let purple = UIColor(fixed: "purple", red: 0.5, green: 0, blue: 0.5)
  public static let brown = UIColor(fixed: "brown", red: 0.6, green: 0.4, blue: 0.2)
  public static let clear = UIColor(fixed: "clear", red: 0, green: 0, blue: 0, alpha: 0)

  // MARK: - System colors

  public static let systemRed = UIColor(system: "systemRed")
  public static let systemOrange = UIColor(system: "systemOrange")
  public static let systemYellow = UIColor(system: "systemYellow")
  public static let systemGreen = UIColor(system: "systemGreen")
  public static let systemMint = UIColor(system: "systemMint")
  public static let systemTeal = UIColor(system: "systemTeal")
  public static let systemCyan = UIColor(system: "systemCyan")
  public static let systemBlue = UIColor(system: "systemBlue")
  public static let systemIndigo = UIColor(system: "systemIndigo")
  public static let systemPurple = UIColor(system: "systemPurple")
  public static let systemPink = UIColor(system: "systemPink")
  public static let systemBrown = UIColor(system: "systemBrown")
  public static let systemGray = UIColor(system: "systemGray")
  public static let systemGray2 = UIColor(system: "systemGray2")
  public static let systemGray3 = UIColor(system: "systemGray3")
  public static let systemGray4 = UIColor(system: "systemGray4")
  public static let systemGray5 = UIColor(system: "systemGray5")
  public static let systemGray6 = UIColor(system: "systemGray6")
  public static let tintColor = UIColor(system: "tintColor")

  // MARK: - Semantic colors

  public static let label = UIColor(system: "label")
  public static let secondaryLabel = UIColor(system: "secondaryLabel")
  public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
  public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
  public static let link = UIColor(system: "link")
  public static let placeholderText = UIColor(system: "placeholderText")
  public static let separator = UIColor(system: "separator")
  public static let opaqueSeparator = UIColor(system: "opaqueSeparator")
  public static let systemBackground = UIColor(system: "systemBackground")
  public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
  public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
  public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
  public static let secondarySystemGroupedBackground = UIColor(
    system: "secondarySystemGroupedBackground")
  public static let tertiarySystemGroupedBackground = UIColor(
    system: "tertiarySystemGroupedBackground")
  public static let systemFill = UIColor(system: "systemFill")
  public static let secondarySystemFill = UIColor(system: "secondarySystemFill")
  public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill")
  public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill")
  public static let lightText = UIColor(system: "lightText")
  public static let darkText = UIColor(system: "darkText")
}
