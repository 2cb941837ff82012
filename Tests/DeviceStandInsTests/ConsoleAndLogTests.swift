import Foundation
import ScenarioRunner
import ScreenTimeAPI
import Testing

/// `print` writes the run's record, never standard output; `Logger` and `os_log` write the
/// device's log, as diagnostic records with private values redacted.
struct ConsoleAndLogTests {
  @Test func printAndDebugPrintAreLinesOfTheRunsRecord() throws {
    let probe = Probe(mainApp: { _ in
      print("saved", 3, "rules")
      print("a", "b", separator: "-", terminator: "!")
      debugPrint("quoted", 1)
      print("two\nlines \"q\"")
    })
    let result = try probe.run(
      """
      scenario "console"
      user picks work
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(
      result.lines(of: "app").filter { $0.hasPrefix("prints") } == [
        #"prints "saved 3 rules""#, #"prints "a-b!""#, #"prints "\"quoted\" 1""#,
        #"prints "two\nlines \"q\"""#,
      ])
  }

  @Test func loggerAndOSLogWriteTheDevicesLogWithPrivateValuesRedacted() throws {
    enum Failure: Error { case offline }
    let probe = Probe(mainApp: { _ in
      let logger = Logger(subsystem: "com.example.probe", category: "picker")
      let name = "work"
      let count = 3
      logger.info("picked \(count) apps for \(name)")
      logger.notice("picked \(count, privacy: .private) apps for \(name, privacy: .public)")
      logger.error("failed: \(Failure.offline) after \(2.5) s, \(true) \(count, format: .hex)")
      logger.debug(
        "\(name, align: .left(columns: 6), privacy: .public)| \(0.25, format: .fixed(precision: 1))"
      )
      Logger().fault("no subsystem \(name, privacy: .sensitive(mask: .hash))")
      os_log("plain")
      os_log("%{public}@ has %d apps, %@ is private, %.1f%%", type: .error, name, count, name, 99.5)
      os_log(
        .info, log: OSLog(subsystem: "com.example.probe", category: "os"), "kept %{private}d", count
      )
      os_log(.debug, "message \(name, privacy: .public)")
      os_log("never", log: .disabled)
      Logger(OSLog.disabled).info("dropped")
    })
    let result = try probe.run(
      """
      scenario "log"
      user picks work
      expect diagnostic log level=info subsystem=com.example.probe category=picker
      """, diagnosticCodes: ["log"])
    #expect(result.passed, "\(result.failureLines)")
    let records = result.lines(of: "app").filter { $0.hasPrefix("diagnostic log") }.map {
      $0.replacingOccurrences(of: " os=18.5 build=22F76 app=1.0", with: "")
    }
    #expect(
      records == [
        #"diagnostic log level=info subsystem=com.example.probe category=picker message="picked 3 apps for <private>""#,
        #"diagnostic log level=default subsystem=com.example.probe category=picker message="picked <private> apps for work""#,
        #"diagnostic log level=error subsystem=com.example.probe category=picker message="failed: <private> after 2.500000 s, true 3""#,
        #"diagnostic log level=debug subsystem=com.example.probe category=picker message="work  | 0.2""#,
        #"diagnostic log level=fault message="no subsystem <private>""#,
        #"diagnostic log level=default message="plain""#,
        #"diagnostic log level=error message="work has 3 apps, <private> is private, 99.5%""#,
        #"diagnostic log level=info subsystem=com.example.probe category=os message="kept <private>""#,
        #"diagnostic log level=debug message="message work""#,
      ])
  }

  @Test func aTokenLoggedInPublicIsALeakAndOneLoggedPrivatelyIsNot() throws {
    func run(public isPublic: Bool) throws -> [String] {
      let probe = Probe(mainApp: { _ in
        let data = try? AppGroupContainer.shared.data(forKey: Probe.selectionKey)
        let selection = data.flatMap {
          try? JSONDecoder().decode(FamilyActivitySelection.self, from: $0)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(
          decoding: (try? encoder.encode(selection?.applicationTokens.first)) ?? Data(),
          as: UTF8.self)
        let logger = Logger(subsystem: "com.example.probe", category: "tokens")
        if isPublic {
          logger.info("selection \(text, privacy: .public)")
        } else {
          logger.info("selection \(text)")
        }
        print("selection", text)
      })
      let result = try probe.run(
        """
        scenario "tokens in the log"
        app game com.example.game
        user approves authorization
        user picks work apps game
        """)
      return result.failureLines
    }
    let hidden = try run(public: false)
    let shown = try run(public: true)
    #expect(hidden == [])
    #expect(
      shown == [
        "scenario:4: expected invariant 'token-redaction' to hold, got diagnostic log contains a token's JSON"
      ])
  }
}
