import Synchronization

/// Replaces the text forms of every token the system minted with `<token N>`.
///
/// The simulator's own outputs (traces, failure messages, reports, timelines) never carry token
/// material, whatever the app under test writes: every form of ``TokenTextForms`` (base64 in any
/// alphabet and padding, hex, decimal and percent-encoded bytes) reads as `<token N>`, where N
/// counts the tokens in the order the system minted them.
///
/// Every line of every trace is redacted, so a copy of the redactor costs one reference: its
/// tokens and index live in one object that copies share, whose index only ever grows to
/// follow its fixed list of tokens.
public struct TokenRedactor: Sendable {
  /// The tokens minted so far and the index of their forms, built when a text is first read
  /// after a token was added: a run that redacts nothing (a search that renders no trace)
  /// never works out a form.
  private final class Storage: Sendable {
    let tokens: [OpaqueToken]
    /// The fewest bytes of any of ``tokens``: no form is shorter.
    let shortestToken: Int
    /// The index, with how many of ``tokens`` it holds.
    let index: Mutex<(finder: TokenFormFinder, count: Int)>
    /// Texts this index read lately, with what they became: a long run writes the same lines
    /// day after day, and a new token starts a new index, so nothing here goes stale.
    let recent = Mutex<[String: String]>([:])

    init(
      tokens: [OpaqueToken], shortestToken: Int, index: (finder: TokenFormFinder, count: Int)
    ) {
      self.tokens = tokens
      self.shortestToken = shortestToken
      self.index = Mutex(index)
    }

    /// The index of every token, built up to date.
    var finder: TokenFormFinder {
      index.withLock { index in
        while index.count < tokens.count {
          index.finder.add(tokens[index.count], number: index.count + 1)
          index.count += 1
        }
        return index.finder
      }
    }
  }

  private static let empty = Storage(
    tokens: [], shortestToken: .max, index: (TokenFormFinder(), 0))
  private var storage = Self.empty

  public init() {}

  /// Adds the forms of `token`, the next minted.
  public mutating func add(_ token: OpaqueToken) {
    let index = storage.index.withLock { $0 }
    storage = Storage(
      tokens: storage.tokens + [token],
      shortestToken: min(storage.shortestToken, token.bytes.count), index: index)
  }

  /// `text` with every token form replaced by `<token N>`.
  ///
  /// A text with no run of characters long enough to be a form is returned as it is, without
  /// reading the index.
  ///
  /// - Complexity: O(n) in the length of `text`, plus, the first time after tokens were added
  ///   that a text may carry a form, the forms of those tokens.
  public func redact(_ text: String) -> String {
    let shortest = storage.shortestToken
    var text = text
    let mayCarry = text.withUTF8 { TokenTextForms.mayContainForm($0, shortest: shortest) }
    guard mayCarry else { return text }
    if let known = storage.recent.withLock({ $0[text] }) { return known }
    let finder = storage.finder
    guard text.utf8.count >= finder.shortestForm else { return text }
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
