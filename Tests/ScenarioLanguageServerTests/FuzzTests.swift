import ReferenceCatalog
import ScenarioLanguage
import Testing

@testable import ScenarioLanguageServer

/// Nothing a client sends crashes or stops the server.
///
/// Random bytes, cut messages, and documents of random characters with every request at random
/// places; deterministic, each batch starting from a fixed seed.
struct FuzzTests {
  /// SplitMix64: a small deterministic generator for test inputs.
  struct Generator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
  }

  @Test(arguments: 0..<8)
  func randomBytesGetErrorsNeverACrash(seed: Int) {
    var random = Generator(state: UInt64(seed))
    var server = LanguageServer(loader: ScenarioLoader(), name: "stsim", version: "1")
    let pieces = [
      "Content-Length: ", "\r\n", "\r\n\r\n", "{", "}", "[", "\"", ":", ",", "12", "-1", "x",
      #""jsonrpc":"2.0""#, #""id":1"#, #""method":"initialize""#, #""method":"textDocument/hover""#,
      "\u{0}", "é", "\u{FFFF}",
    ]
    for _ in 0..<400 {
      var bytes: [UInt8] = []
      for _ in 0..<random.below(12) {
        if random.below(3) == 0 {
          bytes.append(UInt8(truncatingIfNeeded: random.next()))
        } else {
          bytes.append(contentsOf: random.pick(pieces).utf8)
        }
      }
      for message in server.receive(bytes) {
        #expect(message.hasPrefix("Content-Length: "))
      }
    }
    let replies = ServerSession.messages(
      server.receive(
        Array("\r\n\r\n".utf8)
          + Array(
            LanguageServer.frame(["jsonrpc": "2.0", "id": "last", "method": "shutdown"]).utf8)))
    #expect(server.exit != nil || replies.contains { $0["id"] == "last" })
  }

  /// A message cut at every byte, then completed, is served once, and the rest of the stream too.
  @Test func aMessageCutAnywhereIsServedOnceComplete() {
    let message = Array(
      LanguageServer.frame([
        "jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]],
      ]).utf8)
    for cut in 0...message.count {
      var server = LanguageServer(loader: ScenarioLoader(), name: "stsim", version: "1")
      let first = ServerSession.messages(server.receive(message[..<cut]))
      let rest = ServerSession.messages(server.receive(message[cut...]))
      #expect(first.count + rest.count == 1)
      #expect((first + rest).first?["id"] == 1)
    }
  }

  static let alphabet: [String] = [
    "user", "picks", "work", "apps", "insta", ",", " ", " ", "\t", "\"", "#", "\\", "\n", "\r\n",
    "\r",
    "expect", "callback", "intervalDidStart", "day", "2", "09:00", "+1m", "app", "com.x", "option",
    "rotation", "é", "😀", "\u{0}", "\u{7}", "\u{85}", "\u{FEFF}", "scenario", "\"t\"", "category",
    "for", "wait", "os", "rotates", "token", "timezone", "Europe/Berlin",
  ]

  @Test(arguments: 0..<6)
  func randomDocumentsAnswerEveryRequestAnywhere(seed: Int) throws {
    var random = Generator(state: 1_000 + UInt64(seed))
    var session = ServerSession.initialized(encodings: seed % 2 == 0 ? [] : ["utf-8"])
    for round in 0..<6 {
      var text = "scenario \"fuzz\"\napp insta com.burbn.instagram category social\n"
      for _ in 0..<random.below(300) { text += random.pick(Self.alphabet) }
      if round == 5 { text += String(repeating: "user picks work apps insta, ", count: 5_000) }
      session.open(text)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      for _ in 0..<20 {
        let position = TextPosition(
          line: random.below(lines + 2) - 1, character: random.below(120) - 5)
        for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
          let response = session.request(method, ServerSession.at(position))
          #expect(response["result"] != nil, "\(method) at \(position)")
        }
        let range = TextRange(
          start: position, end: TextPosition(line: position.line + 1, character: 0))
        let change = session.notify(
          "textDocument/didChange",
          [
            "textDocument": ["uri": .string(ServerSession.uri), "version": 2],
            "contentChanges": [["range": range.json, "text": .string(random.pick(Self.alphabet))]],
          ])
        #expect(change.first?["method"] == "textDocument/publishDiagnostics")
      }
      for method in ["textDocument/documentSymbol", "textDocument/formatting"] {
        let response = session.request(
          method, ["textDocument": ["uri": .string(ServerSession.uri)]])
        #expect(response["result"]?.array != nil, "\(method)")
      }
    }
  }
}
