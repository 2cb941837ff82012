import Foundation
import ScreenTimeModel
import Testing

/// Every way app code turns a token's bytes into text is redacted, and only that.
struct TokenTextFormsTests {
  /// A token whose base64 has `+`, `/` and padding, so that every alphabet and escape differs.
  static let token = OpaqueToken(bytes: (0..<64).map { UInt8(98 + $0) })

  static var redactor: TokenRedactor {
    var redactor = TokenRedactor()
    redactor.add(token)
    return redactor
  }

  static func hex(_ separator: String, prefix: String = "", upper: Bool = false) -> String {
    token.bytes.map { prefix + String(format: upper ? "%02X" : "%02x", $0) }.joined(
      separator: separator)
  }

  /// The texts app code writes, with how it wrote them.
  static let leaks: [(String, String)] = {
    let data = Data(token.bytes)
    let base64 = data.base64EncodedString()
    let unpadded = String(base64.prefix { $0 != "=" })
    let urlSafe = unpadded.replacing("+", with: "-").replacing("/", with: "_")
    let json = #"{"data":""# + base64.replacing("/", with: "\\/") + #""}"#
    return [
      ("\"\\(bytes)\"", "\(token.bytes)"),
      ("bytes joined by commas", token.bytes.map(String.init).joined(separator: ",")),
      ("bytes joined by spaces", token.bytes.map(String.init).joined(separator: " ")),
      ("base64", base64),
      ("base64 unpadded", unpadded),
      ("base64 URL-safe", urlSafe),
      ("base64 URL-safe padded", urlSafe + "=="),
      ("JSON with escaped slashes", json),
      (
        "base64 percent-encoded",
        base64.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
      ),
      ("hex", hex("")),
      ("HEX", hex("", upper: true)),
      ("hex with colons", hex(":")),
      ("HEX with dashes", hex("-", upper: true)),
      ("hex with spaces", hex(" ")),
      ("0x-prefixed hex", hex(", ", prefix: "0x")),
      ("bytes percent-encoded", token.bytes.map { String(format: "%%%02X", $0) }.joined()),
      ("bytes URL-encoded", urlEncodedBytes),
    ]
  }()

  /// The token's bytes as URL percent-encoding writes them: unreserved characters as is.
  static var urlEncodedBytes: String {
    token.bytes.map { byte -> String in
      let scalar = UnicodeScalar(byte)
      let unreserved =
        CharacterSet.urlUnreservedCharacters.contains(scalar) && byte < 128
      return unreserved ? String(Character(scalar)) : String(format: "%%%02X", byte)
    }.joined()
  }

  @Test(arguments: leaks)
  func everyEncodingOfTheBytesIsRedacted(how: String, text: String) {
    let line = "saved token=\(text) for profile"
    let redacted = Self.redactor.redact(line)
    #expect(redacted.hasPrefix("saved token="), "\(how): \(redacted)")
    #expect(redacted.hasSuffix(" for profile"), "\(how): \(redacted)")
    #expect(redacted.contains("<token 1>"), "\(how): \(redacted)")
    // What is left of the leak is its wrapping at most: brackets, a JSON key, quotes.
    #expect(
      redacted.utf8.count < "saved token=<token 1> for profile".utf8.count + 12,
      "\(how): \(redacted)")
  }

  @Test func otherTextIsLeftAlone() {
    let other = OpaqueToken(bytes: Array(repeating: 7, count: 64))
    for text in [
      "profile=41309c0d-c612-4505-8136-347153ec90fc", Data(other.bytes).base64EncodedString(),
      "\(other.bytes)", "[12, 255, 3]", "",
    ] {
      #expect(Self.redactor.redact(text) == text)
    }
  }

  @Test func everyFormIsOneOfAKindAndNoneRepeats() {
    let forms = TokenTextForms.forms(of: Self.token)
    #expect(Set(forms.map(\.text)).count == forms.count)
    #expect(
      forms.filter(\.isCaseInsensitive).allSatisfy { form in
        !form.text.contains { (65...90).contains($0) }
      })
  }
}

/// A text is read against the index only when it may carry a form; every form may.
struct TokenFormPrecheckTests {
  static func mayContainForm(_ text: String, shortest: Int = OpaqueToken.byteCount) -> Bool {
    Array(text.utf8).withUnsafeBufferPointer {
      TokenTextForms.mayContainForm($0, shortest: shortest)
    }
  }

