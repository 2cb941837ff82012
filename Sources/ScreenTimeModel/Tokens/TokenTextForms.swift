import Synchronization

/// Every way a line of text can carry a token's bytes: the one list the redactor replaces and the
/// `token-redaction` check looks for.
///
/// A token leaks into a log line however the app turned it into text: `"\(data)"` of its bytes
/// (`[12, 255, 3]`), its base64 in the standard or URL-safe alphabet with or without padding
/// (inside JSON, with escaped slashes), its hex digits in either case and with any common
/// separator or `0x` prefixes, or its bytes percent-encoded. Forms are byte strings; the
/// case-insensitive ones (hex, percent-encoding) are given in lower case and matched against a
/// lowered text.
public enum TokenTextForms {
  /// What a form shows of the token, as a leak is reported.
  public enum Kind: Sendable, Equatable {
    /// Base64 of its bytes, in any alphabet and padding.
    case base64
    /// Its bytes as numbers or escapes: hex, decimal or percent-encoded.
    case bytes
  }

  /// One form of a token.
  public struct Form: Sendable, Equatable {
    public var text: [UInt8]
    public var kind: Kind
    /// Whether the form is lower case and matched against a lowered text.
    public var isCaseInsensitive: Bool
  }

  /// Whether `text` (UTF-8 bytes) may carry a form of a token of `shortest` bytes or more.
  ///
  /// Every form is at least as long as its token's bytes and is written with the characters of
  /// one of two alphabets: base64, hex, decimal and percent-encoding joined without spaces
  /// (letters, digits, `+/=-_\%:,.~`), or hex and decimal lists joined by a space or `", "`
  /// (hex digits, `x`, the space and the comma). A text with no run that long of either
  /// alphabet carries no form, and is told so in one pass without an index.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func mayContainForm(_ text: UnsafeBufferPointer<UInt8>, shortest: Int) -> Bool {
    guard text.count >= shortest else { return false }
    return alphabets.withUnsafeBufferPointer { alphabets in
      var joined = 0
      var spaced = 0
      for byte in text {
        let classes = alphabets[Int(byte)]
        joined = classes & 1 == 0 ? 0 : joined &+ 1
        spaced = classes & 2 == 0 ? 0 : spaced &+ 1
        if joined >= shortest || spaced >= shortest { return true }
      }
      return false
    }
  }

  /// For each byte, whether it belongs to the alphabet of forms written without spaces (1) and
  /// to that of lists written with them (2).
  private static let alphabets: [UInt8] = (0...255).map { value -> UInt8 in
    let byte = UInt8(value)
    let isDigit = (0x30...0x39).contains(byte)
    let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    let isHexLetter = (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    let joined = isDigit || isLetter || Array(#"+/=-_\%:,.~"#.utf8).contains(byte)
    let spaced =
      isDigit || isHexLetter || byte == UInt8(ascii: "x") || byte == UInt8(ascii: "X")
      || byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",")
    return (joined ? 1 : 0) | (spaced ? 2 : 0)
  }

  /// The separators hex and decimal byte lists are written with.
  static let separators = ["", ":", "-", " ", ",", ", "]

  /// Every form of `token`, each once.
  ///
  /// Forms are written byte by byte: every token the system mints has its forms worked out, so
  /// that its minting costs little next to the run.
  ///
  /// - Complexity: O(n) in the token's length, times the number of forms (about thirty), the
  ///   first time a token's forms are asked for since the memory of them last started again.
  public static func forms(of token: OpaqueToken) -> [Form] {
    // The redactor and the `token-redaction` check each index every minted token, and a token's
    // bytes follow from its item and the seed, so the runs of a folder of scenarios mint the
    // same tokens over and over: the forms worked out lately are handed out as they are.
    if let known = known.withLock({ $0[token] }) { return known }
    let forms = writtenForms(of: token)
    known.withLock { known in
      if known.count >= knownCapacity { known.removeAll(keepingCapacity: true) }
      known[token] = forms
    }
    return forms
  }

  /// The forms of the tokens worked out lately, by token.
  private static let known = Mutex<[OpaqueToken: [Form]]>([:])

  /// How many tokens' forms ``known`` holds before it starts again: about 6 KB a token.
  private static let knownCapacity = 256

  /// Every form of `token`, each once, written out.
  private static func writtenForms(of token: OpaqueToken) -> [Form] {
    var forms: [Form] = []
    forms.reserveCapacity(32)
    func add(_ text: [UInt8], _ kind: Kind, caseInsensitive: Bool = false) {
      let form = Form(text: text, kind: kind, isCaseInsensitive: caseInsensitive)
      if !forms.contains(form) { forms.append(form) }
    }
    let standard = Array(token.base64.utf8)
    let unpadded = Array(standard.prefix { $0 != UInt8(ascii: "=") })
    let urlSafe = replacing(unpadded, plus: [UInt8(ascii: "-")], slash: [UInt8(ascii: "_")])
    for base64 in [standard, unpadded] {
      add(base64, .base64)
      add(replacing(base64, slash: Array(#"\/"#.utf8)), .base64)
      for escapes in [["%2B", "%2F", "%3D"], ["%2b", "%2f", "%3d"]] {
        add(
          replacing(
            base64, plus: Array(escapes[0].utf8), slash: Array(escapes[1].utf8),
            equals: Array(escapes[2].utf8)), .base64)
      }
    }
    add(urlSafe, .base64)
    add(
      urlSafe + repeatElement(UInt8(ascii: "="), count: standard.count - unpadded.count),
      .base64)
    let bytes = token.bytes
    for separator in separators.map({ Array($0.utf8) }) {
      add(list(bytes, separator: separator, appendHex), .bytes, caseInsensitive: true)
      add(list(bytes, separator: separator, appendPrefixedHex), .bytes, caseInsensitive: true)
      if !separator.isEmpty {
        add(list(bytes, separator: separator, appendDecimal), .bytes)
      }
    }
    add(list(bytes, separator: [], appendEscapedHex), .bytes, caseInsensitive: true)
    add(list(bytes, separator: [], appendPercentEncoded), .bytes, caseInsensitive: true)
    return forms
  }

  /// `text` with each `+`, `/` and `=` written as the replacement given for it, if any.
  private static func replacing(
    _ text: [UInt8], plus: [UInt8]? = nil, slash: [UInt8]? = nil, equals: [UInt8]? = nil
  ) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(text.count + 16)
    for byte in text {
      switch byte {
      case UInt8(ascii: "+") where plus != nil: result += plus ?? []
      case UInt8(ascii: "/") where slash != nil: result += slash ?? []
      case UInt8(ascii: "=") where equals != nil: result += equals ?? []
      default: result.append(byte)
      }
    }
    return result
  }

  /// Each of `bytes` written by `write`, with `separator` between two.
  private static func list(
    _ bytes: [UInt8], separator: [UInt8], _ write: (UInt8, inout [UInt8]) -> Void
  ) -> [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * (4 + separator.count))
    for (index, byte) in bytes.enumerated() {
      if index > 0 { text += separator }
      write(byte, &text)
    }
    return text
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Two lower-case hex digits.
  private static func appendHex(_ byte: UInt8, to text: inout [UInt8]) {
    text.append(hexDigits[Int(byte >> 4)])
    text.append(hexDigits[Int(byte & 15)])
  }

  private static func appendPrefixedHex(_ byte: UInt8, to text: inout [UInt8]) {
    text.append(UInt8(ascii: "0"))
    text.append(UInt8(ascii: "x"))
    appendHex(byte, to: &text)
  }

  private static func appendEscapedHex(_ byte: UInt8, to text: inout [UInt8]) {
    text.append(UInt8(ascii: "%"))
    appendHex(byte, to: &text)
  }

  /// The decimal digits of `byte`, without leading zeros.
  private static func appendDecimal(_ byte: UInt8, to text: inout [UInt8]) {
    if byte >= 100 { text.append(UInt8(ascii: "0") + byte / 100) }
    if byte >= 10 { text.append(UInt8(ascii: "0") + byte / 10 % 10) }
    text.append(UInt8(ascii: "0") + byte % 10)
  }

  /// `byte` as URL percent-encoding writes it: unreserved characters as themselves (lowered, as
  /// the form is matched against a lowered text), every other byte as `%xx`.
  private static func appendPercentEncoded(_ byte: UInt8, to text: inout [UInt8]) {
    let isUpper = (0x41...0x5A).contains(byte)
    let isUnreserved =
      (0x30...0x39).contains(byte) || isUpper || (0x61...0x7A).contains(byte)
      || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
    guard isUnreserved else { return appendEscapedHex(byte, to: &text) }
    text.append(isUpper ? byte | 0x20 : byte)
  }
}

/// The text forms of the tokens minted so far, found in a text in one pass.
///
/// Holds every form of ``TokenTextForms`` in two prefix indexes, one matched as is and one
/// matched against the lowered text, so that finding token material in a text costs two passes
/// over it however many tokens the run has minted.
public struct TokenFormFinder: Sendable {
  private var exact = TokenFormIndex()
  private var folded = TokenFormIndex()
  /// The kind of each added form, by the owner number the indexes report.
  private var kinds: [TokenTextForms.Kind] = []
  /// The token each form belongs to, by the same number.
  private var tokenOfForm: [Int] = []
  /// The fewest bytes of any form: a shorter text carries none.
  public private(set) var shortestForm = Int.max

  public init() {}

  /// Whether no token was added.
  public var isEmpty: Bool { kinds.isEmpty }

  /// Adds every form of `token`, which the matches then name by `number`.
  public mutating func add(_ token: OpaqueToken, number: Int) {
    for form in TokenTextForms.forms(of: token) {
      let owner = kinds.count
      kinds.append(form.kind)
      tokenOfForm.append(number)
      shortestForm = min(shortestForm, form.text.count)
      if form.isCaseInsensitive {
        folded.insert(form.text, for: owner)
      } else {
        exact.insert(form.text, for: owner)
      }
    }
  }

  /// A form found in a text.
  public struct Match: Sendable, Equatable {
    /// The number the token was added with.
    public var token: Int
    public var kind: TokenTextForms.Kind
    public var start: Int
    public var length: Int
  }

  /// Every form found in `text` (UTF-8 bytes), by where it starts, the longest first.
  ///
  /// - Complexity: O(n) in the length of `text`, plus a full comparison per prefix found.
  public func matches(in text: [UInt8]) -> [Match] {
    text.withUnsafeBufferPointer { matches(in: $0) }
  }

  /// Every form found in the UTF-8 bytes of `text`, by where it starts, the longest first.
  public func matches(in text: UnsafeBufferPointer<UInt8>) -> [Match] {
    guard !kinds.isEmpty, text.count >= shortestForm else { return [] }
    // Hex digits and escapes match whatever their case; lowering ASCII letters keeps every
    // byte's place.
    let found = exact.matches(in: text) + folded.matches(in: text, foldingCase: true)
    guard !found.isEmpty else { return [] }
    return found.map {
      Match(token: tokenOfForm[$0.owner], kind: kinds[$0.owner], start: $0.start, length: $0.length)
    }.sorted { ($0.start, -$0.length) < ($1.start, -$1.length) }
  }
}
