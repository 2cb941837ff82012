/// Byte strings indexed by their first eight bytes, found in a text in one pass.
///
/// Used to find the forms a token can take in text (its base64, its hex digits, its raw bytes)
/// without comparing a text against every token: a text is read once, eight bytes at a time,
/// and only the forms whose eight-byte prefix appears are compared in full.
public struct TokenFormIndex: Sendable {
  private static let width = 8
  private var forms: [[UInt8]] = []
  private var owners: [Int] = []
  private var byPrefix: [UInt64: [Int]] = [:]
  /// Forms shorter than the prefix, compared in full.
  private var short: [Int] = []

  public init() {}

  /// A match: which owner's form, where it starts and how long it is.
  public struct Match: Sendable, Equatable {
    public var owner: Int
    public var start: Int
    public var length: Int
  }

  /// Adds `form` on behalf of `owner` (a number the caller chooses).
  public mutating func insert(_ form: [UInt8], for owner: Int) {
    guard !form.isEmpty else { return }
    let position = forms.count
    forms.append(form)
    owners.append(owner)
    if form.count < Self.width {
      short.append(position)
    } else {
      byPrefix[Self.key(form[0..<Self.width]), default: []].append(position)
    }
  }

  /// Whether nothing was added.
  public var isEmpty: Bool { forms.isEmpty }

  /// Every occurrence of an added form in `text`, in order of where it starts.
  ///
  /// - Complexity: O(n) in the length of `text`, plus a full comparison per prefix found.
  public func matches(in text: [UInt8]) -> [Match] {
    var found: [Match] = []
    for position in short {
      let form = forms[position]
      var start = 0
      while start + form.count <= text.count {
        if text[start..<(start + form.count)].elementsEqual(form) {
          found.append(Match(owner: owners[position], start: start, length: form.count))
        }
        start += 1
      }
    }
    if text.count >= Self.width, !byPrefix.isEmpty {
      var key = Self.key(text[0..<Self.width])
      var start = 0
      while true {
        if let candidates = byPrefix[key] {
          for position in candidates {
            let form = forms[position]
            guard start + form.count <= text.count,
              text[start..<(start + form.count)].elementsEqual(form)
            else { continue }
            found.append(Match(owner: owners[position], start: start, length: form.count))
          }
        }
        let next = start + Self.width
        guard next < text.count else { break }
        key = key << 8 | UInt64(text[next])
        start += 1
      }
    }
    return short.isEmpty ? found : found.sorted { ($0.start, -$0.length) < ($1.start, -$1.length) }
  }

  private static func key(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.reduce(0) { $0 << 8 | UInt64($1) }
  }
}
