/// A color, as far as a shield configuration needs one.
///
/// Stands in for UIKit's `UIColor`, which does not exist on Linux. Colors only need to compare
/// equal here; they are never drawn.
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
  public var description: String

  private init(named name: String) {
    description = name
  }

  /// A color from components in 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    description = "rgba(\(red),\(green),\(blue),\(alpha))"
  }

  public static let white = UIColor(named: "white")
  public static let black = UIColor(named: "black")
  public static let label = UIColor(named: "label")
  public static let secondaryLabel = UIColor(named: "secondaryLabel")
  public static let systemBackground = UIColor(named: "systemBackground")
  public static let systemBlue = UIColor(named: "systemBlue")
  public static let systemRed = UIColor(named: "systemRed")
  public static let systemGray = UIColor(named: "systemGray")
}

/// An image, as far as a shield configuration needs one: UIKit's `UIImage`, by name.
public struct UIImage: Hashable, Sendable, CustomStringConvertible {
  public var description: String

  /// An SF Symbol.
  public init?(systemName: String) {
    description = "symbol:\(systemName)"
  }

  /// An image from the app's assets.
  public init?(named name: String) {
    description = "asset:\(name)"
  }
}

/// UIKit's `UIBlurEffect`, for its `Style`.
public enum UIBlurEffect {
  /// A blur style.
  public enum Style: Int, Hashable, Sendable {
    case extraLight
    case light
    case dark
    case regular
    case prominent
    case systemUltraThinMaterial
    case systemThinMaterial
    case systemMaterial
    case systemThickMaterial
    case systemChromeMaterial
  }
}
