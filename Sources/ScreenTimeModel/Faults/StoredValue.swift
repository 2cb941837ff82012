/// A key and the bytes stored at it.
public struct StoredValue: Sendable, Equatable {
  public var key: String
  public var bytes: [UInt8]

  public init(key: String, bytes: [UInt8]) {
    self.key = key
    self.bytes = bytes
  }
}
