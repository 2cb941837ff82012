/// Replaces the text forms of every token the system minted with `<token N>`.
///
/// The simulator's own outputs (traces, failure messages, reports, timelines) never carry token
/// material, whatever the app under test writes: a token's base64 (also with JSON's escaped
/// slashes) and its bytes in hex digits, of either case, read as `<token N>`, where N counts the
/// tokens in the order the system minted them.
public struct TokenRedactor: Sendable {
  /// Base64 forms, matched as they are.
  private var exact = TokenFormIndex()
  /// Hex forms in lower case, matched in text whose ASCII letters are lowered.
  private var folded = TokenFormIndex()
  private var count = 0

  public init() {}

  /// Adds the forms of `token`, the next minted.
  public mutating func add(_ token: OpaqueToken) {
    count += 1
    let base64 = token.base64
    exact.insert(Array(base64.utf8), for: count)
    if base64.contains("/") {
      exact.insert(Array(base64.replacing("/", with: "\\/").utf8), for: count)
    }
    let digits = Array("0123456789abcdef".utf8)
    folded.insert(token.bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, for: count)
  }

  /// `text` with every token form replaced by `<token N>`.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public func redact(_ text: String) -> String {
    guard count > 0 else { return text }
    let bytes = Array(text.utf8)
    // Hex digits match whatever their case; lowering ASCII letters keeps every byte's place.
    let lowered = bytes.map { (65...90).contains($0) ? $0 | 0x20 : $0 }
    let matches = (exact.matches(in: bytes) + folded.matches(in: lowered)).sorted {
      ($0.start, -$0.length) < ($1.start, -$1.length)
    }
    guard !matches.isEmpty else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var position = 0
    for match in matches where match.start >= position {
      output += bytes[position..<match.start]
      output += Array("<token \(match.owner)>".utf8)
      position = match.start + match.length
    }
    output += bytes[position...]
    return String(decoding: output, as: UTF8.self)
  }
}
