#if !canImport(UIKit)
  import Foundation

  /// A font, as shield code that draws text needs one: UIKit's `UIFont`.
  ///
  /// UIKit does not exist on Linux. The font keeps its name, size and weight; metrics are
  /// estimates from the size (``lineHeight`` is about 1.19 times the point size, as for the
  /// system font), so drawn text has a size but no glyphs.
  public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's family and face: `.SFUI` and the weight for a system font.
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight

    private init(fontName: String, pointSize: CGFloat, weight: Weight) {
      self.fontName = fontName
      self.pointSize = pointSize
      self.weight = weight
    }

    /// The weight of a font: `UIFont.Weight`, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
      public let rawValue: CGFloat

      public init(rawValue: CGFloat) {
        self.rawValue = rawValue
      }

      public init(_ rawValue: CGFloat) {
        self.rawValue = rawValue
      }

      public static let ultraLight = Weight(rawValue: -0.8)
      public static let thin = Weight(rawValue: -0.6)
      public static let light = Weight(rawValue: -0.4)
      public static let regular = Weight(rawValue: 0)
      public static let medium = Weight(rawValue: 0.23)
      public static let semibold = Weight(rawValue: 0.3)
      public static let bold = Weight(rawValue: 0.4)
      public static let heavy = Weight(rawValue: 0.56)
      public static let black = Weight(rawValue: 0.62)

      var name: String {
        switch self {
        case .ultraLight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        default: "\(rawValue)"
        }
      }
    }

    /// The system font of `fontSize` points, regular.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font of `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
      UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, weight: weight)
    }

    /// The bold system font of `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font of `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(fontName: ".SFUI-italic", pointSize: fontSize, weight: .regular)
    }

    /// The monospaced-digit system font of `fontSize` points and `weight`.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight)
      -> UIFont
    {
      UIFont(fontName: ".SFUI-mono-\(weight.name)", pointSize: fontSize, weight: weight)
    }

    /// A font of the family `fontName`: any name is accepted, as a font the app bundles would
    /// be.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
      self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    /// The same font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// The height of a line, estimated as the system font's: 1.19 times the point size.
    public var lineHeight: CGFloat { (pointSize * 1.19 * 100).rounded() / 100 }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
      lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(fontName)
      hasher.combine(pointSize)
    }

    /// The font as drawn images describe it: its name and size.
    public var description: String { "\(fontName) \(DrawingText.number(pointSize))pt" }
  }
#endif
