import ReferenceCatalog
import ScenarioLanguage
import Testing

@testable import ScenarioLanguageServer

/// The protocol's lifecycle, and a JSON-RPC error for every message that cannot be served.
struct LifecycleTests {
  @Test func initializeAnnouncesWhatTheServerDoes() throws {
    var session = ServerSession()
    let response = session.request("initialize", ["capabilities": [:]])
    let capabilities = try #require(response["result"]?["capabilities"])
    #expect(capabilities["positionEncoding"] == "utf-16")
    #expect(capabilities["textDocumentSync"]?["change"] == 2)
    for provider in [
      "hoverProvider", "definitionProvider", "documentSymbolProvider", "documentFormattingProvider",
    ] {
      #expect(capabilities[provider] == true, "\(provider)")
    }
    #expect(capabilities["completionProvider"] != nil)
    #expect(response["result"]?["serverInfo"] == ["name": "stsim", "version": "test"])
  }

  @Test func aClientOfferingUTF8GetsPositionsInUTF8() {
    var session = ServerSession()
    let response = session.request(
      "initialize", ["capabilities": ["general": ["positionEncodings": ["utf-16", "utf-8"]]]])
    #expect(response["result"]?["capabilities"]?["positionEncoding"] == "utf-8")
  }

  @Test func requestsBeforeInitializeAreRefused() {
    var session = ServerSession()
    let response = session.request("textDocument/hover", [:])
    #expect(response["error"]?["code"] == -32_002)
    #expect(
      response["error"]?["message"]
        == "'textDocument/hover' before 'initialize'; the server is not initialized")
  }

  /// A message body, and the error it is answered with.
  static let malformed: [(String, JSONValue, Int, String)] = [
    ("{", .null, -32_700, "the message is not JSON: the text ends inside a value"),
    ("[1]", .null, -32_600, "the message is not a JSON-RPC 2.0 request: it is not an object"),
    (
      #"{"jsonrpc":"1.0","id":4,"method":"x"}"#, 4, -32_600,
      "the message is not a JSON-RPC 2.0 request: 'jsonrpc' is not \"2.0\""
    ),
    (
      #"{"jsonrpc":"2.0","id":"a"}"#, "a", -32_600,
      "the message is not a JSON-RPC 2.0 request: 'method' is missing or not a string"
    ),
    (
      #"{"jsonrpc":"2.0","id":[1],"method":"x"}"#, .null, -32_600,
      "the message is not a JSON-RPC 2.0 request: 'id' is not a string or an integer"
    ),
    (
      #"{"jsonrpc":"2.0","id":5,"method":"workspace/symbol"}"#, 5, -32_601,
      "no method 'workspace/symbol'"
    ),
    (
      #"{"jsonrpc":"2.0","id":6,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x"}}}"#,
      6, -32_602,
      "'textDocument/hover' needs the parameter 'position' of the type the protocol gives it"
    ),
    (
      #"{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///x"},"position":{"line":0,"character":0}}}"#,
      7, -32_602, "no open document 'file:///x'"
    ),
    (
      #"{"jsonrpc":"2.0","id":8,"method":"initialize","params":{}}"#, 8, -32_600,
      "'initialize' was already received"
    ),
  ]

  @Test(arguments: malformed)
  func aMessageThatCannotBeServedGetsAnError(
    body: String, id: JSONValue, code: Int, message: String
  ) {
    var session = ServerSession.initialized()
    let bytes = Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    let replies = ServerSession.messages(session.server.receive(bytes))
    #expect(replies.count == 1)
    #expect(replies.first?["id"] == id)
    #expect(replies.first?["error"]?["code"] == .integer(code))
    #expect(replies.first?["error"]?["message"] == .string(message))
    // The server goes on.
    #expect(session.request("shutdown")["result"] == .null)
  }

  @Test func aBadHeaderIsAnsweredAndTheNextMessageServed() {
    var session = ServerSession.initialized()
    let replies = ServerSession.messages(
      session.server.receive(
        Array("Content-Length: x\r\n\r\n".utf8)
          + Array(LanguageServer.frame(["jsonrpc": "2.0", "id": 9, "method": "shutdown"]).utf8)))
    #expect(replies.map { $0["id"] } == [.null, 9])
    #expect(
      replies.first?["error"]?["message"]
        == "invalid Content-Length 'x'; expected a whole number of bytes")
  }

  @Test func aNotificationThatCannotBeActedOnIsLogged() {
    var session = ServerSession.initialized()
    let replies = session.notify(
      "textDocument/didChange",
      ["textDocument": ["uri": "file:///nowhere", "version": 2], "contentChanges": []])
    #expect(replies.first?["method"] == "window/logMessage")
    #expect(replies.first?["params"]?["message"] == "no open document 'file:///nowhere'")
    #expect(session.notify("$/cancelRequest", ["id": 3]).isEmpty)
  }

  @Test func exitAfterShutdownEndsWell() {
    var session = ServerSession.initialized()
    #expect(session.request("shutdown")["result"] == .null)
    let refused = session.request("textDocument/hover", [:])
    #expect(
      refused["error"]?["message"]
        == "'textDocument/hover' after 'shutdown'; only 'exit' is accepted")
    session.notify("exit")
    #expect(session.server.exit == .afterShutdown)
    #expect(session.send(["jsonrpc": "2.0", "id": 99, "method": "shutdown"]).isEmpty)
  }

  @Test func exitWithoutShutdownOrTheEndOfInputEndsBadly() {
    var session = ServerSession.initialized()
    session.notify("exit")
    #expect(session.server.exit == .withoutShutdown)
    var ended = ServerSession.initialized()
    ended.server.endOfInput()
    #expect(ended.server.exit == .withoutShutdown)
  }

  @Test func theLoopServesUntilExitAndWritesEveryMessage() {
    var server = LanguageServer(loader: ScenarioLoader(), name: "stsim", version: "1")
    var input = [
      LanguageServer.frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]),
      LanguageServer.frame(["jsonrpc": "2.0", "id": 2, "method": "shutdown"]),
      LanguageServer.frame(["jsonrpc": "2.0", "method": "exit"]),
      "never read",
    ].map { Array($0.utf8) }
    var written: [String] = []
    let exit = LanguageServerLoop.serve(
      &server, read: { input.isEmpty ? nil : input.removeFirst() }, write: { written.append($0) })
    #expect(exit == .afterShutdown)
    #expect(ServerSession.messages(written).map { $0["id"] } == [1, 2])
    #expect(input.count == 1)
  }
}
