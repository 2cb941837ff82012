/// The opaque bytes of a Screen Time token, as the system hands them out.
///
/// Models the contents of `ManagedSettings.Token<T>`: apps never see inside, and two tokens are
/// the same exactly when their bytes are (`==` compares bytes only). Which item, authorization
/// and representation a token stands for is kept by the system in its ``TokenRegistry``, never
/// in the token.
public struct OpaqueToken: Hashable, Comparable, Sendable {
  /// The token's bytes.
  public let bytes: [UInt8]

  /// Creates a token from its bytes.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// How many bytes the system draws for a new token.
  public static let byteCount = 64

  /// The standard base64 encoding of the bytes, as a selection's JSON carries it.
  public var base64: String { Base64.encode(bytes) }

  public static func < (lhs: OpaqueToken, rhs: OpaqueToken) -> Bool {
    lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
  }
}

/// Standard base64 (RFC 4648, with padding), written out so the model needs no Foundation here.
public enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The base64 text of `bytes`.
  public static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 3 <= bytes.count {
      let value =
        UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      output.append(alphabet[Int(value >> 18 & 63)])
      output.append(alphabet[Int(value >> 12 & 63)])
      output.append(alphabet[Int(value >> 6 & 63)])
      output.append(alphabet[Int(value & 63)])
      index += 3
    }
    let remaining = bytes.count - index
    if remaining > 0 {
      var value = UInt32(bytes[index]) << 16
      if remaining == 2 { value |= UInt32(bytes[index + 1]) << 8 }
      output.append(alphabet[Int(value >> 18 & 63)])
      output.append(alphabet[Int(value >> 12 & 63)])
      output.append(remaining == 2 ? alphabet[Int(value >> 6 & 63)] : UInt8(ascii: "="))
      output.append(UInt8(ascii: "="))
    }
    return String(decoding: output, as: UTF8.self)
  }
}
