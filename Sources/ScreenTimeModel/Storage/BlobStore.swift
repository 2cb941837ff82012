/// A key-value store of byte blobs that remembers which profile wrote each key.
///
/// The App Group container and the backend are both this, with different rules around it. The
/// faults of spec 4.5 find a profile's copy through the owner the simulator recorded when the
/// app wrote it, since keys (`profile.<profileID>`) are the app's own business.
public struct BlobStore: Sendable {
  /// One stored value.
  public struct Entry: Sendable, Equatable {
    public var bytes: [UInt8]
    /// The profile on whose behalf it was last written.
    public var owner: String?
    /// Whether a fault damaged it (or changed its schema) since it was written.
    public var isDamaged: Bool
  }

  private(set) var entries: [String: Entry] = [:]

  public init() {}

  /// The keys, sorted.
  public var keys: [String] { entries.keys.sorted() }

  /// The value at `key`.
  public func entry(at key: String) -> Entry? { entries[key] }

  /// Stores `bytes` at `key` on behalf of `owner`.
  public mutating func write(_ bytes: [UInt8], at key: String, owner: String?) {
    entries[key] = Entry(bytes: bytes, owner: owner ?? entries[key]?.owner, isDamaged: false)
  }

  /// Removes the value at `key`.
  public mutating func remove(_ key: String) {
    entries[key] = nil
  }

  /// The keys whose value `profile` wrote, sorted.
  public func keys(ownedBy profile: String) -> [String] {
    keys.filter { entries[$0]?.owner == profile }
  }

  /// Replaces the value at `key` with a damaged one.
  public mutating func damage(_ key: String, to bytes: [UInt8]) {
    entries[key]?.bytes = bytes
    entries[key]?.isDamaged = true
  }

  /// The total size of the stored values.
  public var byteCount: Int { entries.values.reduce(0) { $0 + $1.bytes.count } }
}
