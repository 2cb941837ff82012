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

  /// The separators hex and decimal byte lists are written with.
  static let separators = ["", ":", "-", " ", ",", ", "]

  /// Every form of `token`, each once.
  ///
  /// - Complexity: O(n) in the token's length, times the number of forms (about thirty).
  public static func forms(of token: OpaqueToken) -> [Form] {
    var forms: [Form] = []
    func add(_ text: String, _ kind: Kind, caseInsensitive: Bool = false) {
      let form = Form(text: Array(text.utf8), kind: kind, isCaseInsensitive: caseInsensitive)
      if !forms.contains(form) { forms.append(form) }
    }
    let standard = token.base64
    let unpadded = String(standard.prefix { $0 != "=" })
    let urlSafe = unpadded.replacing("+", with: "-").replacing("/", with: "_")
    for base64 in [standard, unpadded] {
      add(base64, .base64)
      add(base64.replacing("/", with: "\\/"), .base64)
      for escapes in [["%2B", "%2F", "%3D"], ["%2b", "%2f", "%3d"]] {
        add(
          base64.replacing("+", with: escapes[0]).replacing("/", with: escapes[1])
            .replacing("=", with: escapes[2]), .base64)
      }
    }
    add(urlSafe, .base64)
    add(urlSafe + String(repeating: "=", count: standard.count - unpadded.count), .base64)
    let hex = token.bytes.map(hexPair)
    for separator in separators {
      add(hex.joined(separator: separator), .bytes, caseInsensitive: true)
      add(hex.map { "0x" + $0 }.joined(separator: separator), .bytes, caseInsensitive: true)
      if !separator.isEmpty {
        add(token.bytes.map(String.init).joined(separator: separator), .bytes)
      }
    }
    add(hex.map { "%" + $0 }.joined(), .bytes, caseInsensitive: true)
    add(token.bytes.map(percentEncoded).joined(), .bytes, caseInsensitive: true)
    return forms
  }

  private static func hexPair(_ byte: UInt8) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 15)]])
  }

  /// `byte` as URL percent-encoding writes it: unreserved characters as themselves (lowered, as
  /// the form is matched against a lowered text), every other byte as `%xx`.
  private static func percentEncoded(_ byte: UInt8) -> String {
    let isUnreserved =
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || [0x2D, 0x2E, 0x5F, 0x7E].contains(byte)
    guard isUnreserved else { return "%" + hexPair(byte) }
    return String(UnicodeScalar((0x41...0x5A).contains(byte) ? byte | 0x20 : byte))
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
    guard !kinds.isEmpty, text.count >= shortestForm else { return [] }
    // Hex digits and escapes match whatever their case; lowering ASCII letters keeps every
    // byte's place.
    let lowered = text.map { (65...90).contains($0) ? $0 | 0x20 : $0 }
    return (exact.matches(in: text) + folded.matches(in: lowered)).map {
      Match(token: tokenOfForm[$0.owner], kind: kinds[$0.owner], start: $0.start, length: $0.length)
    }.sorted { ($0.start, -$0.length) < ($1.start, -$1.length) }
  }
}
