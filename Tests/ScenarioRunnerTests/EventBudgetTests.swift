import ReferenceCatalog
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import Testing

@testable import ScenarioLanguage

/// A run that never settles stops when it has processed its event budget, and says when in the
/// scenario's own day and clock.
struct EventBudgetTests {
  /// A main app whose blocking starts a task that wakes every second, forever.
  final class LoopingApp: ScreenTimeApp {
    func blockNow(profile: String) {
      Task {
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(1)) }
      }
    }
  }

  static let app = AppBundle(
    name: "looping", mainApp: { LoopingApp() }, shieldConfiguration: nil, shieldAction: nil,
    monitor: nil, genericShield: ShieldConfiguration())

  static let scenario = """
    scenario "a task that wakes every second for ten years"
    timezone Europe/Berlin
    user blocks loop now
    day 3660 12:00 wait
    expect authorization approved
    """

  @Test(arguments: [5_000, 20_000])
  func aRunawayRunStopsAtItsBudgetWithTheScenariosTime(budget: Int) throws {
    let scenario = try ScenarioLoader().scenario(from: Self.scenario)
    let result = ScenarioRunner.run(
      scenario, app: Self.app, options: RunOptions(eventBudget: budget))
    #expect(result.events == budget)
    // One wake a second from 08:00:00: the event past the budget is due `budget + 1` seconds on.
    let due = 8 * 3_600 + budget + 1
    let clock =
      [due / 3_600, due / 60 % 60, due % 60].map { $0 < 10 ? "0\($0)" : "\($0)" }
      .joined(separator: ":") + ".000"
    #expect(
      result.failureLines == [
        "scenario:4: expected the run to settle, got event budget of \(budget) events exhausted "
          + "at day 1 \(clock)"
      ])
    #expect(
      result.trace.contains {
        $0.hasSuffix("the step at line 4 failed: \(result.failures[0].message)")
      })
    #expect(
      !result.trace.contains { $0.contains("expect ") },
      "the steps after the budget ran out are not run")
  }
}
