/// Byte strings indexed by their first eight bytes, found in a text in one pass.
///
/// Used to find the forms a token can take in text (its base64, its hex digits, its raw bytes)
/// without comparing a text against every token: a text is read once, eight bytes at a time,
/// and only the forms whose eight-byte prefix appears are compared in full. A bit per hashed
/// prefix answers most positions without a dictionary lookup.
public struct TokenFormIndex: Sendable {
  private static let width = 8
  private var forms: [[UInt8]] = []
  private var owners: [Int] = []
  private var byPrefix: [UInt64: [Int]] = [:]
  /// One bit per value of ``slot(_:)``, set for the prefixes in `byPrefix`.
  private var prefixBits = [UInt64](repeating: 0, count: 1 << (Self.slotBits - 6))
  private static let slotBits = 16
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
      let key = Self.key(form[0..<Self.width])
      byPrefix[key, default: []].append(position)
      let slot = Self.slot(key)
      prefixBits[slot >> 6] |= 1 << UInt64(slot & 63)
    }
  }

  /// Whether nothing was added.
  public var isEmpty: Bool { forms.isEmpty }

  /// Every occurrence of an added form in `text`, in order of where it starts.
  ///
  /// With `foldingCase`, `text` is read with its ASCII letters lowered, as lower-case forms are
  /// matched whatever the case of the text.
  ///
  /// - Complexity: O(n) in the length of `text`, plus a full comparison per prefix found.
  public func matches(in text: [UInt8], foldingCase: Bool = false) -> [Match] {
    text.withUnsafeBufferPointer { matches(in: $0, foldingCase: foldingCase) }
  }

  /// Every occurrence of an added form in the bytes of `text`, in order of where it starts.
  public func matches(in text: UnsafeBufferPointer<UInt8>, foldingCase: Bool = false) -> [Match] {
    func byte(_ index: Int) -> UInt8 {
      let value = text[index]
      return foldingCase && value &- 65 < 26 ? value | 0x20 : value
    }
    // An index loop, not `enumerated()`: this runs at every position of every trace line, and
    // unoptimized builds (tests) do not specialize the generic iterator.
    func holds(_ form: [UInt8], at start: Int) -> Bool {
      guard start + form.count <= text.count else { return false }
      var offset = 0
      while offset < form.count {
        if byte(start + offset) != form[offset] { return false }
        offset += 1
      }
      return true
    }
    var found: [Match] = []
    for position in short {
      let form = forms[position]
      var start = 0
      while start + form.count <= text.count {
        if holds(form, at: start) {
          found.append(Match(owner: owners[position], start: start, length: form.count))
        }
        start += 1
      }
    }
    if text.count >= Self.width, !byPrefix.isEmpty {
      var key: UInt64 = 0
      for index in 0..<Self.width { key = key << 8 | UInt64(byte(index)) }
      var start = 0
      while true {
        let slot = Self.slot(key)
        if prefixBits[slot >> 6] & (1 << UInt64(slot & 63)) != 0, let candidates = byPrefix[key] {
          for position in candidates where holds(forms[position], at: start) {
            found.append(
              Match(owner: owners[position], start: start, length: forms[position].count))
          }
        }
        let next = start + Self.width
        guard next < text.count else { break }
        key = key << 8 | UInt64(byte(next))
        start += 1
      }
    }
    return short.isEmpty ? found : found.sorted { ($0.start, -$0.length) < ($1.start, -$1.length) }
  }

  /// A prefix's bit: the top bits of a multiplicative hash.
  private static func slot(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
  }

  private static func key(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.reduce(0) { $0 << 8 | UInt64($1) }
  }
}
