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

extension CharacterSet {
  /// RFC 3986's unreserved characters.
  fileprivate static let urlUnreservedCharacters = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
