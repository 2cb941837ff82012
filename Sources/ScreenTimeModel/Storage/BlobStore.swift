/// A key-value store of byte blobs that remembers which profile each key belongs to.
///
/// The App Group container and the backend are both this, with different rules around it. The
/// faults of spec 4.5 find a profile's copy through the owner the simulator recorded when the
/// app wrote it, since keys (`profile.<profileID>`) are the app's own business.
///
/// A key belongs to the profile on whose behalf it was created. Writes made for no profile, or
/// that store the same bytes again, leave that alone: an app-wide step (a foreground snapshot)
/// may rewrite every profile's copy. A key created for no profile, such as an index of all
/// profiles, belongs to none, and one that a second profile writes different bytes to becomes
/// shared; so a fault on one profile's copy never damages what other profiles rely on.
public struct BlobStore: Sendable {
  /// One stored value.
  public struct Entry: Sendable, Equatable {
    public var bytes: [UInt8]
    /// The profile the key belongs to; `nil` for an app-wide or shared key.
    public var owner: String?
    /// Whether a fault damaged it (or changed its schema) since it was written.
    public var isDamaged: Bool
  }

  private(set) var entries: [String: Entry] = [:]
  /// The owners of removed keys, so that a key written again for no profile keeps its owner.
  private var formerOwners: [String: String] = [:]

  public init() {}

  /// The keys, sorted.
  public var keys: [String] { entries.keys.sorted() }

  /// The value at `key`.
  public func entry(at key: String) -> Entry? { entries[key] }

  /// Stores `bytes` at `key` on behalf of `owner` (`nil`: an app-wide write).
  public mutating func write(_ bytes: [UInt8], at key: String, owner: String?) {
    guard let existing = entries[key] else {
      entries[key] = Entry(
        bytes: bytes, owner: owner ?? formerOwners[key], isDamaged: false)
      formerOwners[key] = nil
      return
    }
    var keeper = existing.owner
    if let owner, let current = existing.owner, owner != current, bytes != existing.bytes {
      keeper = nil
    }
    entries[key] = Entry(bytes: bytes, owner: keeper, isDamaged: false)
  }

  /// Removes the value at `key`.
  public mutating func remove(_ key: String) {
    if let owner = entries[key]?.owner { formerOwners[key] = owner }
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

}
