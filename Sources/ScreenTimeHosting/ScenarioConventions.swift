import Foundation
import ScreenTimeAPI
import Synchronization

/// What scenarios need to know about an app's own conventions to name its data.
///
/// Scenario statements name profiles (`appgroup corrupts work`, `expect diagnostic
/// selection.saved profile=work`); the simulated system does not know how an app names the
/// stores, App Group keys, backend keys and activities it keeps for a profile, or what its saved
/// data looks like. An app under test declares it here; the defaults fit an app that names its
/// data after profiles in some other way, and saves JSON documents.
public struct ScenarioConventions: Sendable {
  /// The identifier a store name, App Group key, backend key or activity name carries for the
  /// profile it belongs to, or `nil` for a name of another form.
  ///
  /// `expect diagnostic ... profile=<name>` accepts any identifier the app used for the profile,
  /// and storage faults find a profile's copies among the keys that carry one of them.
  public var profileIdentifier: @Sendable (String) -> String?
  /// The diagnostic and error codes with which the app reports token expiry
  /// (`decode-not-expiry`).
  public var expiryCodes: Set<String>
  /// The App Group and backend keys under which the app keeps only diagnostic records.
  ///
  /// A log of presses on unknown tokens is one. The action extension may write these keys while
  /// it handles a token the app does not hold; any other write then breaks
  /// `unknown-token-inert`.
  public var diagnosticKeys: Set<String>
  /// A saved copy rewritten to declare schema version `n` (`backend serves <profile> schema
  /// <n>`), or `nil` when the copy cannot carry one.
  public var declaringSchemaVersion: @Sendable (_ version: Int, _ bytes: [UInt8]) -> [UInt8]?

  /// Conventions for an app, each defaulting to what fits an app that saves JSON documents.
  ///
  /// By default no name carries a profile identifier, token expiry is reported as `tokens.expired`,
  /// no key holds only diagnostics, and a copy declares a schema version with a top-level
  /// `schemaVersion`.
  public init(
    profileIdentifier: @escaping @Sendable (String) -> String? = { _ in nil },
    expiryCodes: Set<String> = ["tokens.expired"], diagnosticKeys: Set<String> = [],
    declaringSchemaVersion: @escaping @Sendable (Int, [UInt8]) -> [UInt8]? =
      ScenarioConventions.settingJSONSchemaVersion
  ) {
    self.profileIdentifier = profileIdentifier
    self.expiryCodes = expiryCodes
    self.diagnosticKeys = diagnosticKeys
    self.declaringSchemaVersion = declaringSchemaVersion
  }

  /// `bytes`, a JSON object, with its top-level `schemaVersion` set to `version`; `nil` when
  /// `bytes` is not a JSON object.
  ///
  /// The rewriting is a function of its arguments alone, so the last few are remembered: stories
  /// an exploration runs serve the same saved copies again and again.
  public static func settingJSONSchemaVersion(_ version: Int, _ bytes: [UInt8]) -> [UInt8]? {
    let key = SchemaRewrite(version: version, bytes: bytes)
    if let known = recentSchemaRewrites.withLock({ $0[key] }) { return known }
    let rewritten: [UInt8]?
    if var object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] {
      object["schemaVersion"] = version
      rewritten = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
        .map { [UInt8]($0) }
    } else {
      rewritten = nil
    }
    recentSchemaRewrites.withLock { _ = $0.insert(rewritten, for: key) }
    return rewritten
  }

  /// The last rewrites, `nil` for a copy that cannot declare a version.
  private static let recentSchemaRewrites = Mutex(
    RecentResults<SchemaRewrite, [UInt8]?>(capacity: 64))

  /// The identifier of names of the form `<prefix><id>` or `<prefix><id>.<n>` (a weekday's
  /// activity), such as `profile.<id>`.
  public static func identifier(in name: String, prefix: String) -> String? {
    guard name.hasPrefix(prefix) else { return nil }
    if name.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII, read byte by byte: every byte is a character, and only 0-9 are numbers.
      let bytes = name.utf8.dropFirst(prefix.utf8.count)
      guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")),
        bytes[bytes.index(after: dot)...].allSatisfy({ (0x30...0x39).contains($0) })
      else { return String(Substring(bytes)) }
      return String(Substring(bytes[..<dot]))
    }
    var identifier = name.dropFirst(prefix.count)
    if let dot = identifier.lastIndex(of: "."),
      identifier[identifier.index(after: dot)...].allSatisfy(\.isNumber)
    {
      identifier = identifier[..<dot]
    }
    return String(identifier)
  }
}

/// A copy and the schema version to declare in it.
private struct SchemaRewrite: Hashable {
  var version: Int
  var bytes: [UInt8]
}
