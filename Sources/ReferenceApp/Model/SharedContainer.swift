import Foundation
import ScreenTimeAPI
import Synchronization

/// The reference app's layout of the App Group container, shared with its extensions.
///
/// - `profiles.index`: a summary of every profile (name, state, whether it has a usage limit);
/// - `profile.<profileID>`: the profile's ``SavedProfileSelection``;
/// - `unmatched-tokens`: the shield-action presses on unknown tokens, for the main app.
///
/// Each value is written in one write, so a process killed between two writes leaves each key
/// either old or new, never torn.
enum SharedContainer {
  static let indexKey = "profiles.index"
  static let unmatchedKey = "unmatched-tokens"

  private static let container = AppGroupContainer.shared

  /// The profile summaries; empty when there is no index yet.
  static func readIndex() throws(AppGroupContainer.AccessError) -> [ProfileSummary] {
    guard let data = try container.data(forKey: indexKey) else { return [] }
    return (try? ReferenceJSON.decode([ProfileSummary].self, from: data)) ?? []
  }

  /// Writes the index, encoded as `[ProfileSummary]` (`AppStorage.encodedIndex()`).
  static func writeIndex(_ encoded: Data) throws(AppGroupContainer.AccessError) {
    try container.set(encoded, forKey: indexKey)
  }

  /// Reads and checks a profile's saved selection.
  static func readSelection(of profileID: String) -> Result<
    SavedProfileSelection, SelectionLoadFailure
  > {
    let data: Data?
    do {
      data = try container.data(forKey: SavedProfileSelection.key(for: profileID))
    } catch {
      return .failure(.unreadable(source: "appgroup"))
    }
    guard let data else { return .failure(.unreadable(source: "appgroup")) }
    do {
      return .success(try SavedProfileSelection.decode(data))
    } catch {
      return .failure(error)
    }
  }

  static func writeSelection(_ saved: SavedProfileSelection) throws(AppGroupContainer.AccessError) {
    try container.set(saved.encoded(), forKey: SavedProfileSelection.key(for: saved.profileID))
  }

  static func removeSelection(of profileID: String) throws(AppGroupContainer.AccessError) {
    try container.set(nil, forKey: SavedProfileSelection.key(for: profileID))
  }

  /// The presses on unknown tokens recorded so far.
  static func readUnmatched() -> [UnmatchedTokenEntry] {
    guard let data = try? container.data(forKey: unmatchedKey) else { return [] }
    return (try? ReferenceJSON.decode([UnmatchedTokenEntry].self, from: data)) ?? []
  }

  static func appendUnmatched(_ entry: UnmatchedTokenEntry) {
    let entries = readUnmatched() + [entry]
    try? container.set(encode(entries), forKey: unmatchedKey)
  }

  private static func encode<T: Encodable>(_ value: T) -> Data {
    ReferenceJSON.encode(value)
  }
}

/// Token matching shared by the two shield extensions.
enum ProfileMatcher {
  /// A profile whose saved selection holds a token.
  struct Match {
    var summary: ProfileSummary
    var selection: FamilyActivitySelection
  }

  /// The profiles, in index order, whose saved selection holds `token` (or `categoryToken`)
  /// and that shield what they hold.
  ///
  /// An allow-list profile's selection holds the apps and sites it leaves usable, never what it
  /// shields, so it matches nothing: an allowed app that another profile blocks gets that
  /// profile's shield.
  static func profiles(
    holding token: Data?, categoryToken: Data?
  ) throws(AppGroupContainer.AccessError) -> [Match] {
    let summaries = try SharedContainer.readIndex()
    var matches: [Match] = []
    for summary in summaries where summary.state != "deleted" && !summary.isAllowList {
      guard case .success(let saved) = SharedContainer.readSelection(of: summary.profileID) else {
        continue
      }
      let selection = saved.selection
      let tokens = Set(
        selection.applicationTokens.map(encoded) + selection.webDomainTokens.map(encoded))
      let categories = Set(selection.categoryTokens.map(encoded))
      if let token, tokens.contains(token) || categories.contains(token) {
        matches.append(Match(summary: summary, selection: selection))
      } else if let categoryToken, categories.contains(categoryToken) {
        matches.append(Match(summary: summary, selection: selection))
      }
    }
    return matches
  }

  /// A token's encoded form, which is equal exactly when the tokens are (`==` on bytes).
  ///
  /// Encoding is a function of the token alone, so the forms of tokens already encoded are
  /// remembered: a shield's configuration compares the tokens of every saved selection.
  static func encoded<T>(_ token: Token<T>) -> Data {
    let type = ObjectIdentifier(T.self)
    if let known = encodings.withLock({ ($0[type] as? [Token<T>: Data])?[token] }) {
      return known
    }
    let data = (try? JSONEncoder().encode(token)) ?? Data()
    encodings.withLock { all in
      var known = all.removeValue(forKey: type) as? [Token<T>: Data] ?? [:]
      if known.count >= 4_096 { known.removeAll(keepingCapacity: true) }
      known[token] = data
      all[type] = known
    }
    return data
  }

  /// The encoded form of each token encoded so far, by the type of item it stands for.
  private static let encodings = Mutex<[ObjectIdentifier: any Sendable]>([:])
}

/// The reference app's diagnostics, with the fields reference-app.md §6 requires.
enum Log {
  static func record(_ code: String, _ fields: KeyValuePairs<String, String> = [:]) {
    AppDiagnostics.record(code, fields)
  }

  /// The base64 of a token's bytes, which only the `log-tokens` mistake ever writes.
  static func base64<T>(_ token: Token<T>) -> String {
    guard let object = try? JSONSerialization.jsonObject(with: ProfileMatcher.encoded(token)),
      let fields = object as? [String: Any], let data = fields["data"] as? String
    else { return "" }
    return data
  }
}
