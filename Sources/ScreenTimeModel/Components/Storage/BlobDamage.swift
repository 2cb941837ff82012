import Foundation

/// How a fault damages a stored blob (spec 4.5), and the transformation that does it.
///
/// The transformations assume the JSON object a selection is saved as, and produce the decoding
/// failure the spec names: `truncated` and `garbage` give `dataCorrupted`, `wrongType` gives
/// `typeMismatch` and `missingField` gives `keyNotFound`. A blob that is not a JSON object is
/// truncated instead for `wrongType` and `missingField`.
public enum BlobDamage: String, Sendable, Equatable, CaseIterable {
  case truncated
  case wrongType = "wrong-type"
  case missingField = "missing-field"
  case garbage

  /// `bytes` damaged this way; `garbage` comes from `randomBytes`.
  public func apply(to bytes: [UInt8], randomBytes: [UInt8]) -> [UInt8] {
    switch self {
    case .truncated:
      return Array(bytes.prefix(bytes.count / 2))
    case .garbage:
      return randomBytes
    case .wrongType, .missingField:
      guard var object = JSONBlob.object(from: bytes), !object.isEmpty else {
        return BlobDamage.truncated.apply(to: bytes, randomBytes: randomBytes)
      }
      let keys = object.keys.sorted()
      if self == .missingField, let first = keys.first {
        object[first] = nil
      } else if let key = keys.first(where: { object[$0] is NSNumber }),
        let number = object[key] as? NSNumber
      {
        object[key] = number.stringValue
      } else if let key = keys.first(where: { object[$0] is String }) {
        object[key] = 0
      } else if let first = keys.first {
        object[first] = "wrong type"
      }
      return JSONBlob.bytes(from: object)
        ?? BlobDamage.truncated.apply(
          to: bytes, randomBytes: randomBytes)
    }
  }
}

/// Small helpers to read and write a blob as a top-level JSON object.
enum JSONBlob {
  static func object(from bytes: [UInt8]) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
  }

  static func bytes(from object: [String: Any]) -> [UInt8]? {
    (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])).map {
      [UInt8]($0)
    }
  }

  /// `bytes` with the top-level `schemaVersion` set to `version`, or `nil` if not an object.
  static func settingSchemaVersion(_ version: Int, in bytes: [UInt8]) -> [UInt8]? {
    guard var object = object(from: bytes) else { return nil }
    object["schemaVersion"] = version
    return self.bytes(from: object)
  }
}
