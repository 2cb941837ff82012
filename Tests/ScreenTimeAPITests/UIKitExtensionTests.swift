import Foundation
import ScreenTimeAPI
import Testing

/// What apps' UIKit code does with `UIColor` and `UIImage` beyond shields: convenience
/// initialisers in extensions, and image data.
struct UIKitExtensionTests {
  @Test func aConvenienceInitialiserInAnExtensionMakesTheSameColor() {
    #expect(UIColor(hex: "#3366CC") == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
    #expect(UIColor(hex: "#3366CC") != UIColor(hex: "#3366CD"))
    #expect(
      UIColor(hex: "#3366CC").hashValue
        == UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1).hashValue)
    #expect(UIColor.brand == UIColor(hex: "FF8000"))
    #expect(Set([UIColor.red, .red, .systemRed]).count == 2)
  }

  @Test func pngDataIsAValidPNGThatTellsImagesApart() throws {
    let symbol = try #require(UIImage(systemName: "moon.fill"))
    let data = try #require(symbol.pngData())
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(data == symbol.pngData(), "the same bytes every time")
    #expect(data != symbol.withTintColor(.systemRed).pngData())
    #expect(String(decoding: data, as: UTF8.self).contains("symbol:moon.fill"))
    #expect(UIImage(data: data) != nil)
    // Each chunk's CRC-32 is the standard one: IEND's is always AE 42 60 82.
    #expect(Array(data.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }

  @Test func jpegDataIsAJPEGThatFollowsTheImageAndTheQuality() throws {
    let image = try #require(UIImage(named: "Shield"))
    let best = try #require(image.jpegData(compressionQuality: 1))
    #expect(best.starts(with: [0xFF, 0xD8, 0xFF, 0xE0]))
    #expect(Array(best.suffix(2)) == [0xFF, 0xD9])
    #expect(best == image.jpegData(compressionQuality: 1))
    #expect(best != image.jpegData(compressionQuality: 0.5))
    #expect(best != UIImage(named: "Other")?.jpegData(compressionQuality: 1))
    #expect(UIImage(data: best) != nil)
  }
}

extension UIColor {
  /// An app's own initialiser, as UIKit code writes it.
  convenience init(hex: String) {
    let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
    let value = UInt32(digits, radix: 16) ?? 0
    self.init(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: 1)
  }

  static let brand = UIColor(hex: "FF8000")
}
