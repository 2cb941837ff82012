import Foundation
import ScreenTimeAPI
import ScreenTimeHosting
import SimulationEngine
import Testing

@testable import ReferenceApp

/// The reference app's memory of encoded values: what it hands back are the bytes `JSONEncoder`
/// writes for the value asked about, whatever was encoded before it.
struct EncodedValuesTests {
  /// `value` as a fresh `JSONEncoder` writes it, configured as the app's saved values are.
  static func expected<T: Encodable>(_ value: T) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .millisecondsSince1970
    return try encoder.encode(value)
  }

  /// Random values, drawn from a few choices each so that equal values come up often.
  struct Values {
    var generator: Xoshiro256StarStar
    /// Texts that are equal to another by `==` but not in their bytes, with characters JSON
    /// escapes and one that is not ASCII.
    let texts = [
      "K", "\u{212A}", "caf\u{E9}", "cafe\u{301}", "a/b", "say \"hi\"", "x\\y", "t\tn\n", "",
    ]
    var tokens: [Data] = (0..<4).map {
      Data((0..<($0 * 11 + 1)).map { UInt8(truncatingIfNeeded: $0 * 37) })
    }

    init(seed: UInt64) { generator = Xoshiro256StarStar(seed: seed) }

    mutating func below(_ bound: Int) -> Int { Int(generator.next(below: UInt64(bound))) }
    mutating func text() -> String { texts[below(texts.count)] }
    mutating func flag() -> Bool { below(2) == 0 }

    mutating func selection() throws -> FamilyActivitySelection {
      func tokenList() -> String {
        (0..<below(3)).map { _ in
          #"{"data":"\#(tokens[below(tokens.count)].base64EncodedString())"}"#
        }.joined(separator: ",")
      }
      let json = """
        {"applicationTokens":[\(tokenList())],"categoryTokens":[\(tokenList())],\
        "webDomainTokens":[\(tokenList())],"includeEntireCategory":\(flag())}
        """
      return try JSONDecoder().decode(FamilyActivitySelection.self, from: Data(json.utf8))
    }

    mutating func components() -> DateComponents {
      var components = DateComponents(hour: below(3), minute: below(2) * 15)
      if flag() { components.second = below(2) }
      switch below(8) {
      case 0: components.timeZone = TimeZone(identifier: "UTC")
      case 1: components.calendar = Calendar(identifier: .gregorian)
      default: break
      }
      return components
    }

    mutating func plan() throws -> StoredPlan {
      var plan = StoredPlan(MonitoringPlan(schedules: []))
      for _ in 0..<below(3) {
        plan.schedules.append(
          StoredPlan.Schedule(
            DeviceActivitySchedule(
              intervalStart: components(), intervalEnd: components(), repeats: flag(),
              warningTime: flag() ? components() : nil)))
      }
      if flag() {
        plan.limit = components()
        plan.limitItems = flag() ? try selection() : nil
        plan.limitIncludesPastActivity = flag() ? flag() : nil
      }
      if flag() {
        plan.events = try (0..<below(3)).map { _ in
          StoredPlan.Event(
            name: text(), threshold: components(), items: flag() ? try selection() : nil,
            includesPastActivity: flag())
        }
      }
      return plan
    }

    mutating func record() throws -> ProfileRecord {
      var record = ProfileRecord(name: text(), profileID: text())
      record.revision = below(3)
      record.state =
        [.none, .ready, .needsReselection(reason: text()), .disabled, .deleted][
          below(5)]
      record.selection = flag() ? try selection() : nil
      let dates =
        [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.0)]
        + [1_767_600_000_000, 1_767_614_880_123].map { Date(timeIntervalSince1970: $0 / 1000) }
      record.lastPickAt = flag() ? dates[below(dates.count)] : nil
      record.plan = flag() ? try plan() : nil
      record.isMonitoring = flag()
      record.isBlockedByHand = flag()
      record.needsUpload = flag()
      record.isAllowList = flag()
      record.reselectionReason = flag() ? text() : nil
      return record
    }
  }

  @Test func everyValueIsWrittenAsJSONEncoderWritesIt() throws {
    var values = Values(seed: 26)
    for _ in 0..<2_000 {
      let record = try values.record()
      #expect(ReferenceJSON.encode(record) == (try Self.expected(record)))
      let summary = ProfileSummary(record)
      #expect(ReferenceJSON.encode(summary) == (try Self.expected(summary)))
      let saved = SavedProfileSelection(
        profileID: record.profileID, selection: record.selection ?? FamilyActivitySelection())
      #expect(ReferenceJSON.encode(saved) == (try Self.expected(saved)))
      var memory = AppStorage.AuthorizationMemory()
      memory.lastObserved = values.text()
      memory.isRevoked = values.flag()
      #expect(ReferenceJSON.encode(memory) == (try Self.expected(memory)))
    }
  }

  @Test func valuesEqualButSpeltDifferentlyKeepTheirOwnBytes() throws {
    let plain = ProfileRecord(name: "K", profileID: "caf\u{E9}")
    let kelvin = ProfileRecord(name: "\u{212A}", profileID: "cafe\u{301}")
    #expect(plain == kelvin, "synthesized equality compares by canonical equivalence")
    for record in [plain, kelvin, plain, kelvin] {
      #expect(ReferenceJSON.encode(record) == (try Self.expected(record)))
    }
    #expect(ReferenceJSON.encode(plain) != ReferenceJSON.encode(kelvin))
  }

  @Test func holdsAtMostItsCapacityOfEachTypeAndReplacesTheOldestFirst() {
    var values = EncodedValues(capacity: 2)
    let records = (0..<3).map { ProfileRecord(name: "p\($0)", profileID: "id") }
    for (number, record) in records.enumerated() { values.insert(record, Data([UInt8(number)])) }
    values.insert(ProfileSummary(records[0]), Data([9]))
    #expect(values.data(for: records[0]) == nil)
    #expect(values.data(for: records[1]) == Data([1]))
    #expect(values.data(for: records[2]) == Data([2]))
    #expect(values.data(for: ProfileSummary(records[0])) == Data([9]))
    #expect(values.data(for: ProfileSummary(records[1])) == nil)
  }
}
