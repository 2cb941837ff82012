import ScreenTimeModel

/// `token-redaction`: no diagnostic contains any token's bytes, base64 or JSON.
///
/// Every token minted is indexed by the first eight bytes of each form a diagnostic could carry
/// it in: the text forms of ``TokenTextForms`` (base64 in any alphabet and padding, alone or
/// inside JSON; its bytes in hex, decimal or percent-encoding), and its raw bytes (a text whose
/// scalars truncate to them). A diagnostic is then read once, eight bytes at a time, and only
/// the tokens whose prefix appears are compared in full, so the cost of a check follows the
/// length of the diagnostic, not the number of tokens the run has minted.
struct TokenRedactionRule: InvariantRule {
  private var forms = TokenFormFinder()
  private var raw = TokenFormIndex()
  private var count = 0
  /// The tokens minted whose forms are not indexed yet: they are when a diagnostic may carry
  /// one (``TokenTextForms/mayContainForm(_:shortest:)``), so a run whose diagnostics carry no
  /// run of characters as long as a token never works out a form.
  private var pending: [OpaqueToken] = []
  /// The fewest bytes of any token minted: no form of a token is shorter than its bytes, so a
  /// text with fewer UTF-8 bytes carries none and is not read.
  private var shortest = Int.max

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    switch event.kind {
    case .tokenMinted(let token, _):
      pending.append(token)
      raw.insert(token.bytes, for: count + pending.count - 1)
      shortest = min(shortest, token.bytes.count)
      return []
    case .diagnosticLogged(let record):
      if !pending.isEmpty, mayCarryForm(record) { indexPending() }
      guard let leak = leak(in: record) else { return [] }
      return ["diagnostic \(record.code) contains a token's \(leak)"]
    default:
      return []
    }
  }

  /// Whether one of the texts of `diagnostic` may carry a text form of a token minted.
  private func mayCarryForm(_ diagnostic: DiagnosticRecord) -> Bool {
    func mayCarry(_ text: String) -> Bool {
      guard text.utf8.count >= shortest else { return false }
      var text = text
      return text.withUTF8 { TokenTextForms.mayContainForm($0, shortest: shortest) }
    }
    return mayCarry(diagnostic.code)
      || diagnostic.fields.contains { mayCarry($0.key) || mayCarry($0.value) }
  }

  /// Indexes the forms of the tokens not indexed yet, in the order they were minted.
  private mutating func indexPending() {
    for token in pending {
      forms.add(token, number: count)
      count += 1
    }
    pending.removeAll(keepingCapacity: true)
  }

  /// How a diagnostic leaks a token, if it does: its base64, its JSON, or its bytes.
  ///
  /// When several tokens leak, the earliest minted one is named, and the first of the
  /// diagnostic's texts (code, then each key and value) that carries it decides how.
  ///
  /// - Complexity: O(n) in the length of the diagnostic's texts, plus the full comparisons of
  ///   tokens whose eight-byte prefix appears.
  private func leak(in diagnostic: DiagnosticRecord) -> String? {
    var earliest: (token: Int, how: String)?
    func read(_ text: String) {
      guard text.utf8.count >= shortest else { return }
      let utf8 = Array(text.utf8)
      for match in forms.matches(in: utf8) where earliest.map({ match.token < $0.token }) ?? true {
        let how =
          match.kind == .bytes ? "bytes" : utf8.contains(UInt8(ascii: "{")) ? "JSON" : "base64"
        earliest = (match.token, how)
      }
      // The scalars of ASCII text truncate to its UTF-8 bytes.
      let isASCII = utf8.allSatisfy { $0 < 0x80 }
      let scalars = isASCII ? utf8 : text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
      for match in raw.matches(in: scalars) where earliest.map({ match.owner < $0.token }) ?? true {
        earliest = (match.owner, "bytes")
      }
    }
    read(diagnostic.code)
    for field in diagnostic.fields {
      read(field.key)
      read(field.value)
    }
    return earliest?.how
  }
}
