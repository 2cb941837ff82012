/// Runs a ``LanguageServer`` over a byte stream: what it reads, it hands the server, and what
/// the server answers, it writes, until `exit` or the end of input.
public enum LanguageServerLoop {
  /// Serves until the client sends `exit` or `read` returns `nil` (the end of input), and
  /// returns how the server ended.
  ///
  /// - Parameters:
  ///   - read: The next bytes of input, as many as are ready; `nil` at the end.
  ///   - write: Writes one framed message.
  public static func serve(
    _ server: inout LanguageServer, read: () -> [UInt8]?, write: (String) -> Void
  ) -> LanguageServer.Exit {
    while server.exit == nil {
      guard let bytes = read() else {
        server.endOfInput()
        break
      }
      for message in server.receive(bytes) { write(message) }
    }
    return server.exit ?? .withoutShutdown
  }
}
