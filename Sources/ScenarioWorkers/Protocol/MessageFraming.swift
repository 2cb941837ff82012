import Foundation

/// Messages between `stsim` and a worker: each a JSON value after its length, four bytes
/// little-endian.
enum MessageFraming {
  /// The largest message accepted: 1 GB, far above a result with the longest trace kept.
  static let largestMessage = 1 << 30

  /// `value` framed.
  static func frame<Value: Encodable>(_ value: Value) -> [UInt8]? {
    guard let body = try? JSONEncoder().encode(value), body.count <= largestMessage else {
      return nil
    }
    let length = UInt32(body.count)
    return [
      UInt8(length & 0xff), UInt8(length >> 8 & 0xff), UInt8(length >> 16 & 0xff),
      UInt8(length >> 24),
    ] + [UInt8](body)
  }

  /// The length a frame's first four bytes give, or `nil` when it is too large.
  static func length(of header: [UInt8]) -> Int? {
    guard header.count == 4 else { return nil }
    let length = Int(header[0]) | Int(header[1]) << 8 | Int(header[2]) << 16 | Int(header[3]) << 24
    return length <= largestMessage ? length : nil
  }

  /// The value a frame's body holds, or `nil` when it is not one.
  static func decode<Value: Decodable>(_ type: Value.Type, from body: [UInt8]) -> Value? {
    try? JSONDecoder().decode(type, from: Data(body))
  }

  /// Reads one framed value from `descriptor`, waiting for it; `nil` at the end of input or on a
  /// malformed frame.
  static func receive<Value: Decodable>(_ type: Value.Type, from descriptor: Int32) -> Value? {
    guard let header = HostDescriptors.readExactly(4, from: descriptor),
      let length = length(of: header),
      let body = HostDescriptors.readExactly(length, from: descriptor)
    else { return nil }
    return decode(type, from: body)
  }
}
