/// A JSON value, as JSON-RPC messages are made of.
///
/// Objects keep their members in the order written, so a message built in code serializes to
/// the same bytes every time; numbers without a fraction or exponent that fit `Int` are kept
/// exact as ``integer(_:)``.
public enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  /// A number written without fraction or exponent that fits `Int`.
  case integer(Int)
  /// Any other number.
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  /// The member `key` of an object; `nil` for a missing member or a value that is not an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let object) = self else { return nil }
    return object[key]
  }

  /// The string, or `nil` for any other value.
  public var string: String? {
    guard case .string(let text) = self else { return nil }
    return text
  }

  /// The integer, or `nil` for any other value; a double with an integral value counts.
  public var integer: Int? {
    switch self {
    case .integer(let value): return value
    case .double(let value):
      guard value.rounded() == value, abs(value) < 9.0e15 else { return nil }
      return Int(value)
    default: return nil
    }
  }

  /// The Boolean, or `nil` for any other value.
  public var bool: Bool? {
    guard case .bool(let value) = self else { return nil }
    return value
  }

  /// The elements, or `nil` for any other value.
  public var array: [JSONValue]? {
    guard case .array(let elements) = self else { return nil }
    return elements
  }

  /// The members, or `nil` for any other value.
  public var object: JSONObject? {
    guard case .object(let object) = self else { return nil }
    return object
  }
}

/// The members of a JSON object, in the order they were written or added.
public struct JSONObject: Sendable, Equatable {
  /// One member: its key and value.
  public struct Member: Sendable, Equatable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The members, in order; a key may appear once.
  public private(set) var members: [Member] = []

  public init() {}

  /// An object with `members`; a repeated key keeps its last value, in its first place.
  public init(_ members: [(String, JSONValue)]) {
    for (key, value) in members { self[key] = value }
  }

  /// The value of member `key`; setting `nil` removes the member.
  ///
  /// - Complexity: O(n) in the number of members.
  public subscript(key: String) -> JSONValue? {
    get { members.first { $0.key == key }?.value }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append(Member(key: key, value: value))
      case (nil, nil): break
      }
    }
  }
}

extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(nilLiteral: ()) { self = .null }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements))
  }
}
