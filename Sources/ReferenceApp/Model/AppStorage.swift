import Foundation
import ScreenTimeAPI

/// The main app's own persisted state: its profiles and what it last knew of authorization.
///
/// Each profile is saved under its own key, with the list of profile names in creation order
/// under another, so saving one profile writes that profile only (and the list when a profile
/// is new). Only the main app's process reads and writes this storage, so each process keeps
/// the decoded profiles after the first read and writes every change through.
final class AppStorage {
  private static let namesKey = "reference.profile-names"
  private static let profilePrefix = "reference.profile."
  private static let authorizationKey = "reference.authorization"
  private static let owedSnapshotKey = "reference.appgroup-owed"

  /// What the app remembers about authorization across launches.
  struct AuthorizationMemory: Codable, Equatable, RememberedEncoding {
    /// Whether the app was ever approved.
    var wasApproved = false
    /// The status the app last observed.
    var lastObserved = "notDetermined"
    /// Whether a revocation was observed and not yet followed by a new approval.
    var isRevoked = false

    var isEncodedByEquality: Bool { lastObserved.isPlainASCII }
  }

  private let storage = AppPrivateStorage.standard
  private var cachedProfiles: [ProfileRecord]?
  /// The position of each profile in ``profiles``, by name.
  private var positions: [String: Int] = [:]
  /// The JSON of the profile names, as last written.
  private var encodedNames: Data?
  /// The positions of the profiles saved since the index was last encoded.
  private var savedPositions: Set<Int> = []
  private var index = ProfileIndexEncoder()

  /// Every profile, in the order they were created.
  var profiles: [ProfileRecord] {
    if let cachedProfiles { return cachedProfiles }
    let names = decode([String].self, Self.namesKey) ?? []
    let profiles = names.compactMap { decode(ProfileRecord.self, Self.profilePrefix + $0) }
    cachedProfiles = profiles
    positions = Dictionary(
      profiles.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    return profiles
  }

  var authorization: AuthorizationMemory {
    get { decode(AuthorizationMemory.self, Self.authorizationKey) ?? AuthorizationMemory() }
    set { storage.set(encode(newValue), forKey: Self.authorizationKey) }
  }

  /// Whether an App Group write was refused and the whole snapshot must be written again.
  var owesAppGroupSnapshot: Bool {
    get { storage.data(forKey: Self.owedSnapshotKey) != nil }
    set { storage.set(newValue ? Data([1]) : nil, forKey: Self.owedSnapshotKey) }
  }

  func profile(named name: String) -> ProfileRecord? {
    let all = profiles
    return positions[name].map { all[$0] }
  }

  /// Saves `record` in place of the profile with the same name, or adds it.
  func save(_ record: ProfileRecord) {
    let count = profiles.count
    if let position = positions[record.name] {
      cachedProfiles?[position] = record
      savedPositions.insert(position)
    } else {
      positions[record.name] = count
      storage.set(appendingName(record.name, to: count), forKey: Self.namesKey)
      cachedProfiles?.append(record)
    }
    storage.set(encode(record), forKey: Self.profilePrefix + record.name)
  }

  /// The App Group index of ``profiles``, as `[ProfileSummary]` JSON.
  func encodedIndex() -> Data {
    let changed = savedPositions.sorted()
    savedPositions = []
    return index.bytes(of: profiles, changed: changed)
  }

  /// The JSON of the names with `name` added as the `count`-th: the previous bytes extended,
  /// exactly as encoding the whole list would write them.
  private func appendingName(_ name: String, to count: Int) -> Data {
    let names = ReferenceJSON.appending(
      encode(name), toArray: encodedNames ?? encode(profiles.prefix(count).map(\.name)))
    encodedNames = names
    return names
  }

  private func decode<T: Decodable & Sendable>(_ type: T.Type, _ key: String) -> T? {
    storage.data(forKey: key).flatMap { try? ReferenceJSON.decode(type, from: $0) }
  }

  private func encode<T: Encodable>(_ value: T) -> Data {
    ReferenceJSON.encode(value)
  }
}
