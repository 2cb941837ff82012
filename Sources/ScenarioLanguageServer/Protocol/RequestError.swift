/// A problem with one incoming message, as data; ``ProtocolErrorRenderer`` gives its JSON-RPC
/// code and words its message.
public enum RequestError: Error, Equatable, Sendable {
  /// The stream held no readable message here.
  case framing(FramingError)
  /// The body is not JSON.
  case parse(JSONParseError)
  /// The body is JSON but not a JSON-RPC 2.0 request or notification.
  case invalidRequest(InvalidRequestReason)
  /// A request for a method the server does not have.
  case methodNotFound(String)
  /// A request whose parameters lack a member, or hold one of the wrong type.
  case invalidParams(method: String, member: String)
  /// A request other than `initialize` before `initialize`.
  case serverNotInitialized(method: String)
  /// A request after `shutdown`.
  case shutDown(method: String)
  /// A second `initialize`.
  case alreadyInitialized
  /// A request about a document that is not open.
  case unknownDocument(String)
}
