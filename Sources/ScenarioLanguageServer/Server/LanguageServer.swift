import ScenarioLanguage

/// A Language Server Protocol server for scenario files, as a value that takes in the bytes a
/// client sends and gives back the bytes to send it.
///
/// It speaks JSON-RPC 2.0 in the base protocol's `Content-Length` frames. Messages are handled
/// one after the other as they arrive, so its output depends only on its input: requests are
/// answered in order and `$/cancelRequest` has nothing to cancel. Every document change is
/// compiled at once with the ``ScenarioLoader`` it was given (the one `stsim check` uses, with
/// the app's vocabulary) and its diagnostics published.
///
/// A message that cannot be read is answered with a JSON-RPC error (`id` null when it has no
/// readable id) and the stream goes on; nothing a client sends stops the server but `exit`.
public struct LanguageServer: Sendable {
  /// How the server ended.
  public enum Exit: Sendable, Equatable {
    /// `exit` after `shutdown`: the process exits with 0.
    case afterShutdown
    /// `exit` without `shutdown`, or the end of input before `exit`: the process exits with 1.
    case withoutShutdown
  }

  /// Where the server is in the protocol's lifecycle.
  enum Phase: Sendable, Equatable {
    case uninitialized
    case running
    case shutDown
  }

  private let loader: ScenarioLoader
  private let name: String
  private let version: String
  private var framer = MessageFramer()
  private var documents: [String: OpenDocument] = [:]
  private(set) var encoding = PositionEncoding.utf16
  private(set) var phase = Phase.uninitialized
  /// How the server ended, once it has; it then takes in nothing more.
  public private(set) var exit: Exit?

  /// A server that reads documents with `loader` and names itself `name` at `version`.
  public init(loader: ScenarioLoader, name: String, version: String) {
    self.loader = loader
    self.name = name
    self.version = version
  }

  /// Takes in bytes the client sent and returns the framed messages to send it, in order.
  ///
  /// Bytes may hold part of a message, one, or several; what is incomplete waits for more.
  public mutating func receive(_ bytes: some Sequence<UInt8>) -> [String] {
    guard exit == nil else { return [] }
    framer.append(bytes)
    var output: [String] = []
    while exit == nil, let frame = framer.nextFrame() {
      let messages: [JSONValue]
      switch frame {
      case .message(let body): messages = handle(body)
      case .malformed(let error): messages = [Self.errorResponse(id: .null, .framing(error))]
      }
      output += messages.map(Self.frame)
    }
    return output
  }

  /// Tells the server that input has ended: without `exit`, it ends without shutdown.
  public mutating func endOfInput() {
    if exit == nil { exit = phase == .shutDown ? .afterShutdown : .withoutShutdown }
  }

  /// `message` in a base-protocol frame.
  static func frame(_ message: JSONValue) -> String {
    let body = message.serialized
    return "Content-Length: \(body.utf8.count)\r\n\r\n" + body
  }

  // MARK: - Messages

  /// The messages to send for one message body.
  mutating func handle(_ body: [UInt8]) -> [JSONValue] {
    let message: JSONValue
    do {
      message = try JSONParser.parse(body)
    } catch {
      return [Self.errorResponse(id: .null, .parse(error))]
    }
    guard case .object(let object) = message else {
      return [Self.errorResponse(id: .null, .invalidRequest(.notAnObject))]
    }
    let id = object["id"]
    if let id, id.integer == nil, id.string == nil {
      return [Self.errorResponse(id: .null, .invalidRequest(.invalidIdentifier))]
    }
    guard object["jsonrpc"]?.string == "2.0" else {
      return [Self.errorResponse(id: id ?? .null, .invalidRequest(.wrongVersion))]
    }
    guard let method = object["method"]?.string else {
      // A response to a request the server never sends needs no answer.
      if id != nil, object["result"] != nil || object["error"] != nil { return [] }
      return [Self.errorResponse(id: id ?? .null, .invalidRequest(.missingMethod))]
    }
    let params = object["params"] ?? .null
    guard let id else { return notify(method, params) }
    do {
      let (result, notifications) = try request(method, params)
      return [["jsonrpc": "2.0", "id": id, "result": result]] + notifications
    } catch {
      return [Self.errorResponse(id: id, error)]
    }
  }

  static func errorResponse(id: JSONValue, _ error: RequestError) -> JSONValue {
    [
      "jsonrpc": "2.0", "id": id,
      "error": [
        "code": .integer(ProtocolErrorRenderer.code(error).rawValue),
        "message": .string(ProtocolErrorRenderer.message(error)),
      ],
    ]
  }

  /// A `window/logMessage` warning, for a notification that could not be acted on.
  private static func warning(_ error: RequestError) -> JSONValue {
    [
      "jsonrpc": "2.0", "method": "window/logMessage",
      "params": ["type": 2, "message": .string(ProtocolErrorRenderer.message(error))],
    ]
  }

