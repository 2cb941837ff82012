import Foundation
import ReferenceCatalog
import ScenarioLanguage
import Testing

@testable import ScenarioLanguageServer

/// A language server driven in-process, as a client would: messages in, messages out.
struct ServerSession {
  var server = LanguageServer(loader: ScenarioLoader(), name: "stsim", version: "test")
  private var nextIdentifier = 1
  /// The URI documents are opened under unless a test names another.
  static let uri = "file:///work/test.scenario"

  /// Sends `message` framed, and returns every message the server sent back, parsed.
  mutating func send(_ message: JSONValue) -> [JSONValue] {
    Self.messages(server.receive(Array(LanguageServer.frame(message).utf8)))
  }

  /// The messages of framed server output.
  static func messages(_ output: [String]) -> [JSONValue] {
    var framer = MessageFramer()
    framer.append(output.joined().utf8)
    var messages: [JSONValue] = []
    while let frame = framer.nextFrame() {
      guard case .message(let body) = frame, let message = try? JSONParser.parse(body) else {
        Issue.record("the server sent a frame that is not a JSON message: \(frame)")
        continue
      }
      messages.append(message)
    }
    return messages
  }

  /// Sends a request and returns its response (the message with its id).
  mutating func request(_ method: String, _ params: JSONValue = .null) -> JSONValue {
    let id = nextIdentifier
    nextIdentifier += 1
    let replies = send([
      "jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params,
    ])
    return replies.first { $0["id"] == .integer(id) } ?? .null
  }

  /// Sends a notification and returns what the server sent back.
  @discardableResult
  mutating func notify(_ method: String, _ params: JSONValue = .null) -> [JSONValue] {
    send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// A session after `initialize` and `initialized`, offering `encodings`.
  static func initialized(encodings: [String] = []) -> ServerSession {
    var session = ServerSession()
    let offered = JSONValue.array(encodings.map { .string($0) })
    _ = session.request(
      "initialize", ["capabilities": ["general": ["positionEncodings": offered]]])
    session.notify("initialized", [:])
    return session
  }

  /// Opens `text` and returns the diagnostics published for it.
  @discardableResult
  mutating func open(_ text: String, uri: String = ServerSession.uri) -> [JSONValue] {
    let replies = notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "scenario", "version": 1, "text": .string(text),
        ]
      ])
    return replies.first { $0["method"] == "textDocument/publishDiagnostics" }?["params"]?[
      "diagnostics"]?.array ?? []
  }

  /// The parameters of a request about `position` in the open document.
  static func at(_ position: TextPosition, uri: String = ServerSession.uri) -> JSONValue {
    ["textDocument": ["uri": .string(uri)], "position": position.json]
  }
}

/// A document with a cursor: `‸` marks the cursor and is removed from the text.
struct Cursored {
  let text: String
  let position: TextPosition

  init(_ marked: String) {
    let parts = marked.components(separatedBy: "‸")
    precondition(parts.count == 2, "mark the cursor once with ‸")
    text = parts[0] + parts[1]
    let lines = parts[0].split(separator: "\n", omittingEmptySubsequences: false)
    position = TextPosition(line: lines.count - 1, character: lines.last?.utf16.count ?? 0)
  }
}
