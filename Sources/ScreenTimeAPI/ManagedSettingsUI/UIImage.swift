/// An image, as far as a shield configuration needs one: UIKit's `UIImage`.
///
/// UIKit does not exist on Linux. This value remembers where the image came from (a symbol, an
/// asset, image data) and how the app tinted it, and compares equal to the same image; it is
/// never drawn.
public struct UIImage: Hashable, Sendable, CustomStringConvertible {
  private let source: String
  /// The color the image is tinted with, if any.
  private let tint: UIColor?
  /// How the image is rendered.
  public let renderingMode: RenderingMode

  init(source: String, tint: UIColor? = nil, renderingMode: RenderingMode = .automatic) {
    self.source = source
    self.tint = tint
    self.renderingMode = renderingMode
  }

  /// How an image draws its colors: `UIImage.RenderingMode`, with UIKit's raw values.
  public enum RenderingMode: Int, Hashable, Sendable {
    /// The context decides (template in tool bars, original elsewhere).
    case automatic = 0
    /// The image's own colors.
    case alwaysOriginal = 1
    /// A template: only the image's alpha, in the tint color.
    case alwaysTemplate = 2
  }

  /// An SF Symbol.
  public init?(systemName: String) {
    self.init(source: "symbol:\(systemName)")
  }

  /// An image from the app's assets.
  public init?(named name: String) {
    self.init(source: "asset:\(name)")
  }

  /// An image decoded from `data`, or `nil` when the data is not an image.
  ///
  /// The simulator does not decode pixels: it accepts data that starts like a PNG, JPEG, GIF,
  /// WebP, HEIF (HEIC, AVIF), BMP, TIFF or ICO file, the formats iOS decodes, and refuses
  /// anything else (empty data, text, a base64 string that was never decoded). Images made
  /// from the same bytes are equal.
  public init?(data: Data) {
    let bytes = [UInt8](data)
    guard let format = ImageSignature.format(of: bytes) else { return nil }
    self.init(source: "data:\(format):\(bytes.count)b:\(ImageSignature.fingerprint(of: bytes))")
  }

  /// An image decoded from `data` at `scale` (the scale does not change what is shown here).
  public init?(data: Data, scale: CGFloat) {
    self.init(data: data)
  }

  /// The image as traces write it: its source, then its tint and rendering mode when set.
  ///
  /// The source is `symbol:` and the system name, `asset:` and the asset's name, or `data:` with
  /// the format, size and a fingerprint of the bytes.
  public var description: String {
    var text = source
    if let tint { text += " tint=\(tint)" }
    if renderingMode != .automatic { text += " mode=\(renderingMode)" }
    return text
  }

  /// The same image tinted with `color`, in the same rendering mode.
  public func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(source: source, tint: color, renderingMode: renderingMode)
  }

  /// The same image tinted with `color`, drawn in `renderingMode`.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(source: source, tint: color, renderingMode: renderingMode)
  }

  /// The same image drawn in `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(source: source, tint: tint, renderingMode: renderingMode)
  }
}

/// Recognises the image formats iOS decodes by their first bytes.
enum ImageSignature {
  /// The format whose signature `bytes` starts with, or `nil`.
  static func format(of bytes: [UInt8]) -> String? {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
    }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "png" }
    if starts([0xFF, 0xD8, 0xFF]) { return "jpeg" }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return "gif" }
    if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return "webp" }
    if starts(Array("ftyp".utf8), at: 4) { return "heif" }
    if starts(Array("BM".utf8)) && bytes.count >= 14 { return "bmp" }
    if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return "tiff" }
    if starts([0x00, 0x00, 0x01, 0x00]) && bytes.count >= 6 { return "ico" }
    return nil
  }

  /// A 64-bit FNV-1a hash of `bytes` in hexadecimal: the same in every run and process.
  ///
  /// - Complexity: O(n) in the number of bytes.
  static func fingerprint(of bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
