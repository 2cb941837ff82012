import Foundation

extension UIImage {
  /// The image as PNG data: UIKit's `pngData()`.
  ///
  /// The simulator keeps no pixels, so the data is a valid one-pixel transparent PNG that
  /// carries the image's description (its source, tint and rendering mode) in an `iTXt` chunk:
  /// the same bytes for the same image in every run, different bytes for different images, and
  /// `UIImage(data:)` accepts it.
  ///
  /// - Returns: The PNG file's bytes; never `nil`, as every image here can be encoded.
  public func pngData() -> Data? {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let header: [UInt8] = [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
    ImageData.appendChunk("IHDR", header, to: &bytes)
    let text = Array("Description".utf8) + [0, 0, 0, 0, 0] + Array(description.utf8)
    ImageData.appendChunk("iTXt", text, to: &bytes)
    let scanline: [UInt8] = [0, 0, 0, 0, 0]
    let stored: [UInt8] = [0x01, 0x05, 0x00, 0xFA, 0xFF]
    let pixels =
      [0x78, 0x01] + stored + scanline + ImageData.bigEndian(ImageData.adler32(scanline))
    ImageData.appendChunk("IDAT", pixels, to: &bytes)
    ImageData.appendChunk("IEND", [], to: &bytes)
    return Data(bytes)
  }

  /// The image as JPEG data: UIKit's `jpegData(compressionQuality:)`.
  ///
  /// The data is a valid baseline JPEG of one gray 8 × 8 block that carries the image's
  /// description in a comment segment; `compressionQuality` (0 to 1) sets its quantization
  /// table, as it would the quality of a real encoding. The same image and quality give the
  /// same bytes in every run, and `UIImage(data:)` accepts them.
  ///
  /// - Returns: The JPEG file's bytes; never `nil`, as every image here can be encoded.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    let quality = min(max(Double(compressionQuality), 0), 1)
    let step = UInt8(1 + ((1 - quality) * 98).rounded())
    var bytes: [UInt8] = [0xFF, 0xD8]
    let jfif: [UInt8] = [0x4A, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    ImageData.appendSegment(0xE0, jfif, to: &bytes)
    ImageData.appendSegment(0xFE, Array(description.utf8.prefix(65_000)), to: &bytes)
    ImageData.appendSegment(0xDB, [0] + Array(repeating: step, count: 64), to: &bytes)
    ImageData.appendSegment(0xC0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0], to: &bytes)
    // One Huffman code each, of length 1: DC difference category 0, and end of block.
    let onlyCode: [UInt8] = [1] + Array(repeating: 0, count: 15) + [0]
    ImageData.appendSegment(0xC4, [0x00] + onlyCode + [0x10] + onlyCode, to: &bytes)
    ImageData.appendSegment(0xDA, [1, 1, 0, 0, 63, 0], to: &bytes)
    // DC difference 0, then end of block: the bits 0 0, padded with ones.
    bytes += [0x3F, 0xFF, 0xD9]
    return Data(bytes)
  }
}

/// The pieces of PNG and JPEG files that ``UIImage/pngData()`` and
/// ``UIImage/jpegData(compressionQuality:)`` write.
enum ImageData {
  /// Appends a PNG chunk: its length, type, data and CRC-32.
  static func appendChunk(_ type: String, _ data: [UInt8], to bytes: inout [UInt8]) {
    let typeAndData = Array(type.utf8) + data
    bytes += bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc32(typeAndData))
  }

  /// Appends a JPEG marker segment: the marker and its length-prefixed data.
  static func appendSegment(_ marker: UInt8, _ data: [UInt8], to bytes: inout [UInt8]) {
    let length = UInt16(data.count + 2)
    bytes += [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + data
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// The CRC-32 of PNG (ISO 3309, reflected polynomial 0xEDB88320).
  ///
  /// - Complexity: O(n) in the number of bytes.
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
      }
    }
    return crc ^ 0xFFFF_FFFF
  }

  /// The Adler-32 checksum that ends a zlib stream.
  ///
  /// - Complexity: O(n) in the number of bytes.
  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var low: UInt32 = 1
    var high: UInt32 = 0
    for byte in bytes {
      low = (low + UInt32(byte)) % 65_521
      high = (high + low) % 65_521
    }
    return high << 16 | low
  }
}
