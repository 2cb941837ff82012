import ScreenTimeModel

/// `token-redaction`: no diagnostic contains any token's bytes, base64 or JSON.
///
/// Every token minted is indexed by the first eight bytes of each form a diagnostic could carry
/// it in: its base64 text (alone or inside JSON), its bytes in lower-case hex, and its raw bytes
/// (a text whose scalars truncate to them). A diagnostic is then read once, eight bytes at a
/// time, and only the tokens whose prefix appears are compared in full, so the cost of a check
/// follows the length of the diagnostic, not the number of tokens the run has minted.
struct TokenRedactionRule: InvariantRule {
  /// Every token minted so far, in minting order.
  private var tokens: [OpaqueToken] = []
  private var base64 = TokenFormIndex()
  private var hex = TokenFormIndex()
  private var raw = TokenFormIndex()
  /// The fewest bytes of any token minted: no form of a token is shorter than its bytes, so a
  /// text with fewer UTF-8 bytes carries none and is not read.
  private var shortest = Int.max

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    switch event.kind {
    case .tokenMinted(let token, _):
      let index = tokens.count
      tokens.append(token)
      base64.insert(Array(token.base64.utf8), for: index)
      hex.insert(Self.hexDigits(of: token.bytes), for: index)
      raw.insert(token.bytes, for: index)
      shortest = min(shortest, token.bytes.count)
      return []
    case .diagnosticLogged(let record):
      guard let leak = leak(in: record) else { return [] }
      return ["diagnostic \(record.code) contains a token's \(leak)"]
    default:
      return []
    }
  }

  /// How a diagnostic leaks a token, if it does: its base64, its JSON, or its bytes.
  ///
  /// When several tokens leak, the earliest minted one is named, and the first of the
  /// diagnostic's texts (code, then each key and value) that carries it decides how.
  ///
  /// - Complexity: O(n) in the length of the diagnostic's texts, plus the full comparisons of
  ///   tokens whose eight-byte prefix appears.
  private func leak(in diagnostic: DiagnosticRecord) -> String? {
    let texts = ([diagnostic.code] + diagnostic.fields.flatMap { [$0.key, $0.value] })
      .filter { $0.utf8.count >= shortest }
    let forms = texts.map(TextForms.init)
    var earliest: Int?
    for form in forms {
      let found =
        base64.matches(in: form.utf8) + hex.matches(in: form.lowercased)
        + raw.matches(in: form.scalars)
      for index in found.map(\.owner) where earliest.map({ index < $0 }) ?? true {
        earliest = index
      }
    }
    guard let earliest else { return nil }
    let token = tokens[earliest]
    let base64Form = Array(token.base64.utf8)
    let hexForm = Self.hexDigits(of: token.bytes)
    for form in forms {
      if form.utf8.contains(subsequence: base64Form) {
        return form.utf8.contains(UInt8(ascii: "{")) ? "JSON" : "base64"
      }
      if form.lowercased.contains(subsequence: hexForm) { return "bytes" }
      if form.scalars.contains(subsequence: token.bytes) { return "bytes" }
    }
    return nil
  }

  private static func hexDigits(of bytes: [UInt8]) -> [UInt8] {
    let digits = Array("0123456789abcdef".utf8)
    return bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }
  }
}

/// The three byte views of one diagnostic text that token forms are searched in.
private struct TextForms {
  /// The UTF-8 bytes.
  let utf8: [UInt8]
  /// The UTF-8 bytes of the lower-cased text.
  let lowercased: [UInt8]
  /// Each Unicode scalar truncated to its low byte.
  let scalars: [UInt8]

  init(_ text: String) {
    utf8 = Array(text.utf8)
    lowercased = Array(text.lowercased().utf8)
    scalars = text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
  }
}
