#if !canImport(UIKit)
  import Foundation

  /// How text lines up in its rectangle: UIKit's `NSTextAlignment`, with iOS's raw values.
  public enum NSTextAlignment: Int, Hashable, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
  }

  /// How a line too long for its rectangle breaks: UIKit's `NSLineBreakMode`.
  public enum NSLineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
  }

  /// The layout of a paragraph: UIKit's `NSParagraphStyle`.
  public class NSParagraphStyle: @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no extra spacing.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// How lines line up.
    public internal(set) var alignment: NSTextAlignment = .natural
    /// How a line too long breaks.
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Points between lines.
    public internal(set) var lineSpacing: CGFloat = 0

    public init() {}
  }

  /// A paragraph style the app sets up: UIKit's `NSMutableParagraphStyle`.
  public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines line up.
    public override var alignment: NSTextAlignment {
      get { super.alignment }
      set { super.alignment = newValue }
    }

    /// How a line too long breaks.
    public override var lineBreakMode: NSLineBreakMode {
      get { super.lineBreakMode }
      set { super.lineBreakMode = newValue }
    }

    /// Points between lines.
    public override var lineSpacing: CGFloat {
      get { super.lineSpacing }
      set { super.lineSpacing = newValue }
    }

    public override init() {}
  }

  extension NSAttributedString.Key {
    /// The text's `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The text's `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra points between characters.
    public static let kern = NSAttributedString.Key("NSKern")
  }

  /// How text is measured and drawn: UIKit's `NSStringDrawingOptions`.
  public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
      self.rawValue = rawValue
    }

    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
  }

  /// What a drawing of text reports back: UIKit's `NSStringDrawingContext`.
  public final class NSStringDrawingContext: @unchecked Sendable {
    /// The smallest scale factor the text may shrink to.
    public var minimumScaleFactor: CGFloat = 0

    public init() {}
  }

  extension StringProtocol {
    /// Draws the string in `rect` with `attributes` into the image being rendered.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
      DrawingText.draw(String(self), attributes: attributes ?? [:], in: rect)
    }

    /// Draws the string at `point` with `attributes` into the image being rendered.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
      let size = DrawingText.size(of: String(self), attributes: attributes ?? [:])
      DrawingText.draw(
        String(self), attributes: attributes ?? [:], in: CGRect(origin: point, size: size))
    }

    /// The size the string takes with `attributes`, estimated from its font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
      DrawingText.size(of: String(self), attributes: attributes ?? [:])
    }

    /// The rectangle the string takes with `attributes` within `size`, estimated from its font.
    public func boundingRect(
      with size: CGSize, options: NSStringDrawingOptions = [],
      attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?
    ) -> CGRect {
      let measured = DrawingText.size(of: String(self), attributes: attributes ?? [:])
      return CGRect(
        origin: .zero,
        size: CGSize(width: Swift.min(measured.width, size.width), height: measured.height))
    }
  }

  extension NSString {
    /// Draws the string in `rect` with `attributes` into the image being rendered.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]?) {
      (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// Draws the string at `point` with `attributes` into the image being rendered.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]?) {
      (self as String).draw(at: point, withAttributes: attributes)
    }

    /// The size the string takes with `attributes`, estimated from its font.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
      (self as String).size(withAttributes: attributes)
    }
  }

  extension NSAttributedString {
    private var drawingAttributes: [NSAttributedString.Key: Any] {
      length == 0 ? [:] : attributes(at: 0, effectiveRange: nil)
    }

    /// Draws the string in `rect` into the image being rendered.
    public func draw(in rect: CGRect) {
      DrawingText.draw(string, attributes: drawingAttributes, in: rect)
    }

    /// Draws the string at `point` into the image being rendered.
    public func draw(at point: CGPoint) {
      DrawingText.draw(
        string, attributes: drawingAttributes, in: CGRect(origin: point, size: size()))
    }

    /// The size the string takes, estimated from its font.
    public func size() -> CGSize {
      DrawingText.size(of: string, attributes: drawingAttributes)
    }

    /// The rectangle the string takes within `size`, estimated from its font.
    public func boundingRect(
      with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
      string.boundingRect(
        with: size, options: options, attributes: drawingAttributes, context: context)
    }
  }
#endif
