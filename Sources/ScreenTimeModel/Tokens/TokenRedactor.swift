import Synchronization

/// Replaces the text forms of every token the system minted with `<token N>`.
///
/// The simulator's own outputs (traces, failure messages, reports, timelines) never carry token
/// material, whatever the app under test writes: every form of ``TokenTextForms`` (base64 in any
/// alphabet and padding, hex, decimal and percent-encoded bytes) reads as `<token N>`, where N
/// counts the tokens in the order the system minted them.
///
/// Every line of every trace is redacted, so a copy of the redactor costs one reference: its
/// index lives in one immutable object that copies share.
public struct TokenRedactor: Sendable {
  /// The index of the forms.
  private final class Storage: Sendable {
    let finder: TokenFormFinder
    /// Texts this index read lately, with what they became: a long run writes the same lines
    /// day after day, and a new token starts a new index, so nothing here goes stale.
    let recent = Mutex<[String: String]>([:])

    init(_ finder: TokenFormFinder) {
      self.finder = finder
    }
  }

  private static let empty = Storage(TokenFormFinder())
  private var storage = Self.empty
  private var count = 0

  public init() {}

  /// Adds the forms of `token`, the next minted.
  public mutating func add(_ token: OpaqueToken) {
    count += 1
    var finder = storage.finder
    // Let go of the index first, so that one no other redactor shares is changed in place.
    storage = Self.empty
    finder.add(token, number: count)
    storage = Storage(finder)
  }

  /// `text` with every token form replaced by `<token N>`.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public func redact(_ text: String) -> String {
    let finder = storage.finder
    guard count > 0, text.utf8.count >= finder.shortestForm else { return text }
    if let known = storage.recent.withLock({ $0[text] }) { return known }
    let redacted = Self.redact(text, finder)
    storage.recent.withLock { recent in
      if recent.count >= Self.recentCapacity { recent.removeAll(keepingCapacity: true) }
      recent[text] = redacted
    }
    return redacted
  }

  /// How many texts an index remembers before it starts again.
  private static let recentCapacity = 1_024

  private static func redact(_ text: String, _ finder: TokenFormFinder) -> String {
    let matches =
      text.utf8.withContiguousStorageIfAvailable { finder.matches(in: $0) }
      ?? finder.matches(in: Array(text.utf8))
    guard !matches.isEmpty else { return text }
    let bytes = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var position = 0
    for match in matches where match.start >= position {
      output += bytes[position..<match.start]
      output += Array("<token \(match.token)>".utf8)
      position = match.start + match.length
    }
    output += bytes[position...]
    return String(decoding: output, as: UTF8.self)
  }
}
