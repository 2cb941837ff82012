import Foundation
import ScreenTimeAPI
import Testing

struct ImageTests {
  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]

  @Test(
    arguments: [
      ("png", png), ("jpeg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16]), ("gif", Array("GIF89a....".utf8)),
      ("webp", Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)),
      ("heif", [0, 0, 0, 24] + Array("ftypheic".utf8)), ("tiff", [0x49, 0x49, 0x2A, 0x00, 8, 0]),
      ("bmp", Array("BM".utf8) + [UInt8](repeating: 0, count: 12)), ("ico", [0, 0, 1, 0, 1, 0]),
    ] as [(String, [UInt8])])
  func dataThatStartsLikeAnImageMakesAnImage(format: String, bytes: [UInt8]) throws {
    let image = try #require(UIImage(data: Data(bytes)))
    #expect(image.description.hasPrefix("data:\(format):\(bytes.count)b:"))
  }

  @Test(arguments: [
    Data(), Data("not an image".utf8), Data(Data(Self.png).base64EncodedString().utf8),
    Data([0x89, 0x50, 0x4E]),
  ])
  func dataThatIsNotAnImageMakesNone(data: Data) {
    #expect(UIImage(data: data) == nil)
  }

  @Test func imagesFromTheSameBytesAreEqualAndFromOthersAreNot() {
    let a = UIImage(data: Data(Self.png))
    let b = UIImage(data: Data(Self.png), scale: 3)
    let c = UIImage(data: Data(Self.png + [1]))
    #expect(a != nil)
    #expect(a == b)
    #expect(a != c)
  }

  @Test func theFingerprintIsTheSameInEveryProcess() throws {
    // 64-bit FNV-1a of the bytes (computed independently), not `Hasher`, which is seeded per process.
    let image = try #require(UIImage(data: Data(Self.png)))
    #expect(image.description == "data:png:12b:34da3b26506ba0eb")
  }

  @Test func tintingKeepsTheRenderingModeUnlessOneIsGiven() throws {
    let lock = try #require(UIImage(systemName: "lock.fill"))
    #expect(lock.withTintColor(.white).renderingMode == .automatic)
    #expect(lock.withTintColor(.white).description == "symbol:lock.fill tint=white")
    let original = lock.withTintColor(.white, renderingMode: .alwaysOriginal)
    #expect(original.renderingMode == .alwaysOriginal)
    #expect(original.description == "symbol:lock.fill tint=white mode=alwaysOriginal")
    #expect(original.withTintColor(.black).renderingMode == .alwaysOriginal)
    #expect(lock.withRenderingMode(.alwaysTemplate) != lock)
  }
}
