import SimulationEngine
import Testing

struct TraceTests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func sha256MatchesTheFIPSExamples(message: String, digest: String) {
    for instructions in [true, false] {
      var hasher = SHA256(usingProcessorInstructions: instructions)
      hasher.update(message.utf8)
      #expect(hasher.finalize().hexadecimal == digest, "instructions: \(instructions)")
    }
  }

  @Test(arguments: [true, false])
  func sha256OfAMillionAsMatchesTheFIPSExample(instructions: Bool) {
    // Fed byte by byte (a repeated element has no contiguous storage) and in one piece.
    var bytewise = SHA256(usingProcessorInstructions: instructions)
    bytewise.update(repeatElement(UInt8(ascii: "a"), count: 1_000_000))
    var whole = SHA256(usingProcessorInstructions: instructions)
    whole.update([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
    for hasher in [bytewise, whole] {
      #expect(
        hasher.finalize().hexadecimal
          == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
  }

  /// The processor's SHA instructions, where this machine has them, and the Swift rounds give
  /// the same digest of every length around the block boundaries, fed whole or in pieces.
  @Test func sha256WithAndWithoutTheProcessorsInstructionsAgree() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    let bytes = (0..<1_100).map { _ -> UInt8 in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: seed >> 56)
    }
    for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 129, 191, 192, 640, 1_023, 1_100] {
      let message = Array(bytes.prefix(length))
      var whole = SHA256(usingProcessorInstructions: true)
      whole.update(message)
      var portable = SHA256(usingProcessorInstructions: false)
      portable.update(message)
      var pieces = SHA256(usingProcessorInstructions: true)
      var start = 0
      var piece = 1
      while start < message.count {
        let end = min(message.count, start + piece)
        pieces.update(message[start..<end])
        start = end
        piece = piece * 3 + 1
      }
      let expected = portable.finalize()
      #expect(whole.finalize() == expected, "length \(length)")
      #expect(pieces.finalize() == expected, "length \(length) in pieces")
    }
  }

  @Test func renderingAlignsTheProcessColumn() {
    var trace = Trace()
    trace.append(at: .origin, process: "user", "opens main app")
    trace.append(at: .origin + .seconds(1), process: "monitor", "intervalDidStart\nprofile.a")
    trace.append(instant: "day 1 09:00", process: "a-very-long-process", "x")
    #expect(
      trace.lines == [
        "+0d 00:00:00.000  user           opens main app",
        "+0d 00:00:01.000  monitor        intervalDidStart profile.a",
        "day 1 09:00  a-very-long-process  x",
      ])
    #expect(trace.count == 3)
  }

  @Test func theDigestIsTheSHA256OfTheRenderedLines() {
    var trace = Trace()
    trace.append(at: .origin, process: "p", "x")
    var hasher = SHA256()
    hasher.update("+0d 00:00:00.000  p              x\n".utf8)
    #expect(trace.digest == hasher.finalize().hexadecimal)
  }

  @Test func aTraceThatKeepsNoLinesHasTheSameDigestAndCount() {
    var kept = Trace()
    var hashed = Trace(keepsLines: false)
    for index in 0..<1_000 {
      kept.append(at: .origin + .milliseconds(Int64(index)), process: "p\(index % 7)", "m \(index)")
      hashed.append(
        at: .origin + .milliseconds(Int64(index)), process: "p\(index % 7)", "m \(index)")
    }
    #expect(hashed.lines.isEmpty)
    #expect(kept.lines.count == 1_000)
    #expect(hashed.count == kept.count)
    #expect(hashed.digest == kept.digest)
    // Line breaks, non-ASCII text and a process wider than its column hash alike too.
    for (process, message) in [
      ("monitor", "two\nlines\r\nand\u{2028}more"), ("écran", "café"),
      ("a-process-name-wider-than-the-column", "m"), ("p", ""),
    ] {
      kept.append(at: .origin, process: process, message)
      hashed.append(at: .origin, process: process, message)
    }
    #expect(hashed.digest == kept.digest)
    let before = kept.digest
    kept.append(at: .origin, process: "p", "one more")
    #expect(kept.digest != before, "reading the digest does not end the trace")
  }

  /// A small seeded simulation that traces a random walk of events.
  private func digestOfRandomRun(seed: UInt64) throws -> String {
    var generator = Xoshiro256StarStar(seed: seed)
    var simulation = Simulation<Int>()
    var trace = Trace()
    for process in 0..<5 {
      simulation.schedule(process, after: .milliseconds(Int64(generator.next(below: 1_000))))
    }
    try simulation.run(until: .origin + .seconds(30)) { simulation, event in
      trace.append(at: event.instant, process: "p\(event.payload)", "fires")
      simulation.schedule(event.payload, after: .milliseconds(Int64(generator.next(below: 1_000))))
    }
    return trace.digest
  }

  @Test func theSameSeedGivesTheSameDigestAndAnotherSeedAnother() throws {
    let first = try digestOfRandomRun(seed: 1)
    #expect(try digestOfRandomRun(seed: 1) == first)
    #expect(try digestOfRandomRun(seed: 2) != first)
  }
}