  private static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }

  // MARK: - Requests

  /// The result of a request, and notifications to send after it.
  private mutating func request(_ method: String, _ params: JSONValue) throws(RequestError)
    -> (JSONValue, [JSONValue])
  {
    switch phase {
    case .uninitialized where method != "initialize":
      throw .serverNotInitialized(method: method)
    case .shutDown:
      throw .shutDown(method: method)
    default:
      break
    }
    switch method {
    case "initialize":
      guard phase == .uninitialized else { throw .alreadyInitialized }
      let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array ?? []
      encoding = PositionEncoding.negotiated(offered: offered.compactMap(\.string))
      phase = .running
      return (initializeResult, [])
    case "shutdown":
      phase = .shutDown
      return (.null, [])
    case "textDocument/completion":
      let (document, position) = try documentAndPosition(method, params)
      return (CompletionFeature.completions(document, at: position, encoding: encoding), [])
    case "textDocument/hover":
      let (document, position) = try documentAndPosition(method, params)
      return (HoverFeature.hover(document, at: position, encoding: encoding), [])
    case "textDocument/definition":
      let (document, position) = try documentAndPosition(method, params)
      return (DefinitionFeature.definition(document, at: position, encoding: encoding), [])
    case "textDocument/documentSymbol":
      let document = try self.document(method, params)
      return (DocumentSymbolFeature.symbols(document, encoding: encoding), [])
    case "textDocument/formatting":
      let document = try self.document(method, params)
      return (formattingEdits(document), [])
    case "textDocument/codeAction":
      let document = try self.document(method, params)
      guard let range = TextRange(json: params["range"]) else {
        throw .invalidParams(method: method, member: "range")
      }
      return (CodeActionFeature.actions(document, in: range, encoding: encoding), [])
    default:
      throw .methodNotFound(method)
    }
  }

  private var initializeResult: JSONValue {
    [
      "capabilities": [
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": ["openClose": true, "change": 2],
        "completionProvider": ["triggerCharacters": [" ", ","]],
        "hoverProvider": true,
        "definitionProvider": true,
        "documentSymbolProvider": true,
        "documentFormattingProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      ],
      "serverInfo": ["name": .string(name), "version": .string(version)],
    ]
  }

  private func document(_ method: String, _ params: JSONValue) throws(RequestError)
    -> OpenDocument
  {
    guard let uri = params["textDocument"]?["uri"]?.string else {
      throw .invalidParams(method: method, member: "textDocument.uri")
    }
    guard let document = documents[uri] else { throw .unknownDocument(uri) }
    return document
  }

  private func documentAndPosition(_ method: String, _ params: JSONValue) throws(RequestError)
    -> (OpenDocument, TextPosition)
  {
    guard let position = TextPosition(json: params["position"]) else {
      throw .invalidParams(method: method, member: "position")
    }
    return (try self.document(method, params), position)
  }

  private func formattingEdits(_ document: OpenDocument) -> JSONValue {
    let edits = ScenarioFormatter.edits(document.analysis.source)
    return .array(
      edits.map { edit in
        [
          "range": document.range(of: edit.range, encoding: encoding).json,
          "newText": .string(String(decoding: edit.replacement, as: UTF8.self)),
        ]
      })
  }

  // MARK: - Notifications

  /// The messages to send after a notification.
  private mutating func notify(_ method: String, _ params: JSONValue) -> [JSONValue] {
    if method == "exit" {
      exit = phase == .shutDown ? .afterShutdown : .withoutShutdown
      return []
    }
    guard phase == .running else { return [] }
    do {
      return try documentNotification(method, params)
    } catch {
      return [Self.warning(error)]
    }
  }

  private mutating func documentNotification(_ method: String, _ params: JSONValue)
    throws(RequestError) -> [JSONValue]
  {
    switch method {
    case "textDocument/didOpen":
      guard let item = params["textDocument"], let uri = item["uri"]?.string,
        let text = item["text"]?.string
      else { throw .invalidParams(method: method, member: "textDocument") }
      let document = OpenDocument(
        text: TextDocument(uri: uri, version: item["version"]?.integer ?? 0, text: text),
        loader: loader)
      documents[uri] = document
      return [publish(document)]
    case "textDocument/didChange":
      guard let uri = params["textDocument"]?["uri"]?.string,
        let changes = params["contentChanges"]?.array
      else { throw .invalidParams(method: method, member: "contentChanges") }
      guard var document = documents[uri] else { throw .unknownDocument(uri) }
      var parsed: [TextDocument.Change] = []
      for change in changes {
        guard let text = change["text"]?.string else {
          throw .invalidParams(method: method, member: "contentChanges.text")
        }
        parsed.append(TextDocument.Change(range: TextRange(json: change["range"]), text: text))
      }
      let version = params["textDocument"]?["version"]?.integer ?? document.text.version + 1
      document.apply(parsed, version: version, encoding: encoding)
      documents[uri] = document
      return [publish(document)]
    case "textDocument/didClose":
      guard let uri = params["textDocument"]?["uri"]?.string else {
        throw .invalidParams(method: method, member: "textDocument.uri")
      }
      guard documents.removeValue(forKey: uri) != nil else { throw .unknownDocument(uri) }
      return [
        Self.notification(
          "textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
      ]
    default:
      // `initialized`, `$/cancelRequest`, `textDocument/didSave`, settings: nothing to do.
      return []
    }
  }

  private func publish(_ document: OpenDocument) -> JSONValue {
    Self.notification(
      "textDocument/publishDiagnostics",
      DiagnosticsFeature.notification(document, encoding: encoding))
  }
}
