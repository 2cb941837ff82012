import Foundation

extension DefaultsValue {
  /// The key of the JSON document a value other than `Data` is stored as.
  static let documentKey = "UserDefaults"

  /// The bytes the value is stored as: a `Data` value's own bytes, or a JSON document that
  /// names the value's type.
  ///
  /// - Complexity: O(n) in the size of the value, plus sorting each dictionary's keys.
  package var storedBytes: [UInt8] {
    if case .data(let bytes) = self { return bytes }
    var text = "{\"\(Self.documentKey)\":"
    append(to: &text)
    text += "}"
    return Array(text.utf8)
  }

  /// The value stored as `bytes`, or `nil` for a document of this encoding that a fault damaged.
  ///
  /// Bytes that are not such a document are `Data`.
  package init?(storedBytes bytes: [UInt8]) {
    let prefix = Array("{\"\(Self.documentKey)\"".utf8)
    guard bytes.starts(with: prefix) else {
      self = .data(bytes)
      return
    }
    guard
      let document = try? JSONSerialization.jsonObject(
        with: Data(bytes), options: [.fragmentsAllowed]) as? [String: Any],
      document.count == 1, let node = document[Self.documentKey],
      let value = DefaultsValue(node: node)
    else { return nil }
    self = value
  }

  // MARK: - Writing

  private func append(to text: inout String) {
    switch self {
    case .string(let value): Self.appendNode("string", Self.quoted(value), to: &text)
    case .integer(let value): Self.appendNode("integer", String(value), to: &text)
    case .real(let value): Self.appendNode("real", Self.number(value), to: &text)
    case .bool(let value): Self.appendNode("bool", value ? "true" : "false", to: &text)
    case .date(let seconds): Self.appendNode("date", Self.number(seconds), to: &text)
    case .data(let bytes):
      Self.appendNode("data", Self.quoted(Data(bytes).base64EncodedString()), to: &text)
    case .url(let value): Self.appendNode("url", Self.quoted(value), to: &text)
    case .array(let elements):
      text += "{\"array\":["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        element.append(to: &text)
      }
      text += "]}"
    case .dictionary(let entries):
      text += "{\"dictionary\":{"
      for (index, key) in entries.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        text += Self.quoted(key) + ":"
        entries[key]?.append(to: &text)
      }
      text += "}}"
    }
  }

  private static func appendNode(_ type: String, _ value: String, to text: inout String) {
    text += "{\"\(type)\":\(value)}"
  }

  /// A real number as JSON: Swift's shortest round-trip text, the same on every host; the
  /// values JSON cannot hold as strings.
  private static func number(_ value: Double) -> String {
    guard value.isFinite else { return quoted(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf") }
    return value.description
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let digits = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  // MARK: - Reading

  private init?(node: Any) {
    guard let node = node as? [String: Any], node.count == 1, let (type, value) = node.first
    else { return nil }
    switch type {
    case "string":
      guard let value = value as? String else { return nil }
      self = .string(value)
    case "integer":
      guard let integer = Self.integer(value) else { return nil }
      self = .integer(integer)
    case "real":
      guard let real = Self.real(value) else { return nil }
      self = .real(real)
    case "bool":
      guard let bool = Self.bool(value) else { return nil }
      self = .bool(bool)
    case "date":
      guard let seconds = Self.real(value) else { return nil }
      self = .date(seconds)
    case "data":
      guard let text = value as? String, let data = Data(base64Encoded: text) else { return nil }
      self = .data([UInt8](data))
    case "url":
      guard let text = value as? String else { return nil }
      self = .url(text)
    case "array":
      guard let elements = value as? [Any] else { return nil }
      var values: [DefaultsValue] = []
      for element in elements {
        guard let converted = DefaultsValue(node: element) else { return nil }
        values.append(converted)
      }
      self = .array(values)
    case "dictionary":
      guard let entries = value as? [String: Any] else { return nil }
      var values: [String: DefaultsValue] = [:]
      for (key, element) in entries {
        guard let converted = DefaultsValue(node: element) else { return nil }
        values[key] = converted
      }
      self = .dictionary(values)
    default:
      return nil
    }
  }

  /// The number a decoded document holds at a node, by the number's own type.
  private static func number(in value: Any) -> DefaultsValue? {
    guard type(of: value) is NSNumber.Type, let number = value as? NSNumber else { return nil }
    return DefaultsValue.number(number)
  }

  private static func integer(_ value: Any) -> Int64? {
    switch number(in: value) {
    case .integer(let integer): integer
    case .real(let real): Int64(exactly: real)
    default: nil
    }
  }

  private static func real(_ value: Any) -> Double? {
    if let text = value as? String {
      switch text {
      case "nan": return .nan
      case "inf": return .infinity
      case "-inf": return -.infinity
      default: return nil
      }
    }
    switch number(in: value) {
    case .integer(let integer): return Double(integer)
    case .real(let real): return real
    default: return nil
    }
  }

  private static func bool(_ value: Any) -> Bool? {
    guard case .bool(let bool) = number(in: value) else { return nil }
    return bool
  }
}
