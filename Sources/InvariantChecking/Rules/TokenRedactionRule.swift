import ScreenTimeModel

/// `token-redaction`: no diagnostic contains any token's bytes, base64 or JSON.
struct TokenRedactionRule: InvariantRule {
  /// Every token minted so far, in minting order.
  private var tokens: [OpaqueToken] = []

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    switch event.kind {
    case .tokenMinted(let token, _):
      tokens.append(token)
      return []
    case .diagnosticLogged(let record):
      guard let leak = leak(in: record) else { return [] }
      return ["diagnostic \(record.code) contains a token's \(leak)"]
    default:
      return []
    }
  }

  /// How a diagnostic leaks a token, if it does: its base64, its JSON, or its bytes in hex.
  private func leak(in diagnostic: DiagnosticRecord) -> String? {
    let texts = [diagnostic.code] + diagnostic.fields.flatMap { [$0.key, $0.value] }
    for token in tokens {
      let base64 = token.base64
      let hex = token.bytes.map { byte in
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
      }.joined()
      for text in texts {
        if text.contains(base64) { return text.contains("{") ? "JSON" : "base64" }
        if text.lowercased().contains(hex) { return "bytes" }
        if text.unicodeScalars.map({ UInt8(truncatingIfNeeded: $0.value) }).contains(
          subsequence: token.bytes)
        {
          return "bytes"
        }
      }
    }
    return nil
  }
}
