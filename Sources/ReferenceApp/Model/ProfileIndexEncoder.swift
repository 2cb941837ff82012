import Foundation

/// The bytes of the App Group index (`profiles.index`), re-encoding only what changed.
///
/// The JSON of an array is its elements' JSON joined by commas inside brackets, so the index is
/// kept as one encoded summary per profile and each write encodes only the profiles saved since
/// the last: the bytes are those of encoding the whole array, at a cost that does not grow with
/// the number of profiles times the number of writes.
struct ProfileIndexEncoder {
  private var fragments: [[UInt8]] = []

  /// The index of `profiles`, of which only those at `changed` (and any new ones at the end)
  /// differ from the last call.
  mutating func bytes(of profiles: [ProfileRecord], changed: [Int]) -> Data {
    for position in changed where position < fragments.count {
      fragments[position] = Self.fragment(profiles[position])
    }
    for position in fragments.count..<profiles.count {
      fragments.append(Self.fragment(profiles[position]))
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(fragments.reduce(2) { $0 + $1.count + 1 })
    bytes.append(UInt8(ascii: "["))
    for (position, fragment) in fragments.enumerated() {
      if position > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: fragment)
    }
    bytes.append(UInt8(ascii: "]"))
    return Data(bytes)
  }

  private static func fragment(_ record: ProfileRecord) -> [UInt8] {
    [UInt8](ReferenceJSON.encode(ProfileSummary(record)))
  }
}

extension ProfileSummary {
  /// What the extensions need to know of `record`.
  init(_ record: ProfileRecord) {
    self.init(
      profileID: record.profileID, name: record.name, revision: record.revision,
      state: record.state.name, hasLimit: record.plan?.limit != nil,
      isBlockedByHand: record.isBlockedByHand, allowList: record.isAllowList ? true : nil)
  }
}
