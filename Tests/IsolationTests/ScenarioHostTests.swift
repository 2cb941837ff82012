import Foundation
import HaywireApp
import ScenarioTesting
import Synchronization
import Testing
import XCTest

/// `ScenarioTesting` on worker processes of `haywire-stsim`: a case whose app code traps, loops
/// or hogs memory fails at its scenario's lines naming the process and the cause, and the test
/// process goes on with the next case.
struct ScenarioHostTests {
  static let loader = ScenarioLoader(catalog: HaywireApp.catalog)
  static let host = ScenarioHost.program("haywire-stsim")

  static var cases: [ScenarioCase] {
    ScenarioCases.at([ProgramRun.scenarios], loader: loader)
  }

  @Test func everyCaseEndsAsTheCommandLineReportsIt() {
    let cases = Self.cases
    #expect(cases.count == HaywireFolderTests.expected.count)
    for (scenario, expected) in zip(cases, HaywireFolderTests.expected) {
      #expect(scenario.path.hasSuffix("/\(expected.file).scenario"), "\(scenario.path)")
      let outcome = scenario.outcome(host: Self.host)
      guard let failures = expected.failures else {
        #expect(outcome == .passed, "\(scenario.path): \(outcome)")
        continue
      }
      guard case .failed(let problems) = outcome else {
        Issue.record("\(scenario.path): expected a failure, got \(outcome)")
        continue
      }
      #expect(problems.count == failures.count, "\(problems)")
      for (problem, failure) in zip(problems, failures) {
        #expect(":\(problem.line): \(problem.message)".hasPrefix(failure), "\(problem)")
      }
    }
  }

  @Test func checkRecordsACrashAtTheScenariosLine() throws {
    let trap = try #require(Self.cases.first { $0.path.hasSuffix("/trap-in-monitor.scenario") })
    let lines = Mutex<[Int]>([])
    try withKnownIssue {
      try trap.check(host: Self.host)
    } matching: { issue in
      lines.withLock { $0.append(issue.sourceLocation?.line ?? 0) }
      return issue.sourceLocation?.fileName == "trap-in-monitor.scenario"
    }
    #expect(lines.withLock { $0 } == [8, 9])
  }

  @Test func aProgramThatIsNotThereFailsTheCaseWithTheReason() throws {
    let good = try #require(Self.cases.first { $0.path.hasSuffix("/good-block.scenario") })
    let outcome = good.outcome(host: .program("no-such-stsim"))
    guard case .failed(let problems) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    #expect(
      problems.map(\.message) == [
        "expected the program 'no-such-stsim' beside the test bundle to run the scenario in, got "
          + "none; build it first ('swift build --product no-such-stsim')"
      ])
  }
}

/// `assertScenarios(at:host:)` records each crash as an XCTest failure at the scenario's line
/// and goes on with the next file.
///
/// The files that crash at once and a good one: the watchdog's deaths, a second of processor
/// time or a quarter of a gigabyte each, are checked on the same host by
/// ``ScenarioHostTests/everyCaseEndsAsTheCommandLineReportsIt()``, which runs beside the other
/// tests, where XCTest's run one at a time.
final class AssertScenariosOnWorkersTests: XCTestCase {
  static let files = [
    "dispatch-sync-in-app", "fatal-in-action", "good-block", "recurse-in-shield", "trap-in-monitor",
  ]

  private var recorded: [String] = []

  // The scenarios' problems are kept; this test's own assertions still fail it.
  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard issue.compactDescription.contains(".scenario:") else { return super.record(issue) }
      recorded.append(issue.compactDescription)
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard filePath.hasSuffix(".scenario") else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recorded.append(description)
    }
  #endif

  func testEveryBadScenarioIsRecordedAndEveryGoodOnePasses() {
    let problems = assertScenarios(
      at: Self.files.map { "\(ProgramRun.scenarios)/\($0).scenario" },
      host: ScenarioHostTests.host, loader: ScenarioHostTests.loader)
    // `PATH:LINE:COLUMN: MESSAGE`, where the command line writes `PATH:LINE: MESSAGE`.
    let expected = HaywireFolderTests.expected.filter { Self.files.contains($0.file) }.flatMap {
      file, failures in
      (failures ?? []).map { failure in
        let line = failure.dropFirst().prefix { $0 != ":" }
        return "\(file).scenario:\(line):1:"
          + failure.dropFirst(line.count + 2)
      }
    }
    XCTAssertEqual(recorded.count, expected.count, "\(recorded)")
    XCTAssertEqual(problems.count, expected.count)
    for (description, failure) in zip(recorded, expected) {
      XCTAssertTrue(description.contains(failure), "\(description)")
    }
  }
}
