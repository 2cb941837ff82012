import Foundation
import Testing

@testable import ReferenceApp

/// The reference app's memory of decoded bytes: bounded, oldest replaced first, exact.
struct DecodedValuesTests {
  static func key(_ text: String) -> DecodedValues.Key {
    DecodedValues.Key(type: ObjectIdentifier(Int.self), bytes: Data(text.utf8))
  }

  @Test func holdsAtMostItsCapacityAndReplacesTheOldestFirst() {
    var values = DecodedValues(capacity: 3)
    for number in 0..<5 { values.insert(number, for: Self.key("\(number)")) }
    #expect(values.count == 3)
    #expect(values.value(for: Self.key("0")) == nil)
    #expect(values.value(for: Self.key("1")) == nil)
    #expect(values.value(for: Self.key("4")) as? Int == 4)
    values.insert(99, for: Self.key("4"))
    #expect(values.value(for: Self.key("4")) as? Int == 4, "the first value of bytes stays")
    #expect(values.value(for: Self.key("2")) as? Int == 2)
  }

  @Test func theValueLastAddedOfEachTypeIsFoundByItsBytesAlone() {
    var values = DecodedValues(capacity: 1)
    values.insert(1, for: Self.key("1"))
    let text = DecodedValues.Key(type: ObjectIdentifier(String.self), bytes: Data("1".utf8))
    values.insert("one", for: text)
    #expect(values.count == 1, "the Int was replaced in the table")
    #expect(values.value(for: Self.key("1")) as? Int == 1)
    #expect(values.value(for: text) as? String == "one")
    #expect(values.value(for: Self.key("2")) == nil)
    values.insert(2, for: Self.key("2"))
    #expect(values.value(for: Self.key("2")) as? Int == 2)
    #expect(values.value(for: Self.key("1")) == nil)
  }

  @Test func theSameBytesDecodedAsAnotherTypeAreDecodedAgain() throws {
    let data = Data("[1,2,3]".utf8)
    #expect(try ReferenceJSON.decode([Int].self, from: data) == [1, 2, 3])
    #expect(try ReferenceJSON.decode([Double].self, from: data) == [1, 2, 3])
    #expect(throws: DecodingError.self) { try ReferenceJSON.decode([String].self, from: data) }
    #expect(throws: DecodingError.self) { try ReferenceJSON.decode([String].self, from: data) }
  }
}
