import Foundation
import Testing

/// Outside a simulated process every stand-in is Foundation's: this test module is compiled
/// with them, and none of its code runs in a simulation.
struct OutsideARunTests {
  @Test func theClockCalendarAndIdentifiersAreTheHosts() {
    let before = Foundation.Date(timeIntervalSince1970: TimeInterval(time(nil)))
    let now = Date()
    #expect(now >= before.addingTimeInterval(-1) && now <= before.addingTimeInterval(60))
    #expect(abs(Date.now.timeIntervalSince(now)) < 60)
    #expect(abs(Date(timeIntervalSinceNow: 10).timeIntervalSince(now) - 10) < 60)
    #expect(UUID() != UUID())
    #expect(Calendar.current == Foundation.Calendar.current)
    #expect(TimeZone.current == Foundation.TimeZone.current)
    #expect(Locale.current == Foundation.Locale.current)
    #expect(Calendar(identifier: .gregorian).timeZone == Foundation.TimeZone.current)
    #expect(DateFormatter().timeZone == Foundation.TimeZone.current)
    #expect(Set((0..<20).map { _ in Int.random(in: 0..<1_000_000) }).count > 1)
  }

  @Test func printToAStreamIsTheStandardLibrarys() {
    var text = ""
    print("a", 1, to: &text)
    debugPrint("b", to: &text)
    #expect(text == "a 1\n\"b\"\n")
  }

  @Test func defaultsAreFoundationsOfTheSameSuite() throws {
    let suite = "com.example.stand-ins.\(Foundation.UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { Foundation.UserDefaults.standard.removePersistentDomain(forName: suite) }
    defaults.set(42, forKey: "count")
    defaults.set("work", forKey: "name")
    #expect(Foundation.UserDefaults(suiteName: suite)?.integer(forKey: "count") == 42)
    #expect(defaults.string(forKey: "name") == "work")
    defaults.removeObject(forKey: "name")
    #expect(defaults.object(forKey: "name") == nil)
  }

  @Test func filesAreTheHostsAndThereIsNoGroupContainer() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stand-ins-\(Foundation.UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? Foundation.FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("a.json")
    try Data([1, 2]).write(to: file)
    #expect(Foundation.FileManager.default.contents(atPath: file.path) == Data([1, 2]))
    #expect(try Data(contentsOf: file) == Data([1, 2]))
    var isFolder: ObjCBool = false
    #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder))
    #expect(isFolder.boolValue)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.json"])
    #expect(NSTemporaryDirectory() == Foundation.NSTemporaryDirectory())
    #if !canImport(Darwin)
      #expect(
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.x") == nil)
    #endif
  }
}
