#if !canImport(UIKit)
  import Foundation

  /// How a renderer makes its images: UIKit's `UIGraphicsImageRendererFormat`.
  public final class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// Pixels per point; 3 as on current iPhones.
    public var scale: CGFloat = 3
    /// Whether the image has no alpha channel.
    public var opaque = false

    public init() {}

    /// The format for the main screen.
    public static func `default`() -> UIGraphicsImageRendererFormat {
      UIGraphicsImageRendererFormat()
    }

    /// The format that best suits the device.
    public static func preferred() -> UIGraphicsImageRendererFormat {
      UIGraphicsImageRendererFormat()
    }
  }

  /// The drawing environment of one image: UIKit's `UIGraphicsImageRendererContext`.
  ///
  /// What is drawn is recorded, not rasterized: the image the renderer returns is described by
  /// its size and the list of what was drawn into it, so the same drawing gives the same image.
  public final class UIGraphicsImageRendererContext: @unchecked Sendable {
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat
    let size: CGSize
    var operations: [String] = []

    init(format: UIGraphicsImageRendererFormat, size: CGSize) {
      self.format = format
      self.size = size
    }

    /// The image drawn so far.
    public var currentImage: UIImage { DrawingText.image(size: size, operations: operations) }

    /// Fills `rect` with the fill color.
    public func fill(_ rect: CGRect) {
      operations.append("fill \(DrawingText.rect(rect))")
    }

    /// Strokes the outline of `rect`.
    public func stroke(_ rect: CGRect) {
      operations.append("stroke \(DrawingText.rect(rect))")
    }

    /// The context being drawn into on this task, if any.
    @TaskLocal static var current: UIGraphicsImageRendererContext?
  }

  /// Draws images from code: UIKit's `UIGraphicsImageRenderer`.
  ///
  /// Shield configurations use it to turn an emoji or a glyph into a `UIImage`. Nothing is
  /// rasterized: the image's ``UIImage/description`` is `drawn:` with its size in points and
  /// what was drawn (`text "🔥" .SFUI-regular 62.4pt center in (0,8.96,80,62.1)`), so the
  /// shield's trace line is the same on every run and host.
  public final class UIGraphicsImageRenderer: @unchecked Sendable {
    /// The size of the images, in points.
    public let size: CGSize
    /// The format of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size` points in the default format.
    public convenience init(size: CGSize) {
      self.init(size: size, format: .default())
    }

    /// A renderer of images of `size` points in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
      self.size = size
      self.format = format
    }

    /// A renderer of images of the size of `bounds`.
    public convenience init(bounds: CGRect) {
      self.init(size: bounds.size)
    }

    /// The image `actions` draws.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
      let context = UIGraphicsImageRendererContext(format: format, size: size)
      UIGraphicsImageRendererContext.$current.withValue(context) { actions(context) }
      return context.currentImage
    }

    /// The PNG data of the image `actions` draws: a valid PNG that carries its description.
    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
      image(actions: actions).pngData() ?? Data()
    }
  }

  extension UIImage {
    /// Draws the image in `rect` into the image being rendered.
    public func draw(in rect: CGRect) {
      UIGraphicsImageRendererContext.current?.operations.append(
        "image \(self) in \(DrawingText.rect(rect))")
    }

    /// Draws the image at `point` into the image being rendered.
    public func draw(at point: CGPoint) {
      UIGraphicsImageRendererContext.current?.operations.append(
        "image \(self) at (\(DrawingText.number(point.x)),\(DrawingText.number(point.y)))")
    }
  }

  extension UIColor {
    /// Makes the color the fill color of the image being rendered.
    public func setFill() {
      UIGraphicsImageRendererContext.current?.operations.append("fill color \(self)")
    }

    /// Makes the color the stroke color of the image being rendered.
    public func setStroke() {
      UIGraphicsImageRendererContext.current?.operations.append("stroke color \(self)")
    }

    /// Makes the color the fill and stroke color of the image being rendered.
    public func set() {
      UIGraphicsImageRendererContext.current?.operations.append("color \(self)")
    }
  }

  /// How drawn text is measured and described.
  enum DrawingText {
    /// `value` with at most two fraction digits and no trailing zeros.
    static func number(_ value: CGFloat) -> String {
      let rounded = (Double(value) * 100).rounded() / 100
      return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func rect(_ rect: CGRect) -> String {
      "(" + [rect.minX, rect.minY, rect.width, rect.height].map(number).joined(separator: ",")
        + ")"
    }

    /// The font of `attributes`: the system font of 12 points, UIKit's default, when none.
    static func font(_ attributes: [NSAttributedString.Key: Any]) -> UIFont {
      attributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
    }

    /// The estimated size of `text`: each character about 0.6 of the point size wide (1.0 for
    /// an emoji or another wide character), one line high per line.
    static func size(of text: String, attributes: [NSAttributedString.Key: Any]) -> CGSize {
      let font = font(attributes)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let widest =
        lines.map { line in
          line.reduce(0.0) { width, character in
            width + (character.unicodeScalars.first.map(isWide) ?? false ? 1.0 : 0.6)
          }
        }.max() ?? 0
      let width = (widest * font.pointSize * 100).rounded() / 100
      return CGSize(width: width, height: font.lineHeight * CGFloat(max(lines.count, 1)))
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isEmojiPresentation || scalar.value >= 0x1100 && scalar.value <= 0xFFDC
    }

    static func draw(_ text: String, attributes: [NSAttributedString.Key: Any], in rect: CGRect) {
      guard let context = UIGraphicsImageRendererContext.current else { return }
      var operation = "text \(quoted(text)) \(font(attributes))"
      if let style = attributes[.paragraphStyle] as? NSParagraphStyle, style.alignment != .natural {
        operation += " \(style.alignment)"
      }
      if let color = attributes[.foregroundColor] as? UIColor { operation += " color=\(color)" }
      context.operations.append(operation + " in \(Self.rect(rect))")
    }

    static func image(size: CGSize, operations: [String]) -> UIImage {
      let body = operations.isEmpty ? "" : ": " + operations.joined(separator: "; ")
      return UIImage(source: "drawn:\(number(size.width))x\(number(size.height))\(body)")
    }

    private static func quoted(_ text: String) -> String {
      "\""
        + text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        + "\""
    }
  }
#endif
