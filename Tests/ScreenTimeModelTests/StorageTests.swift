import Foundation
import ScreenTimeModel
import Testing

struct StorageTests {
  let a = OpaqueToken(bytes: [1])
  let b = OpaqueToken(bytes: [2])

  @Test func readingAStoreBackReturnsWhatWasWritten() {
    var registry = StoreRegistry()
    let settings = ShieldSettingsState(applications: [a], applicationCategories: .all(except: [b]))
    _ = registry.write(settings, to: "one", by: "work")
    #expect(registry.store(named: "one")?.settings == settings)
    #expect(registry.names == ["one"])
  }

  @Test func removingAnotherProfilesEntryIsReportedWithItsWriter() {
    var registry = StoreRegistry()
    _ = registry.write(ShieldSettingsState(applications: [a]), to: "shared", by: "work")
    _ = registry.write(ShieldSettingsState(applications: [a, b]), to: "shared", by: "home")
    let removed = registry.write(ShieldSettingsState(), to: "shared", by: "home")
    #expect(removed.map(\.writer) == ["work"])
    #expect(removed.map(\.setting) == [.applications])
  }

  @Test func removingOnesOwnEntryIsNotReported() {
    var registry = StoreRegistry()
    _ = registry.write(ShieldSettingsState(applications: [a]), to: "own", by: "work")
    #expect(registry.write(ShieldSettingsState(), to: "own", by: "work").isEmpty)
  }

  @Test func theStoreOfAProfileIsTheLastOneItWroteTo() {
    var registry = StoreRegistry()
    _ = registry.write(ShieldSettingsState(applications: [a]), to: "first", by: "work")
    _ = registry.write(ShieldSettingsState(applications: [b]), to: "second", by: "work")
    #expect(registry.store(writtenBy: "work")?.name == "second")
    #expect(registry.store(writtenBy: "home") == nil)
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

  @Test func aBlobStoreFindsAProfilesCopiesByOwner() {
    var store = BlobStore()
    store.write([1], at: "profile.a", owner: "work")
    store.write([2], at: "profile.b", owner: "home")
    #expect(store.keys(ownedBy: "work") == ["profile.a"])
    store.damage("profile.a", to: [9])
    #expect(store.entry(at: "profile.a")?.isDamaged == true)
    store.write([3], at: "profile.a", owner: nil)
    #expect(store.entry(at: "profile.a")?.isDamaged == false)
    #expect(store.entry(at: "profile.a")?.owner == "work")
  }

  @Test func aKeyCreatedForNoProfileBelongsToNone() {
    var store = BlobStore()
    store.write([0], at: "profiles.index", owner: nil)
    store.write([1], at: "profiles.index", owner: "work")
    #expect(store.keys(ownedBy: "work").isEmpty)
  }

  @Test func aKeyTwoProfilesWriteDifferentBytesToIsShared() {
    var store = BlobStore()
    store.write([1], at: "summary", owner: "work")
    store.write([1, 2], at: "summary", owner: "home")
    #expect(store.keys(ownedBy: "work").isEmpty)
    #expect(store.keys(ownedBy: "home").isEmpty)
  }

  @Test func rewritingTheSameBytesForAnotherProfileKeepsTheOwner() {
    var store = BlobStore()
    store.write([1], at: "profile.a", owner: "work")
    store.write([1], at: "profile.a", owner: "home")
    #expect(store.keys(ownedBy: "work") == ["profile.a"])
  }

  @Test func aRemovedKeyIsRememberedAndKeepsItsOwnerWhenWrittenAgain() {
    var store = BlobStore()
    store.write([1], at: "profile.a", owner: "work")
    store.remove("profile.a")
    #expect(store.keys(ownedBy: "work").isEmpty)
    store.write([1], at: "profile.a", owner: nil)
    #expect(store.keys(ownedBy: "work") == ["profile.a"])
  }
}
