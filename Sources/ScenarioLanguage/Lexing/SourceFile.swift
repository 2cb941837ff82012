/// The bytes of one scenario file, split into lines.
///
/// Lines end at a line feed; a carriage return just before it (or at the very end of the file)
/// belongs to the line end. A UTF-8 byte order mark at the start is skipped, so columns count
/// from the first byte after it.
///
/// The line table keeps four bytes per line, so a file costs about its own size plus four bytes
/// a line, however short its lines are.
public struct SourceFile: Sendable, Equatable {
  /// The largest file a source can hold: offsets into it are kept in 32 bits.
  public static let maximumSize = Int(UInt32.max)

  /// The path as the user gave it.
  public var path: String
  /// The file's bytes.
  public private(set) var bytes: [UInt8]
  /// Where the first line starts: 3 after a byte order mark, else 0.
  private let firstLineStart: Int
  /// The index of each line feed, in order.
  private let lineFeeds: [UInt32]

  /// Splits `bytes` into lines.
  ///
  /// - Precondition: `bytes` holds at most ``maximumSize`` bytes.
  /// - Complexity: O(n) in the number of bytes.
  public init(path: String, bytes: [UInt8]) {
    precondition(bytes.count <= Self.maximumSize, "a source file holds at most 4 GiB")
    self.path = path
    self.bytes = bytes
    firstLineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var feeds: [UInt32] = []
    var index = firstLineStart
    while index < bytes.count {
      if bytes[index] == 0x0A { feeds.append(UInt32(index)) }
      index += 1
    }
    lineFeeds = feeds
  }

  /// Creates a file from text.
  public init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The number of lines; a last line without a line feed counts, an empty one after it does
  /// not.
  public var lineCount: Int {
    let lastStart = lineFeeds.last.map { Int($0) + 1 } ?? firstLineStart
    return lineFeeds.count + (lastStart < bytes.count ? 1 : 0)
  }

  /// The byte range of line `number`'s content (1-based), without its line end; an empty range
  /// past the end.
  public func lineRange(_ number: Int) -> Range<Int> {
    guard number >= 1, number <= lineCount else { return bytes.count..<bytes.count }
    let start = number == 1 ? firstLineStart : Int(lineFeeds[number - 2]) + 1
    let end = number <= lineFeeds.count ? Int(lineFeeds[number - 1]) : bytes.count
    let trimmed = end > start && bytes[end - 1] == 0x0D ? end - 1 : end
    return start..<trimmed
  }

  /// The bytes of line `number` (1-based), or an empty slice past the end.
  public func line(_ number: Int) -> ArraySlice<UInt8> {
    bytes[lineRange(number)]
  }

  public static func == (lhs: SourceFile, rhs: SourceFile) -> Bool {
    lhs.path == rhs.path && lhs.bytes == rhs.bytes
  }
}
