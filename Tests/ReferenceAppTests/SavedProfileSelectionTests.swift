import Foundation
import ScreenTimeAPI
import ScreenTimeHosting
import Testing

@testable import ReferenceApp

struct SavedProfileSelectionTests {
  static let valid = #"""
    {"profileID":"p1","schemaVersion":1,"selection":{"applicationTokens":[{"data":"AQID"}],"categoryTokens":[],"webDomainTokens":[],"includeEntireCategory":false}}
    """#

  @Test func aSavedCopyRoundTrips() throws {
    let saved = try SavedProfileSelection.decode(Data(Self.valid.utf8))
    #expect(saved.profileID == "p1")
    #expect(saved.selection.applicationTokens.count == 1)
    #expect(try SavedProfileSelection.decode(saved.encoded()) == saved)
  }

  @Test(arguments: [
    (String(valid.prefix(40)), SelectionLoadFailure.decodeFailed(reason: "dataCorrupted")),
    (#"{"schemaVersion":1,"selection":{}}"#, .decodeFailed(reason: "keyNotFound")),
    (
      #"{"profileID":"p1","schemaVersion":"1","selection":{}}"#,
      .decodeFailed(reason: "typeMismatch")
    ),
    ("not json at all", .decodeFailed(reason: "dataCorrupted")),
    (#"{"profileID":"p1","schemaVersion":2,"selection":{}}"#, .unsupportedSchema(2)),
  ])
  func eachKindOfBadCopyIsItsOwnFailure(text: String, failure: SelectionLoadFailure) {
    #expect(throws: failure) { try SavedProfileSelection.decode(Data(text.utf8)) }
  }

  @Test func failuresMapToTheirOwnErrorCodesAndNeverToExpiry() {
    #expect(SelectionLoadFailure.unreadable(source: "backend").code == "backend.unavailable")
    #expect(SelectionLoadFailure.unreadable(source: "appgroup").code == "appgroup.unavailable")
    #expect(
      SelectionLoadFailure.decodeFailed(reason: "keyNotFound").code == "selection.decode-failed")
    #expect(SelectionLoadFailure.unsupportedSchema(3).code == "selection.schema-unsupported")
  }
}

struct ReferencePolicyTests {
  @Test func aBundleIsNamedAfterItsMistakesInTheirListedOrder() {
    #expect(ReferencePolicy.bundle().name == "recommended")
    #expect(
      ReferencePolicy.bundle(mistakes: [.skipStaleCheck, .deferUnknown]).name
        == "recommended with defer-unknown,skip-stale-check")
  }

  @Test(arguments: [
    ("profile.abc", "abc"), ("profile.abc.2", "abc"), ("profile.a-b-c", "a-b-c"),
    ("profile.x/y+z=", "x/y+z="), ("profile.abc.", "abc"), ("abc.12", "abc"), ("abc", "abc"),
    ("profile.é.2", "é"), ("profile.ab.٣", "ab"), ("profile.ab.x1", "ab.x1"), ("profile.", ""),
  ])
  func theMonitorFindsTheProfileOfAnActivity(name: String, profileID: String) {
    #expect(ReferenceMonitor.profileID(of: DeviceActivityName(name)) == profileID)
  }
}
