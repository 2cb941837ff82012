/// Words the server's protocol problems and gives their JSON-RPC codes: the one place where
/// their messages are written.
public enum ProtocolErrorRenderer {
  /// JSON-RPC's and LSP's error codes.
  public enum Code: Int, Sendable {
    case parseError = -32_700
    case invalidRequest = -32_600
    case methodNotFound = -32_601
    case invalidParams = -32_602
    case serverNotInitialized = -32_002
  }

  /// The code a client receives for `error`.
  public static func code(_ error: RequestError) -> Code {
    switch error {
    case .framing, .parse: .parseError
    case .invalidRequest, .shutDown, .alreadyInitialized: .invalidRequest
    case .methodNotFound: .methodNotFound
    case .invalidParams, .unknownDocument: .invalidParams
    case .serverNotInitialized: .serverNotInitialized
    }
  }

  /// The message a client receives for `error`: lower case, no final period, as the scenario
  /// diagnostics read.
  public static func message(_ error: RequestError) -> String {
    switch error {
    case .framing(let framing): message(framing)
    case .parse(let parse): "the message is not JSON: " + message(parse)
    case .invalidRequest(let reason):
      "the message is not a JSON-RPC 2.0 request: " + message(reason)
    case .methodNotFound(let method): "no method '\(method)'"
    case .invalidParams(let method, let member):
      "'\(method)' needs the parameter '\(member)' of the type the protocol gives it"
    case .serverNotInitialized(let method):
      "'\(method)' before 'initialize'; the server is not initialized"
    case .shutDown(let method): "'\(method)' after 'shutdown'; only 'exit' is accepted"
    case .alreadyInitialized: "'initialize' was already received"
    case .unknownDocument(let uri): "no open document '\(uri)'"
    }
  }

  /// The message of a problem with the base protocol's framing.
  public static func message(_ error: FramingError) -> String {
    switch error {
    case .headerTooLong(let limit):
      "no blank line ended the message header within \(limit) bytes; the bytes were dropped"
    case .malformedHeaderLine(let line):
      "malformed header line '\(line)'; expected 'Content-Length: <bytes>'"
    case .missingContentLength: "the message header has no 'Content-Length'"
    case .invalidContentLength(let value):
      "invalid Content-Length '\(value)'; expected a whole number of bytes"
    case .conflictingContentLength: "the message header gives two different Content-Length values"
    case .messageTooLarge(let length, let limit):
      "a message of \(length) bytes is over the limit of \(limit); it was skipped"
    }
  }

  /// The message of a body that is not JSON.
  public static func message(_ error: JSONParseError) -> String {
    switch error {
    case .unexpectedEnd: "the text ends inside a value"
    case .unexpectedByte(let byte, let offset):
      "unexpected byte 0x\(hex(byte)) at offset \(offset)"
    case .invalidNumber(let offset): "malformed number at offset \(offset)"
    case .invalidEscape(let offset): "invalid escape at offset \(offset)"
    case .controlCharacterInString(let offset):
      "control character in a string at offset \(offset); it must be escaped"
    case .tooDeep(let limit): "arrays and objects nested more than \(limit) deep"
    }
  }

  private static func message(_ reason: InvalidRequestReason) -> String {
    switch reason {
    case .notAnObject: "it is not an object"
    case .wrongVersion: "'jsonrpc' is not \"2.0\""
    case .missingMethod: "'method' is missing or not a string"
    case .invalidIdentifier: "'id' is not a string or an integer"
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
