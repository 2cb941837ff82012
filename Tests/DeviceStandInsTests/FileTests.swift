import Foundation
import ScenarioRunner
import Testing

/// `FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:)` and the file
/// calls real apps make under it act on the App Group container; `urls(for:in:)` and
/// `NSTemporaryDirectory()` on the process's own container.
struct FileTests {
  static let group = "group.com.example.probe"

  @Test func filesInTheGroupContainerAreAppGroupValues() throws {
    let seen = Observations()
    let probe = Probe(
      mainApp: { _ in
        do {
          let manager = FileManager.default
          guard
            let container = manager.containerURL(forSecurityApplicationGroupIdentifier: Self.group)
          else { return seen.record("app", "no container") }
          seen.record("app", container.path)
          let folder = container.appendingPathComponent("Rules", isDirectory: true)
          try manager.createDirectory(at: folder, withIntermediateDirectories: true)
          try Data(#"{"rules":[]}"#.utf8).write(to: folder.appendingPathComponent("rules.json"))
          try "hello".write(
            to: folder.appendingPathComponent("note.txt"), atomically: true, encoding: .utf8)
          _ = manager.createFile(atPath: container.path + "/flag", contents: Data([1]))
          var isFolder: ObjCBool = false
          seen.record(
            "app",
            [
              "\(manager.fileExists(atPath: folder.path, isDirectory: &isFolder)) \(isFolder.boolValue)",
              "\(manager.fileExists(atPath: folder.path + "/rules.json"))",
              "\(manager.fileExists(atPath: folder.path + "/missing.json"))",
              try manager.contentsOfDirectory(atPath: container.path).joined(separator: ","),
              try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .map(\.lastPathComponent).joined(separator: ","),
              try String(contentsOf: folder.appendingPathComponent("note.txt"), encoding: .utf8),
            ].joined(separator: " | "))
          try manager.removeItem(at: folder.appendingPathComponent("note.txt"))
          seen.record("app", "\(manager.fileExists(atPath: folder.path + "/note.txt"))")
          let copy = container.path + "/copy.txt"
          try "moved".write(toFile: container.path + "/a.txt", atomically: false, encoding: .utf8)
          try manager.moveItem(atPath: container.path + "/a.txt", toPath: container.path + "/b.txt")
          try manager.copyItem(atPath: container.path + "/b.txt", toPath: copy)
          seen.record(
            "app",
            [
              try String(contentsOfFile: copy, encoding: .utf8),
              "\(manager.contents(atPath: container.path + "/flag") ?? Data())",
              "\(manager.fileExists(atPath: container.path + "/a.txt"))",
            ].joined(separator: " | "))
          try manager.removeItem(at: folder)
          seen.record(
            "app", try manager.contentsOfDirectory(atPath: container.path).joined(separator: ","))
        } catch {
          seen.record("app", "error \(error)")
        }
      },
      monitor: { _ in
        let container = FileManager.default.containerURL(
          forSecurityApplicationGroupIdentifier: Self.group)
        let rules = container.map { $0.appendingPathComponent("b.txt") }
        seen.record(
          "monitor",
          rules.flatMap { try? String(decoding: Data(contentsOf: $0), as: UTF8.self) } ?? "nil")
        seen.record(
          "monitor",
          "\(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "other") == nil)"
        )
        let own = FileManager()
        seen.record(
          "monitor",
          "\(own.fileExists(atPath: container?.appendingPathComponent("b.txt").path ?? "/"))")
      })
    let result = try probe.run(
      """
      scenario "files"
      user approves authorization
      user picks work
      app schedules work daily 09:00-10:00
      09:00 wait
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      seen("app") == [
        "/private/var/mobile/Containers/Shared/AppGroup/group.com.example.probe",
        "true true | true | false | Library,Rules,flag | note.txt,rules.json | hello", "false",
        "moved | 1 bytes | false", "Library,b.txt,copy.txt,flag",
      ])
    #expect(seen("monitor") == ["moved", "true", "true"])
    #expect(
      result.lines(of: "app").filter { $0.contains("App Group /") } == [
        "writes App Group /Rules/rules.json (12 bytes)",
        "writes App Group /Rules/note.txt (5 bytes)",
        "writes App Group /flag (1 bytes)", "removes App Group /Rules/note.txt",
        "writes App Group /a.txt (5 bytes)", "writes App Group /b.txt (5 bytes)",
        "removes App Group /a.txt", "writes App Group /copy.txt (5 bytes)",
        "removes App Group /Rules/rules.json",
      ])
  }

  @Test func unreadableFilesAndRefusedWritesThrowFoundationsErrors() throws {
    let seen = Observations()
    @Sendable func attempt(_ name: String, _ body: () throws -> Void) {
      do {
        try body()
        seen.record(name, "ok")
      } catch let error as CocoaError {
        seen.record(name, "\(error.code.rawValue)")
      } catch {
        seen.record(name, "\(error)")
      }
    }
    let probe = Probe(
      mainApp: { step in
        let file = FileManager.default.containerURL(
          forSecurityApplicationGroupIdentifier: Self.group)?.appendingPathComponent("state.json")
        guard step != "sync" else {
          attempt("locked read") { _ = try Data(contentsOf: file ?? URL(fileURLWithPath: "/")) }
          attempt("locked write") { try Data([3]).write(to: file ?? URL(fileURLWithPath: "/")) }
          return
        }
        attempt("sandbox") {
          _ = try Data(
            contentsOf: URL(
              fileURLWithPath: "/private/var/mobile/Containers/Data/PluginKitPlugin/monitor/x"))
        }
        attempt("write") { try Data([1]).write(to: file ?? URL(fileURLWithPath: "/")) }
        attempt("overwrite") {
          try Data([2]).write(to: file ?? URL(fileURLWithPath: "/"), options: .withoutOverwriting)
        }
        attempt("missing") {
          _ = try Data(contentsOf: (file ?? URL(fileURLWithPath: "/")).appendingPathExtension("x"))
        }
      },
      shieldConfiguration: {
        let file = FileManager.default.containerURL(
          forSecurityApplicationGroupIdentifier: Self.group)?.appendingPathComponent("state.json")
        attempt("config write") { try Data([4]).write(to: file ?? URL(fileURLWithPath: "/")) }
        attempt("config read") { _ = try Data(contentsOf: file ?? URL(fileURLWithPath: "/")) }
      })
    let result = try probe.run(
      """
      scenario "errors"
      app game com.example.game
      user approves authorization
      user picks work apps game
      user blocks work now
      user opens game
      os reboots
      app syncs
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("write") == ["ok"])
    #expect(seen("overwrite") == ["\(CocoaError.fileWriteFileExists.rawValue)"])
    #expect(seen("missing") == ["\(CocoaError.fileReadNoSuchFile.rawValue)"])
    #expect(seen("config write") == ["\(CocoaError.fileWriteNoPermission.rawValue)"])
    #expect(seen("config read") == ["ok"])
    #expect(seen("locked read") == ["\(CocoaError.fileReadNoPermission.rawValue)"])
    #expect(seen("locked write") == ["\(CocoaError.fileWriteNoPermission.rawValue)"])
    #expect(seen("sandbox") == ["\(CocoaError.fileReadNoPermission.rawValue)"])
  }

  @Test func eachProcessHasItsOwnDocumentsAndTemporaryFolder() throws {
    let seen = Observations()
    @Sendable func visit(_ name: String) {
      let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
      let file = documents.appendingPathComponent("visits.txt")
      let visits = ((try? String(contentsOf: file, encoding: .utf8)) ?? "") + name
      try? visits.write(to: file, atomically: true, encoding: .utf8)
      seen.record(name, visits)
      seen.record("folders", documents.path + " " + NSTemporaryDirectory())
    }
    let probe = Probe(mainApp: { _ in visit("a") }, shieldAction: { visit("s") })
    let result = try probe.run(
      """
      scenario "own folders"
      app game com.example.game
      user approves authorization
      user picks work apps game
      user blocks work now
      user opens game
      user taps primary
      user picks home apps game
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("a") == ["a", "aa"])
    #expect(seen("s") == ["s"])
    #expect(
      seen("folders") == [
        "/private/var/mobile/Containers/Data/Application/app/Documents "
          + "/private/var/mobile/Containers/Data/Application/app/tmp/",
        "/private/var/mobile/Containers/Data/PluginKitPlugin/shield-action/Documents "
          + "/private/var/mobile/Containers/Data/PluginKitPlugin/shield-action/tmp/",
        "/private/var/mobile/Containers/Data/Application/app/Documents "
          + "/private/var/mobile/Containers/Data/Application/app/tmp/",
      ])
  }
}
