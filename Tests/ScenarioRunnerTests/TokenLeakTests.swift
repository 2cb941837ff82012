import Foundation
import InvariantChecking
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import Testing

/// An app that logs its tokens, in whatever encoding, breaks `token-redaction`, and no output of
/// the run carries the bytes.
@MainActor
struct TokenLeakTests {
  /// How the app writes its picked token into a diagnostic.
  enum Encoding: String, CaseIterable, Sendable {
    case interpolated
    case decimals
    case urlSafeBase64
    case colonHex

    /// The text of `token` in this encoding, as app code writes it.
    func text(of token: ApplicationToken) -> String {
      let json = (try? JSONEncoder().encode(token)) ?? Data()
      let object = (try? JSONSerialization.jsonObject(with: json)) as? [String: String]
      let bytes = Data(base64Encoded: object?["data"] ?? "") ?? Data()
      switch self {
      case .interpolated: return "\(token)"
      case .decimals: return "\(Array(bytes))"
      case .urlSafeBase64:
        return bytes.base64EncodedString().replacing("+", with: "-").replacing("/", with: "_")
          .replacing("=", with: "")
      case .colonHex: return bytes.map { String(format: "%02X", $0) }.joined(separator: ":")
      }
    }
  }

  final class LoggingApp: ScreenTimeApp {
    let encoding: Encoding

    nonisolated init(encoding: Encoding) {
      self.encoding = encoding
    }

    func userDidRequestAuthorization() {
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    func familyActivityPicker(
      didSelect selection: FamilyActivitySelection, forProfile profile: String
    ) {
      for token in selection.applicationTokens {
        AppDiagnostics.record("picked", ["token": encoding.text(of: token)])
      }
    }
  }

  static let text = """
    scenario "logs its token"
    app social com.example.social
    user approves authorization
    user picks focus apps social
    """

  @Test(arguments: Encoding.allCases)
  func everyEncodingOfATokenInALogIsCaughtAndRedacted(_ encoding: Encoding) throws {
    let app = AppBundle(
      name: "logging", mainApp: { LoggingApp(encoding: encoding) }, shieldConfiguration: nil,
      shieldAction: nil, monitor: nil, genericShield: ShieldConfiguration())
    let scenario = try ScenarioLoader().scenario(from: Self.text)
    let result = ScenarioRunner.run(scenario, app: app)
    let leaks = result.failures.filter { $0.invariant == .tokenRedaction }
    if encoding == .interpolated {
      #expect(leaks.isEmpty, "a token's description carries no bytes")
      #expect(result.trace.contains { $0.contains("token=Token<Application>(64 bytes)") })
    } else {
      #expect(leaks.count == 1, "\(result.failureLines)")
      let logged = try #require(result.trace.first { $0.contains("diagnostic picked") })
      // Nothing of the token is left but the brackets of an array's description.
      #expect(
        logged.contains("token=<token 1> os=") || logged.contains("token=[<token 1>] os="),
        "\(logged)")
    }
  }
}
