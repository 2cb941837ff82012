import Foundation

/// JSON written as `JSONEncoder` writes it with `.sortedKeys` and dates as milliseconds since
/// 1970, byte for byte, without going through Foundation's encoder.
///
/// The reference app saves its records on every pick, edit and callback, and Foundation's
/// encoder, with its boxing of every value, costs more than the rest of a save. This writer
/// builds the document as a small tree and writes it once: keys in ascending order of their
/// UTF-8 bytes, strings with `"`, `\`, `/` and control characters escaped as Foundation does,
/// integers and booleans as Swift prints them, floating-point numbers as Swift prints them
/// without a trailing `.0`, `Data` as base64 and `Date` as its milliseconds.
///
/// A value it does not write the same way (a key that is not ASCII, a `URL`, a `Decimal`, a
/// number that is not finite, a super-encoder) makes ``encode(_:)`` return `nil`, and the
/// caller uses `JSONEncoder`. The tests compare the two on every kind of value the app saves.
enum SortedJSONWriter {
  /// `value`'s JSON, or `nil` when it holds something this writer leaves to Foundation.
  static func encode<T: Encodable>(_ value: T) -> Data? {
    let encoder = TreeEncoder(codingPath: [], document: Document())
    do {
      guard let node = try encoder.node(of: value, isTopLevel: true),
        !encoder.document.isLeftToFoundation
      else { return nil }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(256)
      guard node.write(into: &bytes) else { return nil }
      return Data(bytes)
    } catch {
      return nil
    }
  }

  /// Something Foundation writes in a way this writer does not.
  struct LeftToFoundation: Error {}
}

/// What the encoders of one document share: whether something in it is left to Foundation
/// without an error to say so (a super-encoder, which a value may take and leave empty).
private final class Document {
  var isLeftToFoundation = false
}

/// One value of the document being built; objects and arrays are shared with the containers
/// that fill them.
private final class Node {
  enum Content {
    /// A number, a boolean, `null` or a string, already written as JSON.
    case scalar([UInt8])
    /// The members in the order they were set; a key set again keeps its last value.
    case object([(key: String, value: Node)])
    case array([Node])
  }

  var content: Content

  init(_ content: Content) {
    self.content = content
  }

  /// Writes the node's JSON into `bytes`; `false` when an object has a key that is not ASCII.
  func write(into bytes: inout [UInt8]) -> Bool {
    switch content {
    case .scalar(let text):
      bytes.append(contentsOf: text)
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      // ASCII keys only: String's order is then their bytes' order. Ties go by the order they
      // were set in, so of the members with one key the last set ends its run, and is written.
      // (Index loops throughout: unoptimized builds do not specialize generic iterators.)
      var order = Array(members.indices)
      order.sort {
        members[$0].key < members[$1].key || (members[$0].key == members[$1].key && $0 < $1)
      }
      var isFirst = true
      var position = 0
      while position < order.count {
        let member = members[order[position]]
        position += 1
        if position < order.count, members[order[position]].key == member.key { continue }
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
        guard Node.appendString(member.key, to: &bytes, onlyASCII: true) else { return false }
        bytes.append(UInt8(ascii: ":"))
        guard member.value.write(into: &bytes) else { return false }
      }
      bytes.append(UInt8(ascii: "}"))
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      var index = 0
      while index < elements.count {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        guard elements[index].write(into: &bytes) else { return false }
        index += 1
      }
      bytes.append(UInt8(ascii: "]"))
    }
    return true
  }

  static func string(_ text: String) -> Node {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    _ = appendString(text, to: &bytes, onlyASCII: false)
    return Node(.scalar(bytes))
  }

  static func literal(_ text: String) -> Node { Node(.scalar(Array(text.utf8))) }

