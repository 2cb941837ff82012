/// Checks one character of raw scenario bytes: well-formed UTF-8 and not a control character.
enum UTF8Scan {
  /// The length of the character at `index`, or the problem with it.
  ///
  /// Control characters are C0 except tab, DEL, and C1 (U+0080 to U+009F). Overlong forms,
  /// surrogates and values past U+10FFFF are malformed, as are sequences cut short by `end`.
  static func character(in bytes: [UInt8], at index: Int, end: Int) -> Result<Int, ScenarioError> {
    let lead = bytes[index]
    if lead < 0x80 {
      let isControl = (lead < 0x20 && lead != UInt8(ascii: "\t")) || lead == 0x7F
      return isControl ? .failure(.controlCharacter(UInt32(lead))) : .success(1)
    }
    let length: Int
    let second: ClosedRange<UInt8>
    switch lead {
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xE1...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return .failure(.invalidUTF8(byte: lead))
    }
    guard index + length <= end, second.contains(bytes[index + 1]),
      bytes[(index + 2)..<(index + length)].allSatisfy({ (0x80...0xBF).contains($0) })
    else { return .failure(.invalidUTF8(byte: lead)) }
    if lead == 0xC2, bytes[index + 1] < 0xA0 {
      return .failure(.controlCharacter(UInt32(bytes[index + 1])))
    }
    return .success(length)
  }
}
