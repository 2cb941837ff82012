import Foundation
import ScenarioRunner
import ScreenTimeAPI
import Testing

@testable import SimulatedFoundation

/// `UserDefaults(suiteName:)` is the App Group container and `UserDefaults.standard` the
/// process's own container, with the device's rules and the scenario's faults.
struct UserDefaultsTests {
  static let group = "group.com.example.probe"

  @Test func eachValueIsAnAppGroupValueUnderItsKeyAndReadsBackAsItsType() throws {
    let seen = Observations()
    let probe = Probe(
      mainApp: { _ in
        let defaults = UserDefaults(suiteName: Self.group)
        defaults?.set("work", forKey: "name")
        defaults?.set(42, forKey: "count")
        defaults?.set(true, forKey: "enabled")
        defaults?.set(2.5, forKey: "ratio")
        defaults?.set(Date(timeIntervalSince1970: 1_000), forKey: "when")
        defaults?.set(Data("{\"a\":1}".utf8), forKey: "json")
        defaults?.set(["x", "y"], forKey: "list")
        defaults?.set(["b": 2, "a": [true, "t"]] as [String: Any], forKey: "map")
        defaults?.set(URL(string: "https://example.com/a"), forKey: "link")
      },
      monitor: { _ in
        let defaults = UserDefaults(suiteName: Self.group)
        seen.record(
          "read",
          [
            defaults?.string(forKey: "name") ?? "nil", "\(defaults?.integer(forKey: "count") ?? 0)",
            "\(defaults?.bool(forKey: "enabled") ?? false)",
            "\(defaults?.double(forKey: "ratio") ?? 0)",
            "\((defaults?.object(forKey: "when") as? Date)?.timeIntervalSince1970 ?? 0)",
            String(decoding: defaults?.data(forKey: "json") ?? Data(), as: UTF8.self),
            "\(defaults?.stringArray(forKey: "list") ?? [])",
            "\((defaults?.dictionary(forKey: "map")?["b"] as? Int) ?? 0)",
            defaults?.url(forKey: "link")?.absoluteString ?? "nil",
            defaults?.string(forKey: "count") ?? "nil",
            "\(defaults?.integer(forKey: "name") ?? -1)",
            "\(defaults?.data(forKey: "name") == nil)",
            "\(defaults?.object(forKey: "none") == nil)",
            "\((defaults?.object(forKey: "count") as? Int) ?? 0)",
            "\((defaults?.object(forKey: "enabled") as? Bool) ?? false)",
          ].joined(separator: "|"))
        seen.record(
          "keys", (defaults?.dictionaryRepresentation().keys.sorted() ?? []).joined(separator: " "))
      })
    let result = try probe.run(
      """
      scenario "typed values"
      user approves authorization
      user picks work
      app schedules work daily 09:00-10:00
      09:00 wait
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      seen("read") == [
        "work|42|true|2.5|1000.0|{\"a\":1}|[\"x\", \"y\"]|2|https://example.com/a|42|0|true|true|42|true"
      ])
    #expect(
      seen("keys") == ["count enabled json link list map name probe.selection ratio when"])
    let writes = result.lines(of: "app").filter { $0.hasPrefix("writes App Group") }
    #expect(
      writes == [
        "writes App Group probe.selection (207 bytes)", "writes App Group name (34 bytes)",
        "writes App Group count (31 bytes)", "writes App Group enabled (30 bytes)",
        "writes App Group ratio (29 bytes)", "writes App Group when (38 bytes)",
        "writes App Group json (7 bytes)", "writes App Group list (58 bytes)",
        "writes App Group map (96 bytes)", "writes App Group link (48 bytes)",
      ])
  }

  @Test func storedBytesAreTheSameWhateverTheOrderOfADictionary() {
    var forward: [String: Any] = [:]
    var backward: [String: Any] = [:]
    let keys = (0..<50).map { "key\($0)" }
    for key in keys { forward[key] = key.count }
    for key in keys.reversed() { backward[key] = key.count }
    let bytes = DefaultsValue(
      ["nested": forward, "z": 1.5, "a": [Data([1, 2])]] as [String: Any])?
      .storedBytes
    #expect(
      bytes
        == DefaultsValue(["a": [Data([1, 2])], "z": 1.5, "nested": backward] as [String: Any])?
        .storedBytes)
    #expect(
      DefaultsValue(["b": 1, "a": "x", "c": 0.1] as [String: Any])?.storedBytes
        == Array(
          #"{"UserDefaults":{"dictionary":{"a":{"string":"x"},"b":{"integer":1},"c":{"real":0.1}}}}"#
            .utf8))
    #expect(DefaultsValue(Data([0, 255]))?.storedBytes == [0, 255], "data is its own bytes")
    #expect(DefaultsValue(Date.self) == nil, "a type is not a property list")
  }

  @Test func storedBytesReadBackAsTheSameValue() {
    let values: [DefaultsValue] = [
      .string("a\"\\\n\u{1}é"), .integer(Int64.max), .integer(-3), .real(0.1), .real(-.infinity),
      .bool(true), .bool(false), .date(-12.5), .data([]), .data([123, 34]), .url("file:///a"),
      .array([.integer(1), .string("1"), .array([])]),
      .dictionary(["": .bool(false), "k": .dictionary([:])]),
    ]
    for value in values {
      #expect(DefaultsValue(storedBytes: value.storedBytes) == value, "\(value)")
    }
    #expect(
      DefaultsValue(storedBytes: Array(#"{"UserDefaults":"wrong type"}"#.utf8)) == nil,
      "a damaged document reads as nothing")
  }

  @Test func damagedLostAndBloatedCopiesReadAsOnADevice() throws {
    let seen = Observations()
    let probe = Probe(
      mainApp: { step in
        guard step == "work" else { return }
        let defaults = UserDefaults(suiteName: Self.group)
        defaults?.set(
          Data(#"{"count":3,"name":"work","profile":"work"}"#.utf8), forKey: "profile.work")
        defaults?.set(["name": "work", "count": 3] as [String: Any], forKey: "settings.work")
      },
      monitor: { callback in
        let defaults = UserDefaults(suiteName: Self.group)
        seen.record(
          callback,
          [
            defaults?.data(forKey: "profile.work").map { String(decoding: $0, as: UTF8.self) }
              ?? "nil",
            "\(defaults?.dictionary(forKey: "settings.work")?.count ?? -1)",
          ].joined(separator: " | "))
      })
    let result = try probe.run(
      """
      scenario "faults"
      user approves authorization
      user picks work
      app schedules work daily 09:00-10:00
      08:30 appgroup corrupts work wrong-type
      09:00 wait
      09:30 appgroup loses work
      10:00 wait
      10:01 user picks work
      11:00 appgroup bloats work to 3MB
      os limits monitor memory to 2MB
      day 2 09:00 wait
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      seen("intervalDidStart") == [
        #"{"count":"3","name":"work","profile":"work"} | -1"#, "nil | -1",
      ])
    #expect(seen("intervalDidEnd") == ["nil | -1"])
    #expect(result.lines(of: "monitor").contains { $0.hasPrefix("killed: memory") })
  }

