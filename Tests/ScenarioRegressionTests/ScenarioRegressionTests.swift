import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Synchronization
import XCTest

/// Runs every scenario of the library, as a team would in its own CI.
final class ScenarioRegressionTests: XCTestCase {
  /// Every scenario passes under its own policy; a failing one reports its failure lines.
  func testEveryScenarioPasses() throws {
    for scenario in try ScenarioLibrary.load() {
      let result = ScenarioLibrary.result(of: scenario)
      if !result.passed {
        XCTFail(
          "FAIL \(result.path)  \(result.title)\n"
            + result.failureLines.map { "  \($0)" }.joined(separator: "\n"))
      }
    }
  }

  /// Every scenario prints the same trace twice under a second seed when the scenario does not
  /// pin its own, and passes or fails alike under both seeds.
  ///
  /// Under its own seed each scenario's digest is checked against the golden files in another
  /// process (`AllPoliciesGoldenTests`); scenarios run side by side on every core.
  func testEveryScenarioIsDeterministicUnderAnotherSeed() throws {
    let scenarios = try ScenarioLibrary.load().filter { !$0.isSeedPinned }
    let outcomes = scenarios.map { ScenarioLibrary.result(of: $0).passed }
    let problems = Mutex([String]())
    DispatchQueue.concurrentPerform(iterations: scenarios.count) { index in
      let scenario = scenarios[index]
      let options = RunOptions(seed: scenario.seed &+ 1)
      let first = ScenarioRunner.run(scenario, options: options)
      let again = ScenarioRunner.run(scenario, options: options)
      let passed = outcomes[index]
      var found: [String] = []
      if first.digest != again.digest {
        found.append("\(scenario.path): the digest under seed \(scenario.seed &+ 1) changed")
      }
      if first.trace != again.trace { found.append("\(scenario.path): the trace changed") }
      if first.passed != passed {
        found.append("\(scenario.path): the outcome depends on the seed")
      }
      problems.withLock { $0 += found }
    }
    for problem in problems.withLock({ $0.sorted() }) { XCTFail(problem) }
  }
}
