import Testing

@testable import ScenarioLanguageServer

/// The base protocol's frames are cut out of bytes however they arrive, and a header that cannot
/// be read is reported and skipped.
struct MessageFramerTests {
  static func frames(_ bytes: [UInt8], pieces size: Int) -> [MessageFramer.Frame] {
    var framer = MessageFramer()
    var frames: [MessageFramer.Frame] = []
    var index = 0
    while index < bytes.count {
      framer.append(bytes[index..<min(bytes.count, index + size)])
      index += size
      while let frame = framer.nextFrame() { frames.append(frame) }
    }
    return frames
  }

  static let stream = Array(
    "Content-Length: 2\r\n\r\n{}Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length:  8 \r\n\r\n[1,\"é\"]Content-Length: 0\r\n\r\n"
      .utf8)

  @Test(arguments: [1, 2, 3, 5, 8, 13, 1_000])
  func messagesComeOutWhateverThePieces(size: Int) {
    #expect(
      Self.frames(Self.stream, pieces: size) == [
        .message(Array("{}".utf8)), .message(Array("[1,\"é\"]".utf8)), .message([]),
      ])
  }

  static let badHeaders: [(String, FramingError)] = [
    ("Content-Type: x\r\n\r\n", .missingContentLength),
    ("\r\n\r\n", .missingContentLength),
    ("Content-Length: abc\r\n\r\n", .invalidContentLength("abc")),
    ("Content-Length: -1\r\n\r\n", .invalidContentLength("-1")),
    ("Content-Length:\r\n\r\n", .invalidContentLength("")),
    ("Content-Length: 99999999999999999999\r\n\r\n", .invalidContentLength("99999999999999999999")),
    ("Content-Length: 1\r\nContent-Length: 2\r\n\r\n", .conflictingContentLength),
    ("garbage\r\n\r\n", .malformedHeaderLine("garbage")),
    (": 3\r\n\r\n", .malformedHeaderLine(": 3")),
  ]

  @Test(arguments: badHeaders)
  func aBadHeaderIsReportedAndTheNextMessageStillRead(header: String, error: FramingError) {
    let bytes = Array((header + "Content-Length: 2\r\n\r\n{}").utf8)
    #expect(Self.frames(bytes, pieces: 4) == [.malformed(error), .message(Array("{}".utf8))])
  }

  @Test func aHeaderThatNeverEndsIsDroppedInPieces() {
    var framer = MessageFramer()
    framer.append(
      [UInt8](repeating: UInt8(ascii: "x"), count: MessageFramer.maximumHeaderLength + 10))
    #expect(
      framer.nextFrame() == .malformed(.headerTooLong(limit: MessageFramer.maximumHeaderLength)))
    #expect(framer.nextFrame() == nil)
    framer.append(Array("\r\n\r\nContent-Length: 1\r\n\r\n7".utf8))
    #expect(framer.nextFrame() == .malformed(.malformedHeaderLine("xxx")))
    #expect(framer.nextFrame() == .message([UInt8(ascii: "7")]))
  }

  @Test func aMessageOverTheLimitIsSkippedAsItArrives() {
    var framer = MessageFramer()
    let length = MessageFramer.maximumMessageLength + 1
    framer.append(Array("Content-Length: \(length)\r\n\r\n".utf8))
    #expect(
      framer.nextFrame()
        == .malformed(.messageTooLarge(length: length, limit: MessageFramer.maximumMessageLength)))
    var left = length
    while left > 0 {
      let piece = min(left, 1 << 20)
      framer.append([UInt8](repeating: 0x41, count: piece))
      left -= piece
      #expect(framer.nextFrame() == nil)
    }
    #expect(framer.hasPartialMessage == false)
    framer.append(Array("Content-Length: 1\r\n\r\n1".utf8))
    #expect(framer.nextFrame() == .message([UInt8(ascii: "1")]))
  }

  @Test func aMessageCutShortWaitsAndSaysSo() {
    var framer = MessageFramer()
    framer.append(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8))
    #expect(framer.nextFrame() == nil)
    #expect(framer.hasPartialMessage)
  }
}
