/// A color as SwiftUI names it: the part of SwiftUI's `Color` that shield code uses.
///
/// Shield configuration extensions often keep their brand colors as SwiftUI colors and convert
/// them with `UIColor(_:)`. SwiftUI does not exist on Linux; this value has SwiftUI's
/// initialisers, standard colors and `opacity(_:)`, and converts to and from ``UIColor``
/// without loss. As with ``UIColor``, standard colors that adapt to the appearance (`red`,
/// `primary`, ...) keep only their name.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  package let value: ColorValue

  package init(value: ColorValue) {
    self.value = value
  }

  /// The color space of RGB components: `Color.RGBColorSpace`.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The standard sRGB space, with its gamma curve.
    case sRGB
    /// The sRGB primaries without the gamma curve.
    case sRGBLinear
    /// The Display P3 space of wide-color displays.
    case displayP3
  }

  /// A color from components in 0...1 (the simulator keeps them as given, whatever the space).
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    value = .components(
      red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity),
      name: nil)
  }

  /// A gray from its brightness in 0...1.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// A color from hue, saturation and brightness in 0...1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    value = .components(
      hue: CGFloat(hue), saturation: CGFloat(saturation), brightness: CGFloat(brightness),
      alpha: CGFloat(opacity))
  }

  /// The SwiftUI color of a UIKit color.
  public init(_ color: UIColor) {
    value = color.value
  }

  /// The SwiftUI color of a UIKit color.
  public init(uiColor: UIColor) {
    value = uiColor.value
  }

  /// The color named `name` in the app's asset catalog (every name is found here).
  public init(_ name: String, bundle: Bundle? = nil) {
    value = .system(name: "asset:\(name)", alpha: nil)
  }

  /// The color as traces write it: its name for a named color, `rgba(r,g,b,a)` otherwise.
  public var description: String { value.description }

  /// The same color with its opacity multiplied by `opacity`.
  public func opacity(_ opacity: Double) -> Color {
    Color(value: value.multiplyingAlpha(by: CGFloat(opacity)))
  }

  /// Black: UIKit's `UIColor.black`.
  public static let black = Color(value: UIColor.black.value)
  /// White: UIKit's `UIColor.white`.
  public static let white = Color(value: UIColor.white.value)
  /// Fully transparent: UIKit's `UIColor.clear`.
  public static let clear = Color(value: UIColor.clear.value)
  /// SwiftUI's gray, which is UIKit's `UIColor.systemGray`: it adapts to the appearance on a device
  /// and keeps only its name here.
  public static let gray = Color(value: UIColor.systemGray.value)
  /// SwiftUI's red, which is UIKit's `UIColor.systemRed`: it adapts to the appearance on a device
  /// and keeps only its name here.
  public static let red = Color(value: UIColor.systemRed.value)
  /// SwiftUI's orange, which is UIKit's `UIColor.systemOrange`: it adapts to the appearance on a
  /// device and keeps only its name here.
  public static let orange = Color(value: UIColor.systemOrange.value)
  /// SwiftUI's yellow, which is UIKit's `UIColor.systemYellow`: it adapts to the appearance on a
  /// device and keeps only its name here.
  public static let yellow = Color(value: UIColor.systemYellow.value)
  /// SwiftUI's green, which is UIKit's `UIColor.systemGreen`: it adapts to the appearance on a
  /// device and keeps only its name here.
  public static let green = Color(value: UIColor.systemGreen.value)
  /// SwiftUI's mint, which is UIKit's `UIColor.systemMint`: it adapts to the appearance on a device
  /// and keeps only its name here.
  public static let mint = Color(value: UIColor.systemMint.value)
  /// SwiftUI's teal, which is UIKit's `UIColor.systemTeal`: it adapts to the appearance on a device
  /// and keeps only its name here.
  public static let teal = Color(value: UIColor.systemTeal.value)
  /// SwiftUI's cyan, which is UIKit's `UIColor.systemCyan`: it adapts to the appearance on a device
  /// and keeps only its name here.
  public static let cyan = Color(value: UIColor.systemCyan.value)
  /// SwiftUI's blue, which is UIKit's `UIColor.systemBlue`: it adapts to the appearance on a device
  /// and keeps only its name here.
  public static let blue = Color(value: UIColor.systemBlue.value)
  /// SwiftUI's indigo, which is UIKit's `UIColor.systemIndigo`: it adapts to the appearance on a
  /// device and keeps only its name here.
  public static let indigo = Color(value: UIColor.systemIndigo.value)
  /// SwiftUI's purple, which is UIKit's `UIColor.systemPurple`: it adapts to the appearance on a
  /// device and keeps only its name here.
  public static let purple = Color(value: UIColor.systemPurple.value)
  /// SwiftUI's pink, which is UIKit's `UIColor.systemPink`: it adapts to the appearance on a device
  /// and keeps only its name here.
  public static let pink = Color(value: UIColor.systemPink.value)
  /// SwiftUI's brown, which is UIKit's `UIColor.systemBrown`: it adapts to the appearance on a
  /// device and keeps only its name here.
  public static let brown = Color(value: UIColor.systemBrown.value)
  /// The color of primary content (`label`).
  public static let primary = Color(value: UIColor.label.value)
  /// The color of secondary content (`secondaryLabel`).
  public static let secondary = Color(value: UIColor.secondaryLabel.value)
  /// The app's accent color (`tintColor`).
  public static let accentColor = Color(value: UIColor.tintColor.value)
}
