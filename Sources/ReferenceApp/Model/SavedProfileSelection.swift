import Foundation
import ScreenTimeAPI

/// A profile's selection as saved everywhere: the app's storage, the backend, the App Group.
///
/// `{ schemaVersion: 1, profileID, selection }`, JSON-encoded (reference-app.md §1).
struct SavedProfileSelection: Codable, Equatable, RememberedEncoding {
  /// The only schema this version of the app reads.
  static let currentSchemaVersion = 1

  var schemaVersion: Int
  var profileID: String
  var selection: FamilyActivitySelection

  init(profileID: String, selection: FamilyActivitySelection) {
    self.schemaVersion = Self.currentSchemaVersion
    self.profileID = profileID
    self.selection = selection
  }

  /// The JSON bytes.
  func encoded() -> Data {
    ReferenceJSON.encode(self)
  }

  /// The key of a profile's copy in the App Group and on the backend.
  static func key(for profileID: String) -> String { "profile.\(profileID)" }

  var isEncodedByEquality: Bool { profileID.isPlainASCII }
}

/// Why reading a saved selection failed; each maps to its own error code, none to expiry.
enum SelectionLoadFailure: Error, Equatable {
  /// The copy could not be read (`backend.unavailable`, `appgroup.unavailable`).
  case unreadable(source: String)
  /// The bytes are not a saved selection (`selection.decode-failed`).
  case decodeFailed(reason: String)
  /// The copy declares a schema this app does not read (`selection.schema-unsupported`).
  case unsupportedSchema(Int)

  /// The error code surfaced to the user.
  var code: String {
    switch self {
    case .unreadable(let source): "\(source).unavailable"
    case .decodeFailed: "selection.decode-failed"
    case .unsupportedSchema: "selection.schema-unsupported"
    }
  }
}

extension SavedProfileSelection {
  /// Decodes and checks a saved copy.
  ///
  /// - Throws: ``SelectionLoadFailure/decodeFailed(reason:)`` with the `DecodingError` case, or
  ///   ``SelectionLoadFailure/unsupportedSchema(_:)``.
  static func decode(_ data: Data) throws(SelectionLoadFailure) -> SavedProfileSelection {
    let saved: SavedProfileSelection
    do {
      saved = try ReferenceJSON.decode(SavedProfileSelection.self, from: data)
    } catch let error as DecodingError {
      throw .decodeFailed(reason: error.caseName)
    } catch {
      throw .decodeFailed(reason: "dataCorrupted")
    }
    guard saved.schemaVersion == currentSchemaVersion else {
      throw .unsupportedSchema(saved.schemaVersion)
    }
    return saved
  }
}

extension DecodingError {
  /// The case's name: `dataCorrupted`, `keyNotFound`, `typeMismatch` or `valueNotFound`.
  var caseName: String {
    switch self {
    case .dataCorrupted: "dataCorrupted"
    case .keyNotFound: "keyNotFound"
    case .typeMismatch: "typeMismatch"
    case .valueNotFound: "valueNotFound"
    @unknown default: "dataCorrupted"
    }
  }
}
