/// Cuts the byte stream of the base protocol into message bodies at their `Content-Length`.
///
/// Each message is a header of `Name: value` lines, each ended by CR LF, a blank line, then
/// `Content-Length` bytes of body. Bytes may arrive in pieces of any size: ``append(_:)`` takes
/// them and ``nextFrame()`` hands out what is complete. A header that cannot be read is handed
/// out as a ``FramingError`` and dropped, and reading goes on after it, so a bad message never
/// stops the stream; a message over ``maximumMessageLength`` is skipped as it arrives, so it
/// costs no memory.
public struct MessageFramer: Sendable {
  /// What the stream holds next.
  public enum Frame: Sendable, Equatable {
    /// One message's body.
    case message([UInt8])
    /// A header that could not be read, or a message that is skipped.
    case malformed(FramingError)
  }

  /// The longest header read, in bytes.
  public static let maximumHeaderLength = 8_192
  /// The longest body read, in bytes: 256 MiB.
  public static let maximumMessageLength = 256 << 20

  private enum State: Sendable {
    case header
    case body(Int)
    case skipping(Int)
  }

  private var buffer: [UInt8] = []
  /// Where unread bytes start in ``buffer``.
  private var start = 0
  /// How far the search for the blank line after a header has got, from ``start``.
  private var searched = 0
  private var state = State.header

  public init() {}

  /// Takes in more bytes of the stream.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// Whether bytes are buffered that do not yet make a frame: a message cut short.
  public var hasPartialMessage: Bool {
    switch state {
    case .header: start < buffer.count
    case .body, .skipping: true
    }
  }

  /// The next complete frame, or `nil` until more bytes arrive.
  ///
  /// - Complexity: amortized O(n) in the bytes appended, however they were cut into pieces.
  public mutating func nextFrame() -> Frame? {
    while true {
      switch state {
      case .header:
        return readHeader()
      case .body(let length):
        guard buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<(start + length)])
        consume(length)
        state = .header
        return .message(body)
      case .skipping(let remaining):
        let available = min(remaining, buffer.count - start)
        consume(available)
        guard available == remaining else {
          state = .skipping(remaining - available)
          return nil
        }
        state = .header
      }
    }
  }

  /// Reads a header when its blank line has arrived.
  private mutating func readHeader() -> Frame? {
    let terminator: [UInt8] = [0x0D, 0x0A, 0x0D, 0x0A]
    var index = start + max(0, searched - 3)
    while index + 4 <= buffer.count {
      if buffer[index] == 0x0D, buffer[index + 1] == 0x0A, buffer[index + 2] == 0x0D,
        buffer[index + 3] == 0x0A
      {
        break
      }
      index += 1
    }
    guard index + 4 <= buffer.count, buffer[index..<(index + 4)].elementsEqual(terminator) else {
      searched = buffer.count - start
      guard searched > Self.maximumHeaderLength else { return nil }
      // Keep the last three bytes: they may begin the blank line of the next header.
      consume(searched - 3)
      return .malformed(.headerTooLong(limit: Self.maximumHeaderLength))
    }
    let header = Array(buffer[start..<index])
    consume(index + 4 - start)
    switch Self.contentLength(header) {
    case .success(let length) where length > Self.maximumMessageLength:
      state = .skipping(length)
      return .malformed(.messageTooLarge(length: length, limit: Self.maximumMessageLength))
    case .success(let length):
      state = .body(length)
      return nextFrame()
    case .failure(let error):
      return .malformed(error)
    }
  }

  /// The `Content-Length` of a header (its lines without the final blank line).
  static func contentLength(_ header: [UInt8]) -> Result<Int, FramingError> {
    var length: Int?
    let lines = header.split(separator: 0x0A, omittingEmptySubsequences: false)
    for rawLine in lines {
      let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
      // A stray line break before a header, as after a body that ended with one, is no line.
      if line.isEmpty { continue }
      let text = String(decoding: line, as: UTF8.self)
      guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
        line[line.startIndex..<colon].allSatisfy(isTokenByte)
      else { return .failure(.malformedHeaderLine(String(text.prefix(80)))) }
      let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
      guard name.lowercased() == "content-length" else { continue }
      let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
      let trimmed = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
      let digits = String(decoding: trimmed, as: UTF8.self)
      guard !trimmed.isEmpty, trimmed.count <= 18,
        trimmed.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
        let number = Int(digits)
      else { return .failure(.invalidContentLength(String(digits.prefix(80)))) }
      if let length, length != number { return .failure(.conflictingContentLength) }
      length = number
    }
    guard let length else { return .failure(.missingContentLength) }
    return .success(length)
  }

  /// Whether `byte` may appear in a header name (RFC 9110's `tchar`).
  private static func isTokenByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
    }
  }

  /// Drops `count` read bytes, compacting the buffer once most of it is read.
  private mutating func consume(_ count: Int) {
    start += count
    searched = 0
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: buffer.count <= 1 << 20)
      start = 0
    } else if start > 1 << 16, start > buffer.count / 2 {
      buffer.removeSubrange(0..<start)
      start = 0
    }
  }
}
