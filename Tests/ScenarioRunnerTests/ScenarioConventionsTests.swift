import Foundation
import ScreenTimeHosting
import Testing

/// The identifier a name of the form `<prefix><id>` or `<prefix><id>.<n>` carries, and the
/// default rewriting of a saved copy to declare a schema version.
struct ScenarioConventionsTests {
  @Test(arguments: [
    ("profile.abc", "abc"), ("profile.abc.2", "abc"), ("profile.a-b.c", "a-b.c"),
    ("profile.abc.", "abc"), ("profile.", ""), ("profile.é.2", "é"), ("profile.ab.٣", "ab"),
    ("profile.ab.x1", "ab.x1"), ("profile.a.b.12", "a.b"),
  ])
  func theIdentifierIsTheNameLessItsPrefixAndWeekdayNumber(name: String, identifier: String) {
    #expect(ScenarioConventions.identifier(in: name, prefix: "profile.") == identifier)
  }

  @Test func aNameWithoutThePrefixCarriesNone() {
    #expect(ScenarioConventions.identifier(in: "rule-abc", prefix: "profile.") == nil)
    #expect(ScenarioConventions.identifier(in: "prof", prefix: "profile.") == nil)
  }

  /// A copy declares a version with a top-level `schemaVersion`, written with sorted keys;
  /// what is not a JSON object cannot declare one.
  @Test func aCopyDeclaresItsSchemaVersionAtTheTopLevel() {
    let copy = Array(#"{"name":"work","schemaVersion":1,"tokens":["a"]}"#.utf8)
    let rewritten = ScenarioConventions.settingJSONSchemaVersion(3, copy).map {
      String(decoding: $0, as: UTF8.self)
    }
    #expect(rewritten == #"{"name":"work","schemaVersion":3,"tokens":["a"]}"#)
    #expect(ScenarioConventions.settingJSONSchemaVersion(3, Array("[1,2]".utf8)) == nil)
    #expect(ScenarioConventions.settingJSONSchemaVersion(3, Array("not json".utf8)) == nil)
  }

  /// Remembered rewrites give what rewriting afresh does, whatever came before: many copies
  /// and versions, in and out of the few remembered, asked again and again.
  @Test func everyRewriteIsTheOneWorkedOutAfresh() throws {
    func afresh(_ version: Int, _ bytes: [UInt8]) throws -> [UInt8]? {
      guard
        var object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
      else { return nil }
      object["schemaVersion"] = version
      return [UInt8](try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]))
    }
    var checked = 0
    for round in 0..<3 {
      for index in 0..<150 {
        let copy =
          index % 7 == 0
          ? Array("[\(index)]".utf8) : Array(#"{"profile":"p\#(index % 90)","n":\#(index)}"#.utf8)
        let version = (index + round) % 4
        #expect(
          try ScenarioConventions.settingJSONSchemaVersion(version, copy) == afresh(version, copy),
          "copy \(index), version \(version)")
        checked += 1
      }
    }
    #expect(checked == 450)
  }
}

/// The cache of results behind the remembered rewrites and the reference app's decoded values.
struct RecentResultsTests {
  @Test func theOldestIsReplacedAndAKeyKeepsItsFirstValue() {
    var recent = RecentResults<String, Int>(capacity: 2)
    var inserted: [Bool] = []
    for (value, key) in [(1, "a"), (2, "b"), (20, "b"), (3, "c")] {
      inserted.append(recent.insert(value, for: key))
    }
    #expect(inserted == [true, true, false, true])
    #expect(recent["a"] == nil && recent["b"] == 2 && recent["c"] == 3)
    let insertedD = recent.insert(4, for: "d")
    #expect(insertedD)
    #expect(recent["b"] == nil && recent["c"] == 3 && recent["d"] == 4)
    #expect(recent.count == 2)
  }
}