  @Test func beforeTheFirstUnlockReadsAreNilAndWritesAreLost() throws {
    let seen = Observations()
    let probe = Probe(mainApp: { step in
      let group = UserDefaults(suiteName: Self.group)
      guard step == "sync" else {
        group?.set("saved", forKey: "state")
        UserDefaults.standard.set("own", forKey: "state")
        return
      }
      seen.record(
        "read",
        [
          group?.string(forKey: "state") ?? "nil", "\(group?.bool(forKey: "state") ?? true)",
          "\(group?.dictionaryRepresentation().count ?? -1)",
          UserDefaults.standard.string(forKey: "state") ?? "nil",
        ].joined(separator: " "))
      group?.set("overwritten", forKey: "state")
      UserDefaults.standard.set("overwritten", forKey: "state")
    })
    let result = try probe.run(
      """
      scenario "before the first unlock"
      user approves authorization
      user picks work
      os reboots
      app syncs
      user unlocks device
      app syncs
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("read") == ["nil false 0 nil", "saved false 2 own"])
    #expect(
      result.lines(of: "app").contains("reads App Group state: unavailable before the first unlock")
    )
    #expect(result.lines(of: "app").contains { $0.hasPrefix("writes App Group state: ") })
  }

  @Test func theConfigurationExtensionCannotWriteTheAppGroup() throws {
    let seen = Observations()
    let probe = Probe(shieldConfiguration: {
      let group = UserDefaults(suiteName: Self.group)
      group?.set(1, forKey: "seen")
      seen.record("seen", "\(group?.object(forKey: "seen") == nil)")
    })
    let result = try probe.run(
      """
      scenario "read only"
      app game com.example.game
      user approves authorization
      user picks work apps game
      user blocks work now
      user opens game
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("seen") == ["true"])
    #expect(result.lines(of: "shield-config").contains("writes App Group seen: not permitted"))
  }

