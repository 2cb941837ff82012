import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import XCTest

/// The unknown-token invariants judge a token by what the app was given and still holds, never
/// by the bytes of its storage: a selection kept in any encoding raises no false alarm, and an
/// app's generic shield is whatever its predicate recognises.
final class KnownTokensTests: XCTestCase {
  /// Keeps its selection as a JSON string inside its own JSON document, so the App Group holds
  /// the tokens encoded twice (base64 slashes escaped twice over).
  final class DoubleEncodingApp: ScreenTimeApp {
    struct Document: Codable {
      var version = 1
      /// The selection's JSON, as a string.
      var selection: String
    }

    nonisolated static let key = "document"

    func userDidRequestAuthorization() {
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    func familyActivityPicker(
      didSelect selection: FamilyActivitySelection, forProfile profile: String
    ) {
      let inner = (try? JSONEncoder().encode(selection)).map { String(decoding: $0, as: UTF8.self) }
      let document = Document(selection: inner ?? "")
      try? AppGroupContainer.shared.set(try? JSONEncoder().encode(document), forKey: Self.key)
    }

    func blockNow(profile: String) {
      ManagedSettingsStore(named: .init("blocks")).shield.applications =
        Self.selection()?.applicationTokens
    }

    nonisolated static func selection() -> FamilyActivitySelection? {
      guard let data = try? AppGroupContainer.shared.data(forKey: key),
        let document = try? JSONDecoder().decode(Document.self, from: data)
      else { return nil }
      return try? JSONDecoder().decode(
        FamilyActivitySelection.self, from: Data(document.selection.utf8))
    }
  }

  /// Names the app on every shield: "Blocked: <name>" for a picked app, "<name> is paused" for
  /// a token it does not hold.
  final class NamingShield: ShieldConfigurationDataSource {
    override func configuration(shielding application: Application) -> ShieldConfiguration {
      let name = application.localizedDisplayName ?? "This app"
      let isPicked =
        application.token.map {
          DoubleEncodingApp.selection()?.applicationTokens.contains($0) ?? false
        } ?? false
      return ShieldConfiguration(
        title: .init(text: isPicked ? "Blocked: \(name)" : "\(name) is paused", color: .label))
    }
  }

  static let bundle = AppBundle(
    name: "double-encoding", mainApp: { DoubleEncodingApp() },
    shieldConfiguration: { NamingShield() }, shieldAction: nil, monitor: nil,
    isGenericShield: { configuration, item in
      guard case .application(let application, _) = item else { return false }
      return configuration.title?.text
        == "\(application.localizedDisplayName ?? "This app") is paused"
    })

  func testASelectionStoredTwiceEncodedRaisesNoFalseAlarm() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "double-encoded selection"
        app game com.example.game named "Game"
        app mail com.example.mail named "Mail"
        user approves authorization
        user picks focus apps game, mail
        user blocks focus now
        user opens game
        expect shield title "Blocked: Game"
        user opens mail
        expect shield title "Blocked: Mail"
        """)
    let result = ScenarioRunner.run(scenario, app: Self.bundle)
    XCTAssertEqual(result.failureLines, [])
  }

  func testTheGenericShieldIsWhatThePredicateRecognises() throws {
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "a generic shield that names the app"
        app game com.example.game named "Game"
        user approves authorization
        user picks focus apps game
        user blocks focus now
        os rotates token game
        user opens game
        expect shield generic
        expect shield title "Game is paused"
        """)
    XCTAssertEqual(ScenarioRunner.run(scenario, app: Self.bundle).failureLines, [])
  }

  func testAProfileShieldForAnUnknownTokenIsStillCaught() throws {
    // The same app, but its predicate accepts nothing as generic: the naming shield it shows for
    // the drifted token is then a wrong shield for a token it does not hold.
    var bundle = Self.bundle
    bundle.isGenericShield = { _, _ in false }
    let scenario = try ScenarioLoader().scenario(
      from: """
        scenario "no generic shield"
        app game com.example.game named "Game"
        user approves authorization
        user picks focus apps game
        user blocks focus now
        os rotates token game
        user opens game
        expect violation unknown-token-shield
        """)
    XCTAssertEqual(ScenarioRunner.run(scenario, app: bundle).failureLines, [])
  }
}
