import Testing
import _SimulatorTestSupport

@testable import ScenarioLanguage

/// The statement table is consistent: every statement's samples parse, to that statement alone,
/// and `stsim list` shows exactly the table.
struct StatementTableTests {
  static let patterns = StatementTable.all.map { StatementPatternCase(pattern: $0) }

  /// A statement, described by its syntax in test output.
  struct StatementPatternCase: Sendable, CustomTestStringConvertible {
    var pattern: StatementPattern
    var testDescription: String { pattern.syntax }
  }

  @Test(arguments: patterns)
  func everySampleOfAStatementParsesToThatStatementAlone(_ entry: StatementPatternCase) {
    let samples = StatementSamples.samples(entry.pattern)
    #expect(!samples.isEmpty)
    for sample in samples {
      let text = StatementSamples.file(for: entry.pattern, line: sample)
      let file = Fixture.load(text)
      #expect(file.diagnostics.isEmpty, "\(sample)\n\(file.renderedDiagnostics())")
      let matching = StatementSamples.patternsMatchingLastLine(of: text).map(\.syntax)
      #expect(matching == [entry.pattern.syntax], "\(sample)")
    }
  }

  @Test func theVerbListingIsEveryStepStatementInTableOrder() {
    let listed = ListTopic.verbs.listing(vocabulary: .referenceWords).split(separator: "\n").filter
    {
      !$0.isEmpty && !$0.hasPrefix("#")
    }.map(String.init)
    expectLines(
      listed.joined(separator: "\n"),
      equal: StatementTable.steps.map(\.syntax).joined(separator: "\n"))
  }

  @Test func theFaultListingIsTheOsBackendAndAppGroupSteps() {
    let listed = ListTopic.faults.listing(vocabulary: .referenceWords).split(separator: "\n").filter
    {
      !$0.isEmpty && !$0.hasPrefix("#")
    }.map(String.init)
    let faults = StatementTable.steps.map(\.syntax).filter {
      $0.hasPrefix("os ") || $0.hasPrefix("backend ") || $0.hasPrefix("appgroup ")
    }
    #expect(listed == faults)
  }

  @Test func noTwoStatementsShareASyntax() {
    #expect(Set(StatementTable.all.map(\.syntax)).count == StatementTable.all.count)
  }

  @Test func theOptionListingShowsEveryOptionWithItsValuesDefaultAndMeaning() {
    let rows = [
      ("rotation", "keeps-old, invalidates-old", "keeps-old"),
      ("revoked-status", "denied, notDetermined", "denied"),
      ("token-cap", "ignore-set, truncate, accept", "ignore-set"),
      ("store-cap", "ignore-store, accept", "ignore-store"),
      ("callback-latency", "<duration>", "0s"),
      ("config-timeout", "<duration>", "5s"),
      ("action-timeout", "<duration>", "5s"),
      ("monitor-memory", "<size>", "6MB"),
      ("dst-gap", "skip, keep-length", "skip"),
      ("slept-interval", "skip, deliver-late", "skip"),
      ("start-latency", "<duration>", "callback-latency"),
      ("end-latency", "<duration>", "callback-latency"),
      ("threshold-at-end", "drop, fire", "drop"),
      ("early-thresholds", "any-version, from-26.2", "any-version"),
      ("frontmost-shield", "fresh, stale", "fresh"),
      ("idle-stop", "off, <duration>", "off"),
      ("prompt-revocation", "dismisses, keeps", "dismisses"),
      ("data-access-upgrade", "reapproval, prompt", "reapproval"),
      ("passcode-gate", "from-26.4, from-27.0", "from-26.4"),
      ("self-removal", "denied, allowed", "denied"),
      ("associated-domains", "count, ignore", "count"),
      ("interval-length", "elapsed, wall-clock", "elapsed"),
      ("passed-warning", "deliver, skip", "deliver"),
    ]
    let listing = ListTopic.options.listing(vocabulary: .referenceWords)
    #expect(
      listing.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init) == rows.map(\.0)
    )
    for (key, values, defaultValue) in rows {
      #expect(
        listing.contains("\(key)\n  values:  \(values)\n  default: \(defaultValue)\n  meaning: "))
    }
  }
}
