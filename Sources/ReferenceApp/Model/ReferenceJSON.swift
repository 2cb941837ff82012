import Foundation

/// How the reference app writes everything it saves: JSON with sorted keys (so the bytes are the
/// same on every run) and dates as milliseconds since 1970.
enum ReferenceJSON {
  /// `value` as JSON bytes.
  static func encode<T: Encodable>(_ value: T) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .millisecondsSince1970
    // Encoding the app's own plain Codable values into JSON cannot fail.
    return (try? encoder.encode(value)) ?? Data()
  }

  /// The value `data` encodes.
  ///
  /// - Throws: `DecodingError` when `data` is not a `T`.
  static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    return try decoder.decode(type, from: data)
  }
}
