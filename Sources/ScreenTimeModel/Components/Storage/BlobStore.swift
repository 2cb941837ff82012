/// A key-value store of byte blobs: the App Group container, or the app's backend.
///
/// Both keep one value per key; a single write is atomic. A value damaged by a fault remembers
/// it until it is written again, so that reading it counts as reading a damaged copy.
public struct BlobStore: Sendable {
  /// One stored value.
  public struct Entry: Sendable, Equatable {
    public var bytes: [UInt8]
    /// Whether a fault damaged it (or changed its schema) since it was written.
    public var isDamaged: Bool
  }

  private(set) var entries: [String: Entry] = [:]

  public init() {}

  /// The keys, sorted.
  ///
  /// - Complexity: O(n log n) in the number of keys.
  public var keys: [String] { entries.keys.sorted() }

  /// The value at `key`.
  public func entry(at key: String) -> Entry? { entries[key] }

  /// Stores `bytes` at `key`.
  mutating func write(_ bytes: [UInt8], at key: String) {
    entries[key] = Entry(bytes: bytes, isDamaged: false)
  }

  /// Removes the value at `key`.
  mutating func remove(_ key: String) {
    entries[key] = nil
  }

  /// Replaces the value at `key` with a damaged one.
  mutating func damage(_ key: String, to bytes: [UInt8]) {
    entries[key]?.bytes = bytes
    entries[key]?.isDamaged = true
  }
}
