/// The bytes of one scenario file, split into lines.
///
/// Lines end at a line feed; a carriage return just before it (or at the very end of the file)
/// belongs to the line end. A UTF-8 byte order mark at the start is skipped, so columns count
/// from the first byte after it.
public struct SourceFile: Sendable, Equatable {
  /// The path as the user gave it.
  public var path: String
  /// The file's bytes.
  public var bytes: [UInt8]
  /// The byte range of each line's content, without its line end; line 1 is at index 0.
  public private(set) var lines: [Range<Int>] = []

  /// Splits `bytes` into lines.
  ///
  /// - Complexity: O(n) in the number of bytes.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var index = start
    while index < bytes.count {
      if bytes[index] == 0x0A {
        lines.append(start..<Self.trimmingReturn(bytes, start, index))
        start = index + 1
      }
      index += 1
    }
    if start < bytes.count {
      lines.append(start..<Self.trimmingReturn(bytes, start, bytes.count))
    }
  }

  /// Creates a file from text.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The end of a line's content: `end`, or one less when a carriage return precedes it.
  private static func trimmingReturn(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
    end > start && bytes[end - 1] == 0x0D ? end - 1 : end
  }

  /// The bytes of line `number` (1-based), or an empty slice past the end.
  public func line(_ number: Int) -> ArraySlice<UInt8> {
    guard number >= 1, number <= lines.count else { return [] }
    return bytes[lines[number - 1]]
  }
}
