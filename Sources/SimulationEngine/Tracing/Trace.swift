/// The ordered record of a run, with a stable text rendering and a digest over it.
///
/// The rendering is one line per record, `INSTANT  PROCESS  MESSAGE`, with the process column
/// padded to ``processColumnWidth``; the instant is written by whoever appends (the Screen Time
/// model writes the local day and time). Each line is rendered and hashed as it is appended, so
/// a trace that does not keep its lines holds constant memory however long the run. The digest
/// is the SHA-256 of the rendering, each line ended by a line feed, so two runs print the same
/// digest exactly when they print the same trace.
public struct Trace: Sendable {
  /// The width the process column is padded to; a longer process name is written in full.
  public static let processColumnWidth = 13

  /// Whether the rendered lines are kept, or only counted and hashed.
  public let keepsLines: Bool
  /// The rendered lines, without line terminators; empty unless ``keepsLines``.
  public private(set) var lines: [String] = []
  /// How many records were appended.
  public private(set) var count = 0
  private var hasher = SHA256()
  /// The bytes of the line being appended, kept between appends for their storage.
  private var line: [UInt8] = []

  /// Creates an empty trace that keeps its lines, or (`keepsLines: false`) only its digest.
  public init(keepsLines: Bool = true) {
    self.keepsLines = keepsLines
  }

  /// Appends a record of `message` in `process` at the instant written as `instant`.
  ///
  /// Line breaks in `message` become spaces, so each record is one line.
  public mutating func append(instant: String, process: String, _ message: String) {
    count += 1
    // The rendered line's bytes are written once, checked where they lie, hashed in one piece
    // and kept as they are.
    line.removeAll(keepingCapacity: true)
    line.append(contentsOf: instant.utf8)
    line.append(contentsOf: Self.spaces.prefix(2))
    let processStart = line.count
    line.append(contentsOf: process.utf8)
    let width = Self.isASCII(line, from: processStart) ? line.count - processStart : process.count
    line.append(contentsOf: Self.spaces.prefix(max(0, Self.processColumnWidth - width) + 2))
    let messageStart = line.count
    line.append(contentsOf: message.utf8)
    if Self.mayBreak(line, from: messageStart) {
      line.removeSubrange(messageStart...)
      line.append(contentsOf: Self.oneLine(message).utf8)
    }
    line.append(UInt8(ascii: "\n"))
    hasher.update(line)
    if keepsLines {
      lines.append(String(decoding: line.dropLast(), as: UTF8.self))
    }
  }

  /// Enough spaces for any padding of the process column and the gaps around it.
  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: processColumnWidth + 2)

  /// Whether the bytes of `line` from `start` on are ASCII, where a byte is a character.
  private static func isASCII(_ line: [UInt8], from start: Int) -> Bool {
    line.withUnsafeBufferPointer { bytes in
      var index = start
      while index < bytes.count {
        if bytes[index] >= 0x80 { return false }
        index &+= 1
      }
      return true
    }
  }

  /// Whether the text in `line` from `start` on may hold a line break: ASCII text is read byte
  /// by byte, where a byte is a character and only 0x0A...0x0D are newlines.
  ///
  /// Eight bytes are read at a time: a word with no high bit set holds a byte of 0x0A...0x0D
  /// exactly when the test for a byte strictly between 0x09 and 0x0E finds one (Sean Eron
  /// Anderson's "determine if a word has a byte between m and n").
  private static func mayBreak(_ line: [UInt8], from start: Int) -> Bool {
    line.withUnsafeBytes { bytes in
      let ones: UInt64 = 0x0101_0101_0101_0101
      var index = start
      while index &+ 8 <= bytes.count {
        let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        if word & (ones &* 0x80) != 0 { return true }
        let between =
          (ones &* (127 &+ 0x0E) &- word) & ~word & (word &+ ones &* (127 &- 0x09))
          & (ones &* 0x80)
        if between != 0 { return true }
        index &+= 8
      }
      while index < bytes.count {
        let byte = bytes[index]
        if byte &- 0x0A <= 0x03 || byte >= 0x80 { return true }
        index &+= 1
      }
      return false
    }
  }

  /// `message` with each line break made a space.
  private static func oneLine(_ message: String) -> String {
    message.contains(where: \.isNewline)
      ? String(message.map { $0.isNewline ? " " : $0 }) : message
  }

  /// Appends a record of `message` in `process` at `instant`, written as its description.
  public mutating func append(at instant: SimulationInstant, process: String, _ message: String) {
    append(instant: instant.description, process: process, message)
  }

  /// The SHA-256 of the rendering so far as 64 lower-case hex digits.
  public var digest: String {
    let copy = hasher
    return copy.finalize().hexadecimal
  }
}
