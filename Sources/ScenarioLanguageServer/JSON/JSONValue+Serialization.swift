extension JSONValue {
  /// The value as compact JSON text: no whitespace, members in order, non-ASCII characters as
  /// they are, control characters escaped.
  ///
  /// A double that is not finite, which JSON cannot write, is written `null`.
  ///
  /// - Complexity: O(n) in the size of the text.
  public var serialized: String {
    var text = ""
    write(to: &text)
    return text
  }

  private func write(to text: inout String) {
    switch self {
    case .null: text += "null"
    case .bool(let value): text += value ? "true" : "false"
    case .integer(let value): text += String(value)
    case .double(let value): text += value.isFinite ? "\(value)" : "null"
    case .string(let value): Self.writeString(value, to: &text)
    case .array(let elements):
      text += "["
      for (position, element) in elements.enumerated() {
        if position > 0 { text += "," }
        element.write(to: &text)
      }
      text += "]"
    case .object(let object):
      text += "{"
      for (position, member) in object.members.enumerated() {
        if position > 0 { text += "," }
        Self.writeString(member.key, to: &text)
        text += ":"
        member.value.write(to: &text)
      }
      text += "}"
    }
  }

  private static func writeString(_ value: String, to text: inout String) {
    text += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}":
        let digits = String(scalar.value, radix: 16, uppercase: true)
        text += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
