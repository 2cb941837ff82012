import Foundation
import ScenarioRunner
import Testing

/// `Date()`, `Calendar.current`, `TimeZone.current`, `Locale.current` and the formatters read
/// the simulated device inside a simulated process.
struct ClockAndCalendarTests {
  /// 2026-01-05 08:00 UTC, the default start of a scenario, in seconds since 1970.
  static let start: TimeInterval = 1_767_600_000

  @Test func theClockIsTheDevicesClock() throws {
    let seen = Observations()
    let probe = Probe(mainApp: { step in
      seen.record("now", "\(Date().timeIntervalSince1970) \(Date.now.timeIntervalSince1970)")
      let now: Date = .now
      seen.record("implicit", "\(now.timeIntervalSince1970)")
      let past = Date(timeIntervalSince1970: Self.start - 90)
      seen.record("since", "\(past.timeIntervalSinceNow) \(-past.timeIntervalSinceNow)")
      seen.record("later", "\(Date(timeIntervalSinceNow: 30).timeIntervalSince1970)")
      seen.record(
        "far", "\(Date.distantFuture == Date(timeIntervalSinceReferenceDate: 63_113_904_000))")
    })
    let result = try probe.run(
      """
      scenario "the clock"
      user picks first
      +90m user picks second
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      seen("now") == ["\(Self.start) \(Self.start)", "\(Self.start + 5_400) \(Self.start + 5_400)"])
    #expect(seen("implicit") == ["\(Self.start)", "\(Self.start + 5_400)"])
    #expect(seen("since") == ["-90.0 90.0", "-5490.0 5490.0"])
    #expect(seen("later") == ["\(Self.start + 30)", "\(Self.start + 5_430)"])
    #expect(seen("far") == ["true", "true"])
  }

  @Test func theCalendarTimeZoneAndLocaleAreTheDevicesAndFollowAZoneChange() throws {
    let seen = Observations()
    let probe = Probe(mainApp: { _ in
      let calendar = Calendar.current
      seen.record(
        "zones",
        [
          TimeZone.current.identifier, TimeZone.autoupdatingCurrent.identifier,
          calendar.timeZone.identifier, Calendar.autoupdatingCurrent.timeZone.identifier,
          Calendar(identifier: .gregorian).timeZone.identifier,
          Calendar(identifier: .iso8601).timeZone.identifier,
        ].joined(separator: " "))
      seen.record("hour", "\(calendar.component(.hour, from: Date()))")
      seen.record(
        "locale",
        "\(Locale.current.identifier) \(Locale.autoupdatingCurrent.identifier) "
          + "\(calendar.locale?.identifier ?? "none") \(calendar.firstWeekday)")
    })
    let result = try probe.run(
      """
      scenario "the zone"
      timezone Europe/Berlin
      09:00 user picks first
      10:00 user changes timezone Asia/Kolkata
      user picks second
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      seen("zones") == [
        Array(repeating: "Europe/Berlin", count: 6).joined(separator: " "),
        Array(repeating: "Asia/Kolkata", count: 6).joined(separator: " "),
      ])
    // 10:00 in Berlin is 14:30 in Kolkata.
    #expect(seen("hour") == ["9", "14"])
    #expect(seen("locale") == ["en_US en_US en_US 1", "en_US en_US en_US 1"])
  }

  @Test func formattedDatesUseTheDevicesZoneAndLocale() throws {
    let seen = Observations()
    let probe = Probe(mainApp: { _ in
      let formatter = DateFormatter()
      formatter.dateFormat = "EEEE d MMMM HH:mm zzz"
      seen.record("formatter", formatter.string(from: Date()))
      seen.record("zone", formatter.timeZone.identifier + " " + formatter.locale.identifier)
      seen.record("formatted", Date().formatted(date: .omitted, time: .shortened))
      seen.record("dateTime", Date().formatted(.dateTime.hour().minute()))
      seen.record("default", Date().formatted())
    })
    let result = try probe.run(
      """
      scenario "formatting"
      timezone America/New_York
      start 2026-03-02 21:05
      user picks first
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("formatter") == ["Monday 2 March 21:05 EST"])
    #expect(seen("zone") == ["America/New_York en_US"])
    #expect(seen("formatted") == ["9:05\u{202F}PM"])
    #expect(seen("dateTime") == ["9:05\u{202F}PM"])
    #expect(seen("default") == ["3/2/2026, 9:05\u{202F}PM"])
  }
}

/// Code of the app on a thread of its own is not run by the simulation: there the stand-ins are
/// Foundation's, as `Docs/your-app.md` says.
struct OtherThreadTests {
  @Test func aThreadOfAppCodeSeesTheHost() throws {
    let seen = Observations()
    let probe = Probe(mainApp: { _ in
      seen.record("process", "\(SimulatedEnvironment.isActive) \(Date().timeIntervalSince1970)")
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        seen.record("thread", "\(SimulatedEnvironment.isActive)")
        seen.record("host clock", "\(abs(Date().timeIntervalSince1970 - Double(time(nil))) < 60)")
        done.signal()
      }
      thread.start()
      done.wait()
    })
    let result = try probe.run(
      """
      scenario "a thread"
      user picks work
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("process") == ["true \(ClockAndCalendarTests.start)"])
    #expect(seen("thread") == ["false"])
    #expect(seen("host clock") == ["true"])
  }
}

/// `UUID()`, `Int.random(in:)`, `randomElement()`, `shuffled()` and
/// `SystemRandomNumberGenerator` draw from the scenario's seed.
struct RandomnessTests {
  static let scenario = """
    scenario "random values"
    user picks first
    user picks second
    """

  static func draws(seed: UInt64?) throws -> [String] {
    let seen = Observations()
    let probe = Probe(mainApp: { _ in
      let uuid = UUID()
      seen.record("draw", uuid.uuidString)
      seen.record("version", "\(uuid.uuid.6 >> 4) \(uuid.uuid.8 >> 6)")
      var generator = SystemRandomNumberGenerator()
      var cards = Array(1...10)
      cards.shuffle()
      seen.record(
        "draw",
        [
          "\(Int.random(in: 0..<1_000_000))", "\(UInt8.random(in: 0...255))",
          "\(Double.random(in: 0..<1))", "\(Bool.random())",
          "\((1...100).randomElement() ?? 0)", "\((0..<100).randomElement() ?? 0)",
          "\(["a", "b", "c", "d"].randomElement() ?? "")",
          "\(Array(1...10).shuffled())", "\(cards)", "\(generator.next())",
          "\(Int.random(in: 0..<1_000_000, using: &generator))",
        ].joined(separator: " "))
    })
    let result = try probe.run(scenario, seed: seed)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("version") == ["4 2", "4 2"])
    return seen("draw")
  }

  @Test func everyDrawIsTheSameInEveryRunOfASeedAndDiffersWithTheSeed() throws {
    let first = try Self.draws(seed: nil)
    #expect(first.count == 4)
    #expect(Set(first).count == 4, "each draw is new")
    #expect(try Self.draws(seed: nil) == first)
    #expect(try Self.draws(seed: 1) == first, "seed 1 is the default")
    let other = try Self.draws(seed: 2)
    #expect(other.count == 4)
    #expect(Set(other).isDisjoint(with: first))
  }
}
