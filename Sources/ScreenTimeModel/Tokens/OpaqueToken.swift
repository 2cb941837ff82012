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
