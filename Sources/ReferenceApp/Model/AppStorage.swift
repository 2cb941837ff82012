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

  /// What the app remembers about authorization across launches.
  struct AuthorizationMemory: Codable, Equatable {
    /// Whether the app was ever approved.
    var wasApproved = false
    /// The status the app last observed.
    var lastObserved = "notDetermined"
    /// Whether a revocation was observed and not yet followed by a new approval.
    var isRevoked = false
  }

  private let storage = AppPrivateStorage.standard
  private var cachedProfiles: [ProfileRecord]?
  /// The position of each profile in ``profiles``, by name.
  private var positions: [String: Int] = [:]

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

  func profile(named name: String) -> ProfileRecord? {
    let all = profiles
    return positions[name].map { all[$0] }
  }

  /// Saves `record` in place of the profile with the same name, or adds it.
  func save(_ record: ProfileRecord) {
    var all = profiles
    if let index = positions[record.name] {
      all[index] = record
    } else {
      positions[record.name] = all.count
      all.append(record)
      storage.set(encode(all.map(\.name)), forKey: Self.namesKey)
    }
    cachedProfiles = all
    storage.set(encode(record), forKey: Self.profilePrefix + record.name)
  }

  private func decode<T: Decodable>(_ type: T.Type, _ key: String) -> T? {
    storage.data(forKey: key).flatMap { try? ReferenceJSON.decode(type, from: $0) }
  }

  private func encode<T: Encodable>(_ value: T) -> Data {
    ReferenceJSON.encode(value)
  }
}
