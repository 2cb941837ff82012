import Foundation
import Testing

@testable import ScreenTimeModel

struct StorageTests {
  let a = OpaqueToken(bytes: [1])
  let b = OpaqueToken(bytes: [2])

  @Test func readingAStoreBackReturnsWhatWasWritten() {
    var daemon = ManagedSettingsDaemon()
    let settings = ShieldSettingsState(applications: [a], applicationCategories: .all(except: [b]))
    _ = daemon.write(settings, to: "one", subject: "work")
    #expect(daemon.store(named: "one")?.settings == settings)
    #expect(daemon.names == ["one"])
  }

  @Test func aStoreRemembersTheSubjectsThatWroteIt() {
    var daemon = ManagedSettingsDaemon()
    _ = daemon.write(ShieldSettingsState(applications: [a]), to: "shared", subject: "work")
    _ = daemon.write(ShieldSettingsState(applications: [b]), to: "shared", subject: nil)
    let before = daemon.write(ShieldSettingsState(), to: "shared", subject: "home")
    #expect(before == ShieldSettingsState(applications: [b]))
    #expect(daemon.store(named: "shared")?.writers == ["work", "home"])
  }

  @Test func deletingAStoreKeepsTheRanksOfTheOthers() {
    var daemon = ManagedSettingsDaemon()
    daemon.touch("first")
    daemon.touch("second")
    daemon.touch("third")
    #expect(daemon.delete("second")?.settings == ShieldSettingsState())
    #expect(daemon.delete("missing") == nil)
    #expect(daemon.names == ["first", "third"])
    #expect(daemon.rank(of: "third") == 1)
  }

  private struct Saved: Decodable {
    var schemaVersion: Int
    var profileID: String
  }

  private func decodingError(_ bytes: [UInt8]) -> String {
    do {
      _ = try JSONDecoder().decode(Saved.self, from: Data(bytes))
      return "none"
    } catch let error as DecodingError {
      switch error {
      case .dataCorrupted: return "dataCorrupted"
      case .keyNotFound: return "keyNotFound"
      case .typeMismatch: return "typeMismatch"
      case .valueNotFound: return "valueNotFound"
      @unknown default: return "unknown"
      }
    } catch {
      return "other"
    }
  }

  @Test(arguments: [
    (BlobDamage.truncated, "dataCorrupted"), (.wrongType, "typeMismatch"),
    (.missingField, "keyNotFound"), (.garbage, "dataCorrupted"),
  ])
  func eachDamageGivesItsDecodingFailure(damage: BlobDamage, expected: String) {
    let blob = Array(#"{"profileID":"1234","schemaVersion":1,"selection":{}}"#.utf8)
    #expect(decodingError(blob) == "none")
    let damaged = damage.apply(to: blob, randomBytes: [0xFF, 0xFE, 0x00, 0x80])
    #expect(decodingError(damaged) == expected)
  }

  @Test func aDamagedValueIsMarkedUntilWrittenAgain() {
    var store = BlobStore()
    store.write([1], at: "profile.a")
    store.damage("profile.a", to: [9])
    #expect(store.entry(at: "profile.a") == BlobStore.Entry(bytes: [9], isDamaged: true))
    store.write([3], at: "profile.a")
    #expect(store.entry(at: "profile.a")?.isDamaged == false)
    store.remove("profile.a")
    #expect(store.keys.isEmpty)
  }
}