  /// A floating-point number as Foundation writes it: Swift's description without `.0`.
  static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F) throws
    -> Node
  {
    guard value.isFinite else { throw SortedJSONWriter.LeftToFoundation() }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return literal(text)
  }

  /// Appends `text` as a JSON string, a run of bytes that need no escape at a time; `false`
  /// when `onlyASCII` and the text is not ASCII (the document is then thrown away).
  static func appendString(_ text: String, to bytes: inout [UInt8], onlyASCII: Bool) -> Bool {
    var text = text
    return text.withUTF8 { utf8 in
      bytes.append(UInt8(ascii: "\""))
      var start = 0
      var index = 0
      // An index loop, not `enumerated()`: this runs for every string the app saves, and
      // unoptimized builds (tests) do not specialize the generic iterator.
      while index < utf8.count {
        let byte = utf8[index]
        index += 1
        if byte >= 0x80 {
          if onlyASCII { return false }
          continue
        }
        if byte >= 0x20, byte != 0x22, byte != 0x2F, byte != 0x5C { continue }
        let escape = Self.escape(of: byte)
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<(index - 1)]))
        start = index
        bytes.append(UInt8(ascii: "\\"))
        if escape == UInt8(ascii: "u") {
          bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
          bytes.append(UInt8(ascii: "0") + byte >> 4)
          let low = byte & 0x0F
          bytes.append(low < 10 ? UInt8(ascii: "0") + low : UInt8(ascii: "a") + low - 10)
        } else {
          bytes.append(escape)
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
      bytes.append(UInt8(ascii: "\""))
      return true
    }
  }

  /// What follows the backslash that escapes `byte`, a control character, `"`, `/` or `\`
  /// (`u` for a `\u00XX` escape).
  private static func escape(of byte: UInt8) -> UInt8 {
    switch byte {
    case 0x08: UInt8(ascii: "b")
    case 0x0C: UInt8(ascii: "f")
    case 0x0A: UInt8(ascii: "n")
    case 0x0D: UInt8(ascii: "r")
    case 0x09: UInt8(ascii: "t")
    case 0x00..<0x20: UInt8(ascii: "u")
    default: byte
    }
  }
}

/// The `Encoder` a value encodes itself into; its containers add to one node.
private final class TreeEncoder: Encoder {
  let codingPath: [any CodingKey]
  let document: Document
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  var root: Node?

  init(codingPath: [any CodingKey], document: Document) {
    self.codingPath = codingPath
    self.document = document
  }

  /// An encoder of the same document at `path`.
  func nested(at path: [any CodingKey]) -> TreeEncoder {
    TreeEncoder(codingPath: path, document: document)
  }

  /// The node `value` encodes to, with Foundation's own forms of `Date` and `Data`; `nil` for
  /// a value written as Foundation writes it but not this writer, and for a document of a value
  /// that encodes nothing, which Foundation refuses.
  func node<T: Encodable>(of value: T, isTopLevel: Bool = false) throws -> Node? {
    // Compared by type, not cast: most values are none of these.
    if T.self == Date.self, let date = value as? Date {
      return try Node.number(1000 * date.timeIntervalSince1970)
    }
    if T.self == Data.self, let data = value as? Data {
      return Node.string(data.base64EncodedString())
    }
    if T.self == URL.self || T.self == Decimal.self { return nil }
    let child = nested(at: codingPath)
    try value.encode(to: child)
    // Inside a document, a value that encodes nothing is an empty object, as Foundation writes
    // it.
    return child.root ?? (isTopLevel ? nil : Node(.object([])))
  }

