import Foundation

/// A value the app saves again and again, whose JSON ``ReferenceJSON/encode(_:)`` remembers.
///
/// A remembered value's JSON is reused for every value equal to it, so equality must imply the
/// same bytes. Synthesized `==` compares strings by canonical equivalence (`"K"` equals the
/// Kelvin sign `"\u{212A}"`), while JSON keeps their bytes; ``isEncodedByEquality`` says whether
/// the value holds only text for which the two agree.
protocol RememberedEncoding: Encodable, Equatable, Sendable {
  /// Whether every value equal to this one encodes to the same bytes: its strings are ASCII,
  /// and it holds no date components with a calendar or a time zone and no date at 1970's
  /// start (where `-0` and `0` are equal but written differently).
  var isEncodedByEquality: Bool { get }
}

extension String {
  /// Whether the text is ASCII, for which canonical equivalence is byte equality.
  var isPlainASCII: Bool { utf8.allSatisfy { $0 < 0x80 } }
}

extension DateComponents {
  /// Whether equal components encode alike: they carry no calendar and no time zone.
  var isEncodedByEquality: Bool { calendar == nil && timeZone == nil }
}

extension Date {
  /// Whether equal dates encode alike: any date but 1970's start, which `-0` also names.
  var isEncodedByEquality: Bool { timeIntervalSince1970 != 0 }
}

/// The JSON of the last few values encoded of each type, oldest replaced first.
///
/// A story's app saves the same profile, summary and selection many times over, and stories
/// repeat one another's values, so a handful of recent values per type serves most encodings.
struct EncodedValues: ~Copyable {
  /// The values of one type and their JSON.
  private struct Recent<Value: RememberedEncoding>: Sendable {
    var entries: [(value: Value, data: Data)] = []
    var next = 0
  }

  let capacity: Int
  private var byType: [ObjectIdentifier: any Sendable] = [:]

  init(capacity: Int) {
    precondition(capacity > 0, "a cache holds at least one value")
    self.capacity = capacity
  }

  /// The JSON of a value equal to `value`, if one is remembered.
  ///
  /// - Complexity: O(``capacity``) comparisons.
  func data<Value: RememberedEncoding>(for value: Value) -> Data? {
    guard let recent = byType[ObjectIdentifier(Value.self)] as? Recent<Value> else { return nil }
    return recent.entries.first { $0.value == value }?.data
  }

  /// Remembers that `value` encodes as `data`, in place of the oldest value of its type when
  /// ``capacity`` are remembered.
  mutating func insert<Value: RememberedEncoding>(_ value: Value, _ data: Data) {
    let type = ObjectIdentifier(Value.self)
    var recent = byType.removeValue(forKey: type) as? Recent<Value> ?? Recent()
    if recent.entries.count < capacity {
      recent.entries.append((value, data))
    } else {
      recent.entries[recent.next] = (value, data)
      recent.next = (recent.next + 1) % capacity
    }
    byType[type] = recent
  }
}
