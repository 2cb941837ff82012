/// A decoder of zlib streams (RFC 1950) holding DEFLATE data (RFC 1951), enough to read PNG
/// screenshots: Foundation on Linux has no public inflate.
///
/// Follows the structure of zlib's `puff.c`: canonical Huffman codes decoded a bit at a time.
enum Inflate {
  enum Failure: Error, Equatable {
    case badHeader, truncated, badBlockType, badStoredLength, badCode, badDistance, badChecksum
  }

  /// The bytes a zlib stream holds, its Adler-32 checksum verified.
  static func zlib(_ bytes: [UInt8]) throws(Failure) -> [UInt8] {
    guard bytes.count >= 6, bytes[0] & 0x0F == 8,
      (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0,
      bytes[1] & 0x20 == 0
    else { throw .badHeader }
    var reader = BitReader(bytes: bytes, position: 2)
    let output = try inflate(&reader)
    let end = reader.alignedPosition
    guard end + 4 <= bytes.count else { throw .truncated }
    let expected = bytes[end..<end + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard adler32(output) == expected else { throw .badChecksum }
    return output
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  // MARK: - DEFLATE

  struct BitReader {
    let bytes: [UInt8]
    var position: Int
    var buffer: UInt32 = 0
    var count = 0

    mutating func bits(_ needed: Int) throws(Failure) -> Int {
      while count < needed {
        guard position < bytes.count else { throw .truncated }
        buffer |= UInt32(bytes[position]) << UInt32(count)
        position += 1
        count += 8
      }
      let value = Int(buffer & ((1 << UInt32(needed)) - 1))
      buffer >>= UInt32(needed)
      count -= needed
      return value
    }

    /// The position of the next whole byte, dropping the bits left in the current one.
    var alignedPosition: Int { position - count / 8 }

    mutating func align() {
      buffer = 0
      count = 0
    }
  }

  /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
  struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }

    func decode(_ reader: inout BitReader) throws(Failure) -> Int {
      var code = 0
      var first = 0
      var index = 0
      for length in 1...15 {
        code |= try reader.bits(1)
        let count = counts[length]
        if code - count < first { return symbols[index + (code - first)] }
        index += count
        first += count
        first <<= 1
        code <<= 1
      }
      throw .badCode
    }
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  private static let fixedLengths = Huffman(
    lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
      + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
  private static let fixedDistances = Huffman(lengths: [Int](repeating: 5, count: 30))

  static func inflate(_ reader: inout BitReader) throws(Failure) -> [UInt8] {
    var output: [UInt8] = []
    var isLast = false
    while !isLast {
      isLast = try reader.bits(1) == 1
      switch try reader.bits(2) {
      case 0: try stored(&reader, into: &output)
      case 1: try codes(&reader, fixedLengths, fixedDistances, into: &output)
      case 2:
        let (lengths, distances) = try dynamicTables(&reader)
        try codes(&reader, lengths, distances, into: &output)
      default: throw .badBlockType
      }
    }
    return output
  }

  private static func stored(_ reader: inout BitReader, into output: inout [UInt8]) throws(Failure)
  {
    var position = reader.alignedPosition
    reader.align()
    guard position + 4 <= reader.bytes.count else { throw .truncated }
    let bytes = reader.bytes
    let length = Int(bytes[position]) | Int(bytes[position + 1]) << 8
    let complement = Int(bytes[position + 2]) | Int(bytes[position + 3]) << 8
    guard length == ~complement & 0xFFFF else { throw .badStoredLength }
    position += 4
    guard position + length <= bytes.count else { throw .truncated }
    output.append(contentsOf: bytes[position..<position + length])
    reader.position = position + length
  }

  private static func dynamicTables(_ reader: inout BitReader) throws(Failure) -> (Huffman, Huffman)
  {
    let lengthCount = try reader.bits(5) + 257
    let distanceCount = try reader.bits(5) + 1
    let codeCount = try reader.bits(4) + 4
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengths = [Int](repeating: 0, count: 19)
    for index in 0..<codeCount { codeLengths[order[index]] = try reader.bits(3) }
    let lengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < lengthCount + distanceCount {
      let symbol = try lengthCode.decode(&reader)
      switch symbol {
      case 0..<16: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw .badCode }
        lengths.append(contentsOf: repeatElement(previous, count: 3 + (try reader.bits(2))))
      case 17: lengths.append(contentsOf: repeatElement(0, count: 3 + (try reader.bits(3))))
      default: lengths.append(contentsOf: repeatElement(0, count: 11 + (try reader.bits(7))))
      }
    }
    guard lengths.count == lengthCount + distanceCount else { throw .badCode }
    return (
      Huffman(lengths: Array(lengths[..<lengthCount])),
      Huffman(lengths: Array(lengths[lengthCount...]))
    )
  }

  private static func codes(
    _ reader: inout BitReader, _ lengths: Huffman, _ distances: Huffman,
    into output: inout [UInt8]
  ) throws(Failure) {
    while true {
      let symbol = try lengths.decode(&reader)
      if symbol < 256 {
        output.append(UInt8(symbol))
        continue
      }
      if symbol == 256 { return }
      let index = symbol - 257
      guard index < lengthBase.count else { throw .badCode }
      let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
      let distanceSymbol = try distances.decode(&reader)
      guard distanceSymbol < distanceBase.count else { throw .badDistance }
      let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
      guard distance <= output.count else { throw .badDistance }
      let start = output.count - distance
      for offset in 0..<length { output.append(output[start + offset]) }
    }
  }
}
