/// Why a JSON body is not a JSON-RPC 2.0 request or notification.
public enum InvalidRequestReason: Equatable, Sendable {
  /// The body is not a JSON object (a batch, a number, ...).
  case notAnObject
  /// `jsonrpc` is missing or not `"2.0"`.
  case wrongVersion
  /// `method` is missing or not a string.
  case missingMethod
  /// `id` is not a string or an integer.
  case invalidIdentifier
}
