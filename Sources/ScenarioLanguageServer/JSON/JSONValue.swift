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