  func child<T: Encodable>(_ value: T, at key: (any CodingKey)?) throws -> Node {
    let encoder = key.map { nested(at: codingPath + [$0]) } ?? self
    guard let node = try encoder.node(of: value) else { throw SortedJSONWriter.LeftToFoundation() }
    return node
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if root == nil { root = Node(.object([])) }
    return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, node: root))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if root == nil { root = Node(.array([])) }
    return UnkeyedContainer(encoder: self, node: root)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(encoder: self)
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: TreeEncoder
  /// The object this container fills; `nil` when the encoder already holds something else.
  let node: Node?
  var codingPath: [any CodingKey] { encoder.codingPath }

  private func set(_ value: Node, for key: Key) throws {
    guard let node, case .object(var members) = node.content else {
      throw SortedJSONWriter.LeftToFoundation()
    }
    node.content = .scalar([])
    members.append((key.stringValue, value))
    node.content = .object(members)
  }

  mutating func encodeNil(forKey key: Key) throws { try set(Node.literal("null"), for: key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws {
    try set(Node.literal(value ? "true" : "false"), for: key)
  }
  mutating func encode(_ value: String, forKey key: Key) throws {
    try set(Node.string(value), for: key)
  }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    try set(Node.number(value), for: key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    try set(Node.number(value), for: key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode(_ value: Int8, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode(_ value: Int16, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode(_ value: Int32, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode(_ value: UInt16, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    try set(Node.literal(value.description), for: key)
  }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try set(encoder.child(value, at: key), for: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = Node(.object([]))
    let isSet = (try? set(nested, for: key)) != nil
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(
        encoder: encoder.nested(at: codingPath + [key]), node: isSet ? nested : nil))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = Node(.array([]))
    let isSet = (try? set(nested, for: key)) != nil
    return UnkeyedContainer(
      encoder: encoder.nested(at: codingPath + [key]), node: isSet ? nested : nil)
  }

  mutating func superEncoder() -> any Encoder { RefusingEncoder(encoder.nested(at: codingPath)) }
  mutating func superEncoder(forKey key: Key) -> any Encoder {
    RefusingEncoder(encoder.nested(at: codingPath + [key]))
  }
}

/// A container whose values go, one by one, to one place: an array, or a single value.
private protocol NodeSink {
  /// Adds `node` where this container's values go.
  func put(_ node: Node) throws
}

/// The scalar values of `UnkeyedEncodingContainer` and `SingleValueEncodingContainer`, which
/// ask for the same methods.
extension NodeSink {
  mutating func encodeNil() throws { try put(Node.literal("null")) }
  mutating func encode(_ value: Bool) throws { try put(Node.literal(value ? "true" : "false")) }
  mutating func encode(_ value: String) throws { try put(Node.string(value)) }
  mutating func encode(_ value: Double) throws { try put(Node.number(value)) }
  mutating func encode(_ value: Float) throws { try put(Node.number(value)) }
  mutating func encode(_ value: Int) throws { try put(Node.literal(value.description)) }
  mutating func encode(_ value: Int8) throws { try put(Node.literal(value.description)) }
  mutating func encode(_ value: Int16) throws { try put(Node.literal(value.description)) }
  mutating func encode(_ value: Int32) throws { try put(Node.literal(value.description)) }
  mutating func encode(_ value: Int64) throws { try put(Node.literal(value.description)) }
  mutating func encode(_ value: UInt) throws { try put(Node.literal(value.description)) }
  mutating func encode(_ value: UInt8) throws { try put(Node.literal(value.description)) }
  mutating func encode(_ value: UInt16) throws { try put(Node.literal(value.description)) }
  mutating func encode(_ value: UInt32) throws { try put(Node.literal(value.description)) }
  mutating func encode(_ value: UInt64) throws { try put(Node.literal(value.description)) }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer, NodeSink {
  let encoder: TreeEncoder
  /// The array this container fills; `nil` when the encoder already holds something else.
  let node: Node?
  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int {
    guard let node, case .array(let elements) = node.content else { return 0 }
    return elements.count
  }

  func put(_ value: Node) throws {
    guard let node, case .array(var elements) = node.content else {
      throw SortedJSONWriter.LeftToFoundation()
    }
    node.content = .scalar([])
    elements.append(value)
    node.content = .array(elements)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try put(encoder.child(value, at: IndexKey(count)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = Node(.object([]))
    let path = codingPath + [IndexKey(count)]
    let isSet = (try? put(nested)) != nil
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(encoder: encoder.nested(at: path), node: isSet ? nested : nil))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = Node(.array([]))
    let path = codingPath + [IndexKey(count)]
    let isSet = (try? put(nested)) != nil
    return UnkeyedContainer(encoder: encoder.nested(at: path), node: isSet ? nested : nil)
  }

  mutating func superEncoder() -> any Encoder { RefusingEncoder(encoder.nested(at: codingPath)) }
}

private struct SingleValueContainer: SingleValueEncodingContainer, NodeSink {
  let encoder: TreeEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  func put(_ value: Node) throws {
    guard encoder.root == nil else { throw SortedJSONWriter.LeftToFoundation() }
    encoder.root = value
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    guard let node = try encoder.node(of: value) else { throw SortedJSONWriter.LeftToFoundation() }
    try put(node)
  }
}

/// The key of an array element in a coding path.
private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { nil }
  init?(intValue: Int) { self.intValue = intValue }
}

/// A super-encoder, which this writer leaves to Foundation: taking one marks the document as
/// Foundation's, and every container it gives throws.
private final class RefusingEncoder: Encoder {
  let encoder: TreeEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  init(_ encoder: TreeEncoder) {
    self.encoder = encoder
    encoder.document.isLeftToFoundation = true
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedContainer<Key>(encoder: encoder, node: nil))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedContainer(encoder: encoder, node: nil)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    // A single value set on an encoder that already holds one throws.
    encoder.root = Node.literal("null")
    return SingleValueContainer(encoder: encoder)
  }
}