  @Test func standardIsEachProcesssOwnAndTheMainAppsSurvivesARelaunch() throws {
    let seen = Observations()
    let probe = Probe(
      mainApp: { step in
        seen.record("app", "\(UserDefaults.standard.integer(forKey: "count"))")
        UserDefaults.standard.set(
          UserDefaults.standard.integer(forKey: "count") + 1, forKey: "count")
        seen.record(
          "app keys", UserDefaults.standard.dictionaryRepresentation().keys.sorted().joined())
      },
      shieldConfiguration: {
        seen.record("config", "\(UserDefaults.standard.integer(forKey: "count"))")
        UserDefaults.standard.set(
          UserDefaults.standard.integer(forKey: "count") + 10, forKey: "count")
      },
      shieldAction: {
        seen.record("action", "\(UserDefaults.standard.integer(forKey: "count"))")
        UserDefaults.standard.set(
          UserDefaults.standard.integer(forKey: "count") + 100, forKey: "count")
        let named = UserDefaults(suiteName: "settings")
        named?.set("kept", forKey: "count")
        seen.record("named", "\(named?.string(forKey: "count") ?? "nil")")
      })
    let result = try probe.run(
      """
      scenario "own containers"
      app game com.example.game
      user approves authorization
      user picks work apps game
      user blocks work now
      user opens game
      user taps primary
      user opens game
      user taps primary
      os reboots
      user unlocks device
      user picks home apps game
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("app") == ["0", "1"])
    #expect(seen("app keys") == ["count", "count"])
    #expect(seen("config") == ["0", "10"])
    #expect(seen("action") == ["0", "100"])
    #expect(seen("named") == ["kept", "kept"])
  }

  @Test func registeredDefaultsLastAsLongAsTheProcess() throws {
    let seen = Observations()
    let probe = Probe(
      mainApp: { step in
        if step == "first" { UserDefaults.standard.register(defaults: ["limit": 5]) }
        seen.record("app", "\(UserDefaults.standard.integer(forKey: "limit"))")
      },
      shieldAction: {
        seen.record("action", "\(UserDefaults.standard.integer(forKey: "limit"))")
        UserDefaults(suiteName: Self.group)?.register(defaults: ["limit": 7])
        seen.record("action", "\(UserDefaults.standard.integer(forKey: "limit"))")
      })
    let result = try probe.run(
      """
      scenario "registration"
      app game com.example.game
      user approves authorization
      user picks first apps game
      user picks second apps game
      user blocks first now
      user opens game
      user taps primary
      user opens game
      user taps primary
      os reboots
      user unlocks device
      user picks third apps game
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("app") == ["5", "5", "0"])
    #expect(seen("action") == ["0", "7", "0", "7"])
  }

  @Test func aValueThatIsNotAPropertyListCrashesTheProcess() throws {
    struct Rule: Codable {}
    let probe = Probe(mainApp: { _ in
      UserDefaults(suiteName: Self.group)?.set(Rule(), forKey: "rule")
    })
    let result = try probe.run(
      """
      scenario "not a property list"
      user picks work
      expect violation no-crash
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      result.lines(of: "app").contains {
        $0.contains("attempt to insert non-property list object Rule for key rule")
      })
  }

  @Test func removingAMissingKeyWritesNothing() throws {
    let probe = Probe(mainApp: { _ in
      let defaults = UserDefaults(suiteName: Self.group)
      defaults?.removeObject(forKey: "never")
      defaults?.set("x", forKey: "once")
      defaults?.removeObject(forKey: "once")
    })
    let result = try probe.run(
      """
      scenario "removal"
      user picks work
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      result.lines(of: "app").filter { $0.contains("App Group") } == [
        "writes App Group probe.selection (207 bytes)", "writes App Group once (31 bytes)",
        "removes App Group once",
      ])
  }
}
