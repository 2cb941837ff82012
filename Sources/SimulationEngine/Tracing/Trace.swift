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
    let padding = max(0, Self.processColumnWidth - Self.width(of: process))
    let oneLine = Self.mayBreak(message) ? Self.oneLine(message) : message
    // The rendered line's bytes are written once, hashed in one piece and kept as they are.
    line.removeAll(keepingCapacity: true)
    line.append(contentsOf: instant.utf8)
    line.append(contentsOf: Self.spaces.prefix(2))
    line.append(contentsOf: process.utf8)
    line.append(contentsOf: Self.spaces.prefix(padding + 2))
    line.append(contentsOf: oneLine.utf8)
    line.append(UInt8(ascii: "\n"))
    hasher.update(line)
    if keepsLines {
      lines.append(String(decoding: line.dropLast(), as: UTF8.self))
    }
  }

  /// Enough spaces for any padding of the process column and the gaps around it.
  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: processColumnWidth + 2)

  /// The width of `process` in characters; ASCII text is read byte by byte.
  private static func width(of process: String) -> Int {
    process.utf8.allSatisfy { $0 < 0x80 } ? process.utf8.count : process.count
  }

  /// Whether `message` may hold a line break: ASCII text is read byte by byte, where a byte is
  /// a character and only 0x0A...0x0D are newlines.
  private static func mayBreak(_ message: String) -> Bool {
    let scanned = message.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains { $0 &- 0x0A <= 0x03 || $0 >= 0x80 }
    }
    return scanned ?? message.utf8.contains { (0x0A...0x0D).contains($0) || $0 >= 0x80 }
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
