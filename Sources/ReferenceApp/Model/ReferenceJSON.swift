import Foundation
import ScreenTimeHosting
import Synchronization

/// How the reference app writes everything it saves: JSON with sorted keys (so the bytes are the
/// same on every run) and dates as milliseconds since 1970.
enum ReferenceJSON {
  /// `value` as JSON bytes.
  ///
  /// Encoding is a function of the value alone, so the JSON of values the app saves again and
  /// again (``RememberedEncoding``) is remembered and reused for values equal to them.
  static func encode<T: Encodable>(_ value: T) -> Data {
    if let value = value as? any RememberedEncoding { return remembered(value) }
    return encoded(value)
  }

  /// The JSON of `value`, reused from an equal value encoded lately when equality implies the
  /// same bytes.
  private static func remembered<T: RememberedEncoding>(_ value: T) -> Data {
    guard value.isEncodedByEquality else { return encoded(value) }
    if let data = recentEncodings.withLock({ $0.data(for: value) }) { return data }
    let data = encoded(value)
    recentEncodings.withLock { $0.insert(value, data) }
    return data
  }

  /// `value` as JSON bytes, as `JSONEncoder` writes them: by ``SortedJSONWriter``, or by
  /// Foundation for what that writer leaves to it.
  static func encoded<T: Encodable>(_ value: T) -> Data {
    SortedJSONWriter.encode(value) ?? foundationEncoded(value)
  }

  /// `value` as JSON bytes, written by `JSONEncoder`.
  static func foundationEncoded<T: Encodable>(_ value: T) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .millisecondsSince1970
    // Encoding the app's own plain Codable values into JSON cannot fail.
    return (try? encoder.encode(value)) ?? Data()
  }

  /// The value `data` encodes.
  ///
  /// Decoding is a function of the bytes alone, so the values of recently decoded bytes are
  /// remembered and reused: the extensions read the same saved profiles on every callback.
  ///
  /// - Throws: `DecodingError` when `data` is not a `T`.
  static func decode<T: Decodable & Sendable>(_ type: T.Type, from data: Data) throws -> T {
    let key = DecodedValues.Key(type: ObjectIdentifier(type), bytes: data)
    if let value = recent.withLock({ $0.value(for: key) }) as? T { return value }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    let value = try decoder.decode(type, from: data)
    recent.withLock { $0.insert(value, for: key) }
    return value
  }

  /// The JSON of `array` (a JSON array as ``encode(_:)`` writes it) with the element whose JSON
  /// is `element` added at the end.
  static func appending(_ element: Data, toArray array: Data) -> Data {
    precondition(array.first == UInt8(ascii: "[") && array.last == UInt8(ascii: "]"))
    var bytes = array
    bytes.removeLast()
    if bytes.count > 1 { bytes.append(UInt8(ascii: ",")) }
    bytes.append(element)
    bytes.append(UInt8(ascii: "]"))
    return bytes
  }

  private static let recent = Mutex(DecodedValues(capacity: 512))
  private static let recentEncodings = Mutex(EncodedValues(capacity: 16))
}

/// The values of the last `capacity` distinct byte strings decoded, oldest replaced first.
///
/// The value last added of each type is compared first, byte for byte, so that
/// reading the same value again (an index every callback reads) costs no hashing of its bytes.
struct DecodedValues: ~Copyable {
  struct Key: Hashable {
    var type: ObjectIdentifier
    var bytes: Data
  }

  private var values: RecentResults<Key, any Sendable>
  /// The key and value last added, one of each type.
  private var latest: [(key: Key, value: any Sendable)] = []

  init(capacity: Int) {
    values = RecentResults(capacity: capacity)
  }

  var count: Int { values.count }

  func value(for key: Key) -> (any Sendable)? {
    if let known = latest.first(where: { $0.key.type == key.type }), known.key.bytes == key.bytes {
      return known.value
    }
    return values[key]
  }

  /// Makes `value` the one of its type compared first.
  private mutating func remember(_ value: any Sendable, for key: Key) {
    if let index = latest.firstIndex(where: { $0.key.type == key.type }) {
      latest[index] = (key, value)
    } else {
      latest.append((key, value))
    }
  }

  mutating func insert(_ value: any Sendable, for key: Key) {
    guard values.insert(value, for: key) else { return }
    remember(value, for: key)
  }
}
