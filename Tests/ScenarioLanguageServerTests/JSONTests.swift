import Testing

@testable import ScenarioLanguageServer

/// JSON is read as RFC 8259 has it, and written compactly with members in order.
struct JSONTests {
  static let readable: [(String, JSONValue)] = [
    ("null", .null),
    (" true ", .bool(true)),
    ("false", .bool(false)),
    ("0", .integer(0)),
    ("-17", .integer(-17)),
    ("9223372036854775807", .integer(Int.max)),
    ("9223372036854775808", .double(9_223_372_036_854_775_808)),
    ("1.5", .double(1.5)),
    ("-2e3", .double(-2000)),
    ("1E-2", .double(0.01)),
    (#""""#, .string("")),
    (#""a\"b\\c\/d\n\t\r\b\f""#, .string("a\"b\\c/d\n\t\r\u{8}\u{C}")),
    (#""\u00e9\u4e2d""#, .string("é中")),
    (#""\ud83d\ude00""#, .string("😀")),
    (#""\ud83d x""#, .string("\u{FFFD} x")),
    (#""\ude00""#, .string("\u{FFFD}")),
    ("\"caf\u{E9}\"", .string("café")),
    ("[]", .array([])),
    (
      "[1, [2, []], {}]",
      .array([.integer(1), .array([.integer(2), .array([])]), .object(JSONObject())])
    ),
    (
      #"{"b": 1, "a": [true], "b": 2}"#,
      .object(JSONObject([("b", .integer(2)), ("a", .array([.bool(true)]))]))
    ),
  ]

  @Test(arguments: readable)
  func readsValues(text: String, value: JSONValue) throws {
    #expect(try JSONParser.parse(text) == value)
  }

  static let unreadable: [(String, JSONParseError)] = [
    ("", .unexpectedEnd),
    ("   ", .unexpectedEnd),
    ("[1, 2", .unexpectedEnd),
    (#"{"a" 1}"#, .unexpectedByte(UInt8(ascii: "1"), offset: 5)),
    ("[1,]", .unexpectedByte(UInt8(ascii: "]"), offset: 3)),
    ("tru", .unexpectedEnd),
    ("nul!", .unexpectedByte(UInt8(ascii: "!"), offset: 3)),
    ("01", .unexpectedByte(UInt8(ascii: "1"), offset: 1)),
    ("-", .invalidNumber(offset: 0)),
    ("1.", .invalidNumber(offset: 0)),
    ("1e+", .invalidNumber(offset: 0)),
    (#""\x""#, .invalidEscape(offset: 1)),
    (#""\u12G4""#, .invalidEscape(offset: 1)),
    ("\"a\nb\"", .controlCharacterInString(offset: 2)),
    ("1 2", .unexpectedByte(UInt8(ascii: "2"), offset: 2)),
    (String(repeating: "[", count: 300), .tooDeep(limit: 256)),
    ("{\"a\":" + String(repeating: "{\"a\":", count: 300), .tooDeep(limit: 256)),
  ]

  @Test(arguments: unreadable)
  func refusesWhatIsNotOneValue(text: String, error: JSONParseError) {
    #expect(throws: error) { try JSONParser.parse(text) }
  }

  @Test func nestingUpToTheLimitIsRead() throws {
    let limit = JSONParser.depthLimit
    let text = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(try JSONParser.parse(text).array?.count == 1)
  }

  static let written: [(JSONValue, String)] = [
    (["b": 1, "a": [true, nil, "x"]], #"{"b":1,"a":[true,null,"x"]}"#),
    (.string("q\"\\\n\r\t\u{1}\u{7F}é😀"), #""q\"\\\n\r\t\u0001\u007Fé😀""#),
    (.double(0.5), "0.5"),
    (.double(.infinity), "null"),
    (.integer(-3), "-3"),
    (.object(JSONObject()), "{}"),
  ]

  @Test(arguments: written)
  func writesCompactText(value: JSONValue, text: String) {
    #expect(value.serialized == text)
  }

  @Test(arguments: readable.map(\.1))
  func whatIsWrittenReadsBackTheSame(value: JSONValue) throws {
    #expect(try JSONParser.parse(value.serialized) == value)
  }

  @Test func settingAMemberToNilRemovesIt() {
    var object = JSONObject([("a", 1), ("b", 2)])
    object["a"] = nil
    object["c"] = 3
    object["b"] = 4
    #expect(JSONValue.object(object).serialized == #"{"b":4,"c":3}"#)
  }
}
