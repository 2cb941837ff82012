/// Why the bytes of a stream hold no message where one should start.
///
/// ``ProtocolErrorRenderer`` words it; the server answers it with a JSON-RPC error.
public enum FramingError: Error, Equatable, Sendable {
  /// No blank line ended the header within the limit of bytes.
  case headerTooLong(limit: Int)
  /// A header line that is not `Name: value`.
  case malformedHeaderLine(String)
  /// A header without `Content-Length`.
  case missingContentLength
  /// A `Content-Length` that is not a whole number of bytes.
  case invalidContentLength(String)
  /// Two `Content-Length` lines that disagree.
  case conflictingContentLength
  /// A message longer than the server reads; its bytes are skipped.
  case messageTooLarge(length: Int, limit: Int)
}
