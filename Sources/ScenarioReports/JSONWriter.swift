import ScenarioLanguage
import ScenarioRunner

/// A JSON value whose object keys keep the order they were given in.
///
/// Reports need a stable key order (spec section 9), which `JSONSerialization` does not keep.
indirect enum JSONValue: Sendable, Equatable {
  case string(String)
  /// A number, already written out.
  case number(String)
  case bool(Bool)
  case null
  case array([JSONValue])
  case object([(String, JSONValue)])

  static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.rendered == rhs.rendered
  }

  static func integer(_ value: Int) -> JSONValue { .number(String(value)) }

  /// Milliseconds as seconds, with no trailing zeros: `3600`, `90.5`, `0.25`.
  static func seconds(milliseconds: Int64) -> JSONValue {
    let whole = milliseconds / 1_000
    let fraction = milliseconds % 1_000
    guard fraction != 0 else { return .number(String(whole)) }
    var digits = String(fraction.magnitude)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return .number("\(milliseconds < 0 && whole == 0 ? "-" : "")\(whole).\(digits)")
  }

  /// The value as compact JSON text.
  var rendered: String {
    switch self {
    case .string(let text): return JSONValue.quote(text)
    case .number(let text): return text
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let values): return "[" + values.map(\.rendered).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.map { JSONValue.quote($0.0) + ":" + $0.1.rendered }.joined(separator: ",")
        + "}"
    }
  }

  /// `text` as a JSON string literal.
  static func quote(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