  /// Tokens whose forms use every character of both alphabets.
  static let tokens: [[UInt8]] = [
    (0..<64).map { UInt8(98 + $0) }, (0..<64).map { UInt8(255 - $0 * 3) },
    Array(repeating: 0xFB, count: 64), (0..<64).map { UInt8($0 * 37 % 256) },
  ]

  @Test(arguments: tokens)
  func everyFormOfEveryTokenMayBeInATextThatCarriesIt(bytes: [UInt8]) {
    let token = OpaqueToken(bytes: bytes)
    for form in TokenTextForms.forms(of: token) {
      let text = String(decoding: form.text, as: UTF8.self)
      for written in [text, text.uppercased()] {
        #expect(Self.mayContainForm("saved (\(written)) for 'bedtime'"), "\(written)")
      }
    }
  }

  @Test func proseAndIdentifiersShorterThanATokenCarryNoForm() {
    for text in [
      "expected the app to handle 'user disables bedtime', got no implementation of "
        + "ScreenTimeApp.disable(profile:)",
      "monitor  intervalDidStart(profile.41309c0d-c612-4505-8136-347153ec90fc)",
      "[12, 255, 3] day 1 09:30:00.000 <token 3> shields 4 applications, 2 categories",
      "",
    ] {
      #expect(!Self.mayContainForm(text), "\(text)")
    }
    #expect(Self.mayContainForm(String(repeating: "a", count: 64)))
    #expect(!Self.mayContainForm(String(repeating: "a", count: 63)))
    #expect(Self.mayContainForm(String(repeating: "1, ", count: 22)))
  }

  @Test func aTokenAddedAfterTextsWereReadIsRedactedWithItsNumber() {
    var redactor = TokenRedactor()
    let first = OpaqueToken(bytes: (0..<64).map { UInt8(98 + $0) })
    let second = OpaqueToken(bytes: (0..<64).map { UInt8(200 - $0) })
    redactor.add(first)
    #expect(redactor.redact("saved \(first.base64)") == "saved <token 1>")
    let copy = redactor
    redactor.add(second)
    #expect(redactor.redact("saved \(second.base64)") == "saved <token 2>")
    #expect(redactor.redact("saved \(first.base64)") == "saved <token 1>")
    #expect(copy.redact("saved \(second.base64)") == "saved \(second.base64)")
  }
}

extension CharacterSet {
  /// RFC 3986's unreserved characters.
  fileprivate static let urlUnreservedCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

/// The forms, written byte by byte, are exactly those the string operations describe, in order.
struct TokenTextFormsOrderTests {
  /// Every form of `token` by string operations: the definition the byte-wise forms follow.
  struct Form: Equatable {
    var text: [UInt8]
    var kind: TokenTextForms.Kind
    var isCaseInsensitive: Bool
  }

  static func stringForms(of token: OpaqueToken) -> [Form] {
    var forms: [Form] = []
    func add(_ text: String, _ kind: TokenTextForms.Kind, caseInsensitive: Bool = false) {
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
    let hex = token.bytes.map { String(format: "%02x", $0) }
    for separator in ["", ":", "-", " ", ",", ", "] {
      add(hex.joined(separator: separator), .bytes, caseInsensitive: true)
      add(hex.map { "0x" + $0 }.joined(separator: separator), .bytes, caseInsensitive: true)
      if !separator.isEmpty {
        add(token.bytes.map(String.init).joined(separator: separator), .bytes)
      }
    }
    add(hex.map { "%" + $0 }.joined(), .bytes, caseInsensitive: true)
    let unreserved = Set(Array("-._~".utf8))
    add(
      token.bytes.map { byte -> String in
        let isLetterOrDigit =
          (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte)
        guard isLetterOrDigit || unreserved.contains(byte) else {
          return "%" + String(format: "%02x", byte)
        }
        return String(UnicodeScalar((0x41...0x5A).contains(byte) ? byte | 0x20 : byte))
      }.joined(), .bytes, caseInsensitive: true)
    return forms
  }

  @Test(arguments: [
    (0..<64).map { UInt8(98 + $0) }, Array(0...255), [0, 9, 10, 99, 100, 255],
    Array(repeating: 0xFB, count: 31), [0x41, 0x5A, 0x2D, 0x7E, 0x2F, 0x2B],
  ])
  func formsWrittenByteByByteAreTheStringForms(bytes: [UInt8]) {
    let token = OpaqueToken(bytes: bytes)
    let forms = TokenTextForms.forms(of: token).map {
      Form(text: $0.text, kind: $0.kind, isCaseInsensitive: $0.isCaseInsensitive)
    }
    #expect(forms == Self.stringForms(of: token))
  }
}
