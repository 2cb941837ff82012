import Foundation
import Testing

@testable import ReferenceApp

/// The reference app's JSON writer writes what `JSONEncoder` writes with sorted keys and dates
/// in milliseconds, byte for byte, and leaves to Foundation what it does not write itself.
struct SortedJSONWriterTests {
  /// An object whose keys sort differently by case, by length and by punctuation.
  struct Keys: Encodable {
    enum CodingKeys: String, CodingKey {
      case upperB = "B"
      case upperZ = "Z"
      case underscoreX = "_x"
      case a, a10, a2, aB, ab, nested, empty, flag
    }

    var upperB = 1
    var upperZ = [Int?.none, 2]
    var underscoreX = "x"
    var a: Double = 0.1
    var a10 = Date(timeIntervalSince1970: 1_767_614_880.123)
    var a2 = Data([0, 1, 254, 255])
    var aB = [String: Int]()
    var ab = [7: "seven", 1: "one"]
    var nested = [[Float(0.1)], []]
    var empty = Empty()
    var flag = false
  }

  struct Empty: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  /// Sets key `a` twice and `b` once, in an order that the sort must not disturb.
  struct Twice: Encodable {
    enum CodingKeys: CodingKey { case b, a }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(1, forKey: .a)
      try container.encode("b", forKey: .b)
      try container.encode([2], forKey: .a)
    }
  }

  /// Takes a super-encoder and leaves it empty, which Foundation writes as `"super":{}`.
  struct EmptySuper: Encodable {
    enum CodingKeys: CodingKey { case a }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(1, forKey: .a)
      _ = container.superEncoder()
    }
  }

  static func foundation<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .millisecondsSince1970
    return try encoder.encode(value)
  }

  @Test func everyReferenceAppValueIsWrittenByTheWriterItself() throws {
    var values = EncodedValuesTests.Values(seed: 27)
    for _ in 0..<500 {
      let record = try values.record()
      let written = try #require(SortedJSONWriter.encode(record), "left to Foundation")
      #expect(written == (try Self.foundation(record)))
      let summary = ProfileSummary(record)
      #expect(SortedJSONWriter.encode(summary) == (try Self.foundation(summary)))
      let plan = try values.plan()
      #expect(SortedJSONWriter.encode(plan) == (try Self.foundation(plan)))
    }
  }

  @Test func keysNumbersAndEmptyValuesAreWrittenAsFoundationWritesThem() throws {
    var keys = Keys()
    keys.aB = ["b": 2, "B": 1, "_": 0, "a-b": 3]
    let written = try #require(SortedJSONWriter.encode(keys))
    #expect(written == (try Self.foundation(keys)))
    let numbers: [Double] = [0, -0.0, 1, 0.1, 1e16, 1e17, 1e-7, 123_456_789.125, -2.5e-300, 1e300]
    #expect(SortedJSONWriter.encode(numbers) == (try Self.foundation(numbers)))
    let integers = [Int64.min, -1, 0, Int64.max]
    #expect(SortedJSONWriter.encode(integers) == (try Self.foundation(integers)))
    #expect(SortedJSONWriter.encode([UInt64.max]) == (try Self.foundation([UInt64.max])))
    #expect(SortedJSONWriter.encode("top") == (try Self.foundation("top")))
    #expect(SortedJSONWriter.encode(3) == (try Self.foundation(3)))
    #expect(SortedJSONWriter.encode(true) == (try Self.foundation(true)))
    #expect(SortedJSONWriter.encode([Empty()]) == (try Self.foundation([Empty()])))
    // Foundation refuses a document of a value that encodes nothing; so does the writer.
    #expect(throws: EncodingError.self) { try Self.foundation(Empty()) }
    #expect(SortedJSONWriter.encode(Empty()) == nil)
    let date = Date(timeIntervalSince1970: 0.0001)
    #expect(SortedJSONWriter.encode(date) == (try Self.foundation(date)))
  }

  @Test func aKeySetTwiceKeepsItsLastValue() throws {
    #expect(SortedJSONWriter.encode(Twice()) == (try Self.foundation(Twice())))
    #expect(SortedJSONWriter.encode(Twice()) == Data(#"{"a":[2],"b":"b"}"#.utf8))
  }

  @Test func everyCharacterIsEscapedAsFoundationEscapesIt() throws {
    var text = String((0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) })
    text += "\u{7F}\u{E9}e\u{301}\u{2028}\u{2029}\u{1F600}\u{FEFF}"
    let value = [text: text]
    #expect(SortedJSONWriter.encode([text]) == (try Self.foundation([text])))
    // A key that is not ASCII is left to Foundation, whose order for it this writer does not
    // promise.
    #expect(SortedJSONWriter.encode(value) == nil)
    #expect(ReferenceJSON.encoded(value) == (try Self.foundation(value)))
  }

  @Test func whatTheWriterDoesNotWriteIsLeftToFoundation() throws {
    let url = [URL(fileURLWithPath: "/a b")]
    let decimal = [Decimal(string: "1.25") ?? 0]
    #expect(SortedJSONWriter.encode(url) == nil)
    #expect(SortedJSONWriter.encode(decimal) == nil)
    #expect(SortedJSONWriter.encode([Double.nan]) == nil)
    #expect(SortedJSONWriter.encode(EmptySuper()) == nil)
    #expect(ReferenceJSON.encoded(EmptySuper()) == (try Self.foundation(EmptySuper())))
    #expect(ReferenceJSON.encoded(url) == (try Self.foundation(url)))
    #expect(ReferenceJSON.encoded(decimal) == (try Self.foundation(decimal)))
  }
}
