import Foundation
import InvariantChecking
import ScenarioLanguage
import ScenarioReports
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

struct ReportTests {
  static func result(path: String, title: String, failures: [ScenarioFailure]) -> ScenarioResult {
    ScenarioResult(
      path: path, title: title, tags: [], policy: "recommended", seed: 1, failures: failures,
      simulatedDuration: .milliseconds(90_500), events: 12,
      trace: ["day 1 08:00:00.000  user  opens main app"], digest: "abc")
  }

  static let report = RunReport(
    results: [
      result(path: "Scenarios/a.scenario", title: "passes", failures: []),
      result(
        path: "Scenarios/b.scenario", title: "fails <here> & \"there\"",
        failures: [
          ScenarioFailure(line: 7, message: "expected action close, got defer"),
          ScenarioFailure(
            line: 9, message: "expected invariant 'no-crash' to hold, got a crash",
            invariant: .noCrash),
        ]),
    ], wallSeconds: [0.001, 0.002])

  @Test func theTextReportListsEachScenarioItsFailuresAndTheCounts() {
    #expect(
      Self.report.text() == """
        PASS Scenarios/a.scenario  passes
        FAIL Scenarios/b.scenario  fails <here> & "there"
          Scenarios/b.scenario:7: expected action close, got defer
          Scenarios/b.scenario:9: expected invariant 'no-crash' to hold, got a crash
        1 passed, 1 failed

        """)
  }

  @Test func theTextReportCanAppendTheTracesOfFailingScenarios() {
    let text = Self.report.text(includeTraces: true)
    #expect(
      text.contains("  trace:\n    day 1 08:00:00.000  user  opens main app\n    digest abc\n"))
    #expect(!text.contains("PASS Scenarios/a.scenario  passes\n  trace:"))
  }

  @Test func theJSONReportHasTheDocumentedKeysInOrder() throws {
    let json = Self.report.json()
    #expect(
      json.hasPrefix(
        #"{"scenarios":[{"path":"Scenarios/a.scenario","title":"passes","passed":true,"failures":[],"#
          + #""simulatedSeconds":90.5,"events":12,"digest":"abc"},"#))
    #expect(json.hasSuffix(#""passed":1,"failed":1}"# + "\n"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    #expect(scenarios.count == 2)
    let failures = try #require(scenarios[1]["failures"] as? [[String: Any]])
    #expect(failures.first?["line"] as? Int == 7)
    #expect(scenarios[1]["title"] as? String == "fails <here> & \"there\"")
  }

  @Test func theJUnitReportIsWellFormedWithOneTestCaseAndOneFailureEach() throws {
    let xml = Self.report.junit()
    let parser = XMLParser(data: Data(xml.utf8))
    let collector = ElementCollector()
    parser.delegate = collector
    #expect(parser.parse(), "the JUnit report is not well-formed XML")
    #expect(collector.names.filter { $0 == "testsuite" }.count == 1)
    #expect(collector.names.filter { $0 == "testcase" }.count == 2)
    #expect(collector.names.filter { $0 == "failure" }.count == 2)
    let suite = try #require(collector.attributes.first { $0.name == "testsuite" })
    #expect(suite.values["tests"] == "2")
    #expect(suite.values["failures"] == "1")
    let failure = try #require(collector.attributes.first { $0.name == "failure" })
    #expect(failure.values["message"] == "Scenarios/b.scenario:7: expected action close, got defer")
    let testCase = try #require(collector.attributes.last { $0.name == "testcase" })
    #expect(testCase.values["classname"] == "Scenarios/b.scenario")
    #expect(testCase.values["name"] == "fails <here> & \"there\"")
  }

  @Test func withTracesTheJSONReportGivesEachFailingScenarioItsTrace() throws {
    #expect(!Self.report.json().contains(#""trace""#))
    let json = Self.report.json(includeTraces: true)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    #expect(scenarios[0]["trace"] == nil, "a passing scenario has no trace")
    #expect(scenarios[1]["trace"] as? [String] == ["day 1 08:00:00.000  user  opens main app"])
    #expect(json.contains(#""digest":"abc","trace":["day 1 08:00:00.000  user  opens main app"]}"#))
  }

  @Test func withTracesTheJUnitReportGivesEachFailingCaseItsTraceAsSystemOut() {
    #expect(!Self.report.junit().contains("<system-out>"))
    let xml = Self.report.junit(includeTraces: true)
    #expect(
      xml.contains(
        "<system-out>day 1 08:00:00.000  user  opens main app&#10;digest abc</system-out>"))
    #expect(xml.components(separatedBy: "<system-out>").count == 2, "only the failing case")
  }

  @Test func secondsAreWrittenWithoutTrailingZeros() {
    let report = RunReport(results: [Self.result(path: "p", title: "t", failures: [])])
    #expect(report.json().contains(#""simulatedSeconds":90.5"#))
  }
}

/// Collects the elements an XML parser reports.
private final class ElementCollector: NSObject, XMLParserDelegate {
  var names: [String] = []
  var attributes: [(name: String, values: [String: String])] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes attributeDict: [String: String]
  ) {
    names.append(elementName)
    attributes.append((elementName, attributeDict))
  }
}
