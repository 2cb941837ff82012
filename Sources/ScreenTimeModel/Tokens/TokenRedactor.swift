/// Replaces the text forms of every token the system minted with `<token N>`.
///
/// The simulator's own outputs (traces, failure messages, reports, timelines) never carry token
/// material, whatever the app under test writes: every form of ``TokenTextForms`` (base64 in any
/// alphabet and padding, hex, decimal and percent-encoded bytes) reads as `<token N>`, where N
/// counts the tokens in the order the system minted them.
public struct TokenRedactor: Sendable {
  private var finder = TokenFormFinder()
  private var count = 0

  public init() {}

  /// Adds the forms of `token`, the next minted.
  public mutating func add(_ token: OpaqueToken) {
    count += 1
    finder.add(token, number: count)
  }

  /// `text` with every token form replaced by `<token N>`.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public func redact(_ text: String) -> String {
    guard count > 0, text.utf8.count >= finder.shortestForm else { return text }
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
