import Foundation
import ScreenTimeAPI

/// The main app's own persisted state: its profiles and what it last knew of authorization.
///
/// Only the main app's process reads and writes this storage, so each process keeps the decoded
/// profiles after the first read and writes every change through.
final class AppStorage {
  private static let profilesKey = "reference.profiles"
  private static let authorizationKey = "reference.authorization"
  private static let owedSnapshotKey = "reference.appgroup-owed"

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

  var profiles: [ProfileRecord] {
    get {
      if let cachedProfiles { return cachedProfiles }
      let profiles = decode([ProfileRecord].self, Self.profilesKey) ?? []
      cachedProfiles = profiles
      return profiles
    }
    set {
      cachedProfiles = newValue
      storage.set(encode(newValue), forKey: Self.profilesKey)
    }
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
    profiles.first { $0.name == name }
  }

  /// Saves `record` in place of the profile with the same name, or adds it.
  func save(_ record: ProfileRecord) {
    var all = profiles
    if let index = all.firstIndex(where: { $0.name == record.name }) {
      all[index] = record
    } else {
      all.append(record)
    }
    profiles = all
  }

  private func decode<T: Decodable>(_ type: T.Type, _ key: String) -> T? {
    storage.data(forKey: key).flatMap { try? ReferenceJSON.decode(type, from: $0) }
  }

  private func encode<T: Encodable>(_ value: T) -> Data {
    ReferenceJSON.encode(value)
  }
}
