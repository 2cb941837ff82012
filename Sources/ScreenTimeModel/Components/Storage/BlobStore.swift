/// A key-value store of byte blobs: the App Group container, or the app's backend.
///
/// Both keep one value per key; a single write is atomic. A value damaged by a fault remembers
/// it until it is written again, so that reading it counts as reading a damaged copy. A value a
/// fault grew (`appgroup bloats`) is accounted at its grown size but holds only its meaningful
/// bytes: the growth is trailing whitespace, which a JSON reader skips, so the simulator never
/// allocates it.
public struct BlobStore: Sendable {
  /// One stored value.
  public struct Entry: Sendable, Equatable {
    /// The value's bytes, without the trailing whitespace a fault grew it by.
    public var bytes: [UInt8]
    /// Whether a fault damaged it (or changed its schema) since it was written.
    public var isDamaged: Bool
    /// Bytes of trailing whitespace the value is accounted as holding after `bytes`.
    public var padding = 0

    /// The value's size as the container accounts it.
    public var size: Int { bytes.count + padding }
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

  /// Replaces the value at `key` with a damaged one, accounted as `bytes` followed by
  /// `padding` bytes of whitespace.
  mutating func damage(_ key: String, to bytes: [UInt8], padding: Int = 0) {
    entries[key]?.bytes = bytes
    entries[key]?.padding = padding
    entries[key]?.isDamaged = true
  }

  /// Grows the value at `key` with trailing whitespace until it is at least `size` bytes; like
  /// a write of the grown value, it leaves the value undamaged.
  mutating func grow(_ key: String, to size: Int) {
    guard let entry = entries[key] else { return }
    entries[key] = Entry(
      bytes: entry.bytes, isDamaged: false, padding: max(entry.padding, size - entry.bytes.count))
  }
}
