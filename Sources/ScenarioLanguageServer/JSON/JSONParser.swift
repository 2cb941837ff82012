/// Reads one JSON value (RFC 8259) from UTF-8 bytes.
///
/// Nesting is limited, so that no input exhausts the stack; invalid UTF-8 inside strings is
/// replaced by U+FFFD, and so is an escaped surrogate without its pair.
public struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  public static let depthLimit = 256

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The value `bytes` hold, with nothing but whitespace around it.
  ///
  /// - Throws: ``JSONParseError`` when they are not exactly one JSON value.
  /// - Complexity: O(n) in the number of bytes.
  public static func parse(_ bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw .unexpectedByte(bytes[parser.index], offset: parser.index)
    }
    return value
  }

  /// The value `text` holds.
  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func peek() throws(JSONParseError) -> UInt8 {
    guard index < bytes.count else { throw .unexpectedEnd }
    return bytes[index]
  }

  private mutating func parseValue() throws(JSONParseError) -> JSONValue {
    let byte = try peek()
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw .unexpectedByte(byte, offset: index)
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONParseError)
    -> JSONValue
  {
    for expected in word.utf8 {
      let byte = try peek()
      guard byte == expected else { throw .unexpectedByte(byte, offset: index) }
      index += 1
    }
    return value
  }

  private mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > Self.depthLimit { throw .tooDeep(limit: Self.depthLimit) }
  }

  private mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var object = JSONObject()
    skipWhitespace()
    if try peek() == UInt8(ascii: "}") {
      index += 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      let quote = try peek()
      guard quote == UInt8(ascii: "\"") else { throw .unexpectedByte(quote, offset: index) }
      let key = try parseString()
      skipWhitespace()
      let colon = try peek()
      guard colon == UInt8(ascii: ":") else { throw .unexpectedByte(colon, offset: index) }
      index += 1
      skipWhitespace()
      object[key] = try parseValue()
      skipWhitespace()
      let next = try peek()
      index += 1
      switch next {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "}"): return .object(object)
      default: throw .unexpectedByte(next, offset: index - 1)
      }
    }
  }

  private mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if try peek() == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      let next = try peek()
      index += 1
      switch next {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "]"): return .array(elements)
      default: throw .unexpectedByte(next, offset: index - 1)
      }
    }
  }

  /// A string starting at the quote at `index`.
  private mutating func parseString() throws(JSONParseError) -> String {
    index += 1
    var utf8: [UInt8] = []
    while true {
      guard index < bytes.count else { throw .unexpectedEnd }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &utf8)
      case 0x00..<0x20:
        throw .controlCharacterInString(offset: index)
      default:
        utf8.append(byte)
        index += 1
      }
    }
  }

  /// The escape at `index` (a backslash), appended to `utf8` as UTF-8.
  private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONParseError) {
    let start = index
    index += 1
    let letter = try peek()
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex(escapeStart: start)
      if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count,
        bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      {
        let save = index
        index += 2
        let low = try parseHex(escapeStart: save)
        if (0xDC00...0xDFFF).contains(low) {
          scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else {
          index = save
        }
      }
      let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
      utf8.append(contentsOf: String(Character(character)).utf8)
    default:
      throw .invalidEscape(offset: start)
    }
  }

  private mutating func parseHex(escapeStart: Int) throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = try peek()
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw .invalidEscape(offset: escapeStart)
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = index
    var isIntegral = true
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw .invalidNumber(offset: start) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      isIntegral = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw .invalidNumber(offset: start)
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      isIntegral = false
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard index < bytes.count, isDigit(bytes[index]) else {
        throw .invalidNumber(offset: start)
      }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isIntegral, let value = Int(text) { return .integer(value) }
    guard let value = Double(text) else { throw .invalidNumber(offset: start) }
    return .double(value)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
