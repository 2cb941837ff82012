import Foundation
import ScreenTimeAPI
import Testing

struct SelectionCodingTests {
  @Test func aTokenEncodesAsABase64DataObject() throws {
    let token = try JSONDecoder().decode(
      ApplicationToken.self, from: Data(#"{"data":"AQID"}"#.utf8))
    let encoded = String(decoding: try JSONEncoder().encode(token), as: UTF8.self)
    #expect(encoded == #"{"data":"AQID"}"#)
  }

  @Test func decodingAcceptsBytesThatNoSystemEverHandedOut() throws {
    let a = try JSONDecoder().decode(WebDomainToken.self, from: Data(#"{"data":"AQID"}"#.utf8))
    let b = try JSONDecoder().decode(WebDomainToken.self, from: Data(#"{"data":"AQID"}"#.utf8))
    let c = try JSONDecoder().decode(WebDomainToken.self, from: Data(#"{"data":"AQIE"}"#.utf8))
    #expect(a == b)
    #expect(a != c)
  }

  @Test func aTokenThatIsNotBase64FailsToDecode() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ApplicationToken.self, from: Data(#"{"data":"%%%"}"#.utf8))
    }
  }

  @Test func aSelectionEncodesInTheObservedShape() throws {
    let json = #"""
      {"applicationTokens":[{"data":"AQID"}],"categoryTokens":[],"webDomainTokens":[{"data":"BAUG"}],\#
      "untokenizedApplicationIdentifiers":[],"untokenizedCategoryIdentifiers":[],\#
      "untokenizedWebDomainIdentifiers":[],"includeEntireCategory":true}
      """#
    let selection = try JSONDecoder().decode(FamilyActivitySelection.self, from: Data(json.utf8))
    #expect(selection.applicationTokens.count == 1)
    #expect(selection.webDomainTokens.count == 1)
    #expect(selection.includeEntireCategory)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let object = try #require(
      try JSONSerialization.jsonObject(with: encoder.encode(selection)) as? [String: Any])
    #expect(
      object.keys.sorted() == [
        "applicationTokens", "categoryTokens", "includeEntireCategory",
        "untokenizedApplicationIdentifiers",
        "untokenizedCategoryIdentifiers", "untokenizedWebDomainIdentifiers", "webDomainTokens",
      ])
  }

  @Test func aSelectionRoundTripsAndEncodesTheSameBytesEveryTime() throws {
    let tokens = try (1...5).map { index in
      try JSONDecoder().decode(
        ApplicationToken.self,
        from: Data(#"{"data":"\#(Data([UInt8(index)]).base64EncodedString())"}"#.utf8))
    }
    var selection = FamilyActivitySelection()
    selection.applicationTokens = Set(tokens)
    // Token order is fixed; key order is the encoder's, so fix it too.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let first = try encoder.encode(selection)
    let second = try encoder.encode(selection)
    #expect(first == second)
    #expect(try JSONDecoder().decode(FamilyActivitySelection.self, from: first) == selection)
  }

  @Test func wrappersCarryTokensButNoNames() throws {
    let token = try JSONDecoder().decode(
      ApplicationToken.self, from: Data(#"{"data":"AQID"}"#.utf8))
    var selection = FamilyActivitySelection()
    selection.applicationTokens = [token]
    let application = try #require(selection.applications.first)
    #expect(application.token == token)
    #expect(application.localizedDisplayName == nil)
    #expect(application.bundleIdentifier == nil)
    #expect(Application(bundleIdentifier: "com.example").token == nil)
  }

  @Test func shieldConfigurationsCompareByContent() {
    let a = ShieldConfiguration(title: .init(text: "Restricted", color: .label))
    let b = ShieldConfiguration(title: .init(text: "Restricted", color: .label))
    let c = ShieldConfiguration(title: .init(text: "Restricted", color: .systemRed))
    #expect(a == b)
    #expect(a != c)
  }
}

/// A token's text forms carry no bytes, as Apple's do not.
struct TokenDescriptionTests {
  static func decoded<T>(_ bytes: [UInt8], as _: Token<T>.Type) throws -> Token<T> {
    let json = #"{"data":""# + Data(bytes).base64EncodedString() + #""}"#
    return try JSONDecoder().decode(Token<T>.self, from: Data(json.utf8))
  }

  @Test func interpolatingPrintingAndDumpingATokenShowNoBytes() throws {
    let bytes = (0..<64).map { UInt8($0 + 100) }
    let token = try Self.decoded(bytes, as: ApplicationToken.self)
    #expect("\(token)" == "Token<Application>(64 bytes)")
    #expect(String(reflecting: token) == "Token<Application>(64 bytes)")
    var dumped = ""
    dump(token, to: &dumped)
    #expect(!dumped.contains("100"), "\(dumped)")
    #expect(!dumped.contains(Data(bytes).base64EncodedString()))
    #expect("\(try Self.decoded(bytes, as: WebDomainToken.self))" == "Token<WebDomain>(64 bytes)")
  }
}
