import Foundation

/// A property-list value as the stand-in `UserDefaults` keeps it: the types `UserDefaults`
/// accepts, and how each is stored.
///
/// Each key of a suite is one value of its container, so the scenario's storage faults
/// (`appgroup corrupts|loses|bloats`) and the container's rules act on it as on any other. A
/// `Data` value is stored as its own bytes: an app that keeps JSON in its defaults, as most
/// Screen Time apps do, has that JSON damaged by a fault, and its decoder sees what a damaged
/// copy gives on a device. Every other value is stored as a small JSON document that names its
/// type, `{"UserDefaults":{"string":"work"}}`, written with sorted keys and Swift's shortest
/// round-trip numbers, so the bytes never depend on a `Dictionary`'s order or the host.
package indirect enum DefaultsValue: Equatable, Sendable {
  case string(String)
  case integer(Int64)
  case real(Double)
  case bool(Bool)
  /// A date, as seconds since 2001-01-01 00:00:00 UTC (`timeIntervalSinceReferenceDate`).
  case date(Double)
  case data([UInt8])
  /// A URL stored with `set(_:forKey:)` for URLs, as its absolute string.
  case url(String)
  case array([DefaultsValue])
  case dictionary([String: DefaultsValue])

  // MARK: - From and to Swift values

  /// The value of a property-list object, or `nil` when `object` is not one (UIKit's
  /// `UserDefaults` traps then).
  package init?(_ object: Any) {
    // An `NSNumber` (from `object(forKey:)`, or a decoded document) casts to `Bool`, `Int` and
    // `Double` alike; its own type says which it is.
    if type(of: object) is NSNumber.Type, let number = object as? NSNumber {
      self = Self.number(number)
      return
    }
    switch object {
    case let value as String: self = .string(value)
    case let value as Bool: self = .bool(value)
    case let value as Int: self = .integer(Int64(value))
    case let value as Int8: self = .integer(Int64(value))
    case let value as Int16: self = .integer(Int64(value))
    case let value as Int32: self = .integer(Int64(value))
    case let value as Int64: self = .integer(value)
    case let value as UInt: self = Self.unsigned(UInt64(value))
    case let value as UInt8: self = .integer(Int64(value))
    case let value as UInt16: self = .integer(Int64(value))
    case let value as UInt32: self = .integer(Int64(value))
    case let value as UInt64: self = Self.unsigned(value)
    case let value as Double: self = .real(value)
    case let value as Float: self = .real(Double(value))
    case let value as CGFloat: self = .real(Double(value))
    case let value as Date: self = .date(value.timeIntervalSinceReferenceDate)
    case let value as Data: self = .data([UInt8](value))
    case let value as [Any]:
      var elements: [DefaultsValue] = []
      for element in value {
        guard let converted = DefaultsValue(element) else { return nil }
        elements.append(converted)
      }
      self = .array(elements)
    case let value as [String: Any]:
      var entries: [String: DefaultsValue] = [:]
      for (key, element) in value {
        guard let converted = DefaultsValue(element) else { return nil }
        entries[key] = converted
      }
      self = .dictionary(entries)
    default: return nil
    }
  }

  private static func unsigned(_ value: UInt64) -> DefaultsValue {
    value <= UInt64(Int64.max) ? .integer(Int64(value)) : .real(Double(value))
  }

  /// The value of `number` by its type: `c` and `B` (a Boolean, as JSON's `true` and
  /// `false` decode), `f` and `d` (a real number), or an integer.
  static func number(_ number: NSNumber) -> DefaultsValue {
    switch String(cString: number.objCType) {
    case "c", "B": .bool(number.boolValue)
    case "f", "d": .real(number.doubleValue)
    default: .integer(number.int64Value)
    }
  }

  /// The value as `object(forKey:)` returns it: `String`, `NSNumber` for numbers and Booleans
  /// (so that `as? Int`, `as? Double` and `as? Bool` work as on a device), `Date`, `Data`,
  /// `URL`, `[Any]` and `[String: Any]`.
  package var object: Any {
    switch self {
    case .string(let value): value
    case .integer(let value): NSNumber(value: value)
    case .real(let value): NSNumber(value: value)
    case .bool(let value): NSNumber(value: value)
    case .date(let seconds): Date(timeIntervalSinceReferenceDate: seconds)
    case .data(let bytes): Data(bytes)
    case .url(let text): URL(string: text) ?? text
    case .array(let elements): elements.map(\.object)
    case .dictionary(let entries): entries.mapValues(\.object)
    }
  }

  // MARK: - Conversions of the typed getters

  /// `string(forKey:)`: a string, or a number's text.
  package var stringValue: String? {
    switch self {
    case .string(let value): value
    case .integer(let value): String(value)
    case .real(let value): NSNumber(value: value).stringValue
    case .bool(let value): value ? "1" : "0"
    default: nil
    }
  }

  /// `double(forKey:)`: a number, a Boolean as 0 or 1, or the number a string starts with.
  package var doubleValue: Double {
    switch self {
    case .integer(let value): Double(value)
    case .real(let value): value
    case .bool(let value): value ? 1 : 0
    case .string(let text): Self.leadingNumber(of: text)
    default: 0
    }
  }

  /// `integer(forKey:)`: a number (a real one truncated), a Boolean as 0 or 1, or the number a
  /// string starts with.
  package var integerValue: Int {
    switch self {
    case .integer(let value): Int(clamping: value)
    case .real(let value): Self.truncated(value)
    case .bool(let value): value ? 1 : 0
    case .string(let text): Self.truncated(Self.leadingNumber(of: text))
    default: 0
    }
  }

  /// `bool(forKey:)`: a Boolean, a non-zero number, or a string as `NSString.boolValue` reads
  /// it (`"YES"`, `"true"`, `"1"`).
  package var boolValue: Bool {
    switch self {
    case .bool(let value): value
    case .integer(let value): value != 0
    case .real(let value): value != 0
    case .string(let text): Self.isTrue(text)
    default: false
    }
  }

  /// `url(forKey:)`: a stored URL, or a string as a file path (with `~` expanded).
  package var urlValue: URL? {
    switch self {
    case .url(let text): URL(string: text)
    case .string(let path):
      URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
    default: nil
    }
  }

  private static func truncated(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int(exactly: value.rounded(.towardZero)) ?? (value < 0 ? Int.min : Int.max)
  }

  /// The number at the start of `text` after white space, or 0: `NSString.doubleValue`.
  private static func leadingNumber(of text: String) -> Double {
    let trimmed = text.drop { $0.isWhitespace }
    var end = trimmed.startIndex
    var best = 0.0
    while end < trimmed.endIndex {
      end = trimmed.index(after: end)
      if let value = Double(trimmed[..<end]) { best = value }
    }
    return best
  }

  /// `NSString.boolValue`: after white space and an optional sign and zeros, `Y`, `y`, `T`,
  /// `t` or a digit 1 to 9 means true.
  private static func isTrue(_ text: String) -> Bool {
    var rest = Substring(text).drop { $0.isWhitespace }
    if let first = rest.first, first == "+" || first == "-" { rest = rest.dropFirst() }
    rest = rest.drop { $0 == "0" }
    guard let first = rest.first else { return false }
    return "YyTt123456789".contains(first)
  }
}
