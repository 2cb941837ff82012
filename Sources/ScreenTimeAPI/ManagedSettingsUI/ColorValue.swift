/// A color as the simulator keeps it: the value shared by ``UIColor`` and ``Color``.
///
/// Shields are never drawn here, so a color only has to compare equal to the same color and
/// print readably. Colors with fixed components keep them; the system's semantic colors
/// (`label`, `systemBlue`, ...) adapt to light and dark appearance on a device and keep only
/// their name.
package enum ColorValue: Hashable, Sendable {
  /// Fixed sRGB components in 0...1; `name` is the UIKit name of a predefined color.
  case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, name: String?)
  /// A system color that adapts to the appearance; `alpha` is the one the app asked for.
  case system(name: String, alpha: CGFloat?)

  /// The same color with `alpha` instead of its own.
  func replacingAlpha(_ alpha: CGFloat) -> ColorValue {
    switch self {
    case .components(let red, let green, let blue, _, _):
      .components(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    case .system(let name, _):
      .system(name: name, alpha: alpha)
    }
  }

  /// The same color with its alpha multiplied by `factor` (a system color's own alpha counts
  /// as 1).
  func multiplyingAlpha(by factor: CGFloat) -> ColorValue {
    switch self {
    case .components(_, _, _, let alpha, _): replacingAlpha(alpha * factor)
    case .system(_, let alpha): replacingAlpha((alpha ?? 1) * factor)
    }
  }

  /// The components of an opaque color from hue, saturation and brightness in 0...1.
  static func components(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) -> ColorValue {
    let sector = (hue - hue.rounded(.down)) * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * fraction)
    let t = brightness * (1 - saturation * (1 - fraction))
    let (red, green, blue): (CGFloat, CGFloat, CGFloat) =
      switch index {
      case 0: (brightness, t, p)
      case 1: (q, brightness, p)
      case 2: (p, brightness, t)
      case 3: (p, q, brightness)
      case 4: (t, p, brightness)
      default: (brightness, p, q)
      }
    return .components(red: red, green: green, blue: blue, alpha: alpha, name: nil)
  }

  var description: String {
    switch self {
    case .components(_, _, _, _, let name?): name
    case .components(let red, let green, let blue, let alpha, nil):
      "rgba(\(red),\(green),\(blue),\(alpha))"
    case .system(let name, nil): name
    case .system(let name, let alpha?): "\(name)(alpha: \(alpha))"
    }
  }
}
