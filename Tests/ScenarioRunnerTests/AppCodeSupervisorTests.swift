import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import Testing

/// A supervisor sees every run of app code, numbered the same way on every play of a scenario,
/// and a run it ends as it begins behaves as a dead process does on a device: the system's
/// default shield, a lost callback, no answer to a tap, a main app that launches again.
struct AppCodeSupervisorTests {
  /// Records the runs it sees and ends those it is told to, then stops after `stopAfter` ends.
  final class Recorder: ScenarioSupervisor {
    var runs: [AppCodeRun] = []
    var ended: Set<Int>
    var stopAfterEnding = false
    private(set) var stopReason: String?

    init(ending: Set<Int> = []) {
      ended = ending
    }

    func runWillBegin(_ run: AppCodeRun) -> String? {
      runs.append(run)
      guard ended.contains(run.number) else { return nil }
      if stopAfterEnding { stopReason = "expected the run to go on, got it stopped for the test" }
      return "ended for the test"
    }

    func runDidEnd(_ run: AppCodeRun) {}
  }

  static let text = """
    scenario "every kind of run of app code"
    app game com.example.game named "Game"
    user approves authorization
    user picks work apps game
    app schedules work daily 09:00-10:00
    09:30 user opens game
    expect shielded game
    expect shield profile work
    user taps primary
    expect action close
    user blocks work now
    expect profile work ready
    """

  static func play(_ supervisor: Recorder) throws -> ScenarioResult {
    let scenario = try ScenarioLoader().scenario(from: text, path: "runs.scenario")
    return ScenarioRunner.run(scenario, options: RunOptions(), supervisor: supervisor)
  }

  @Test func everyPlayNumbersTheRunsOfAppCodeTheSameWay() throws {
    let first = Recorder()
    let second = Recorder()
    let one = try Self.play(first)
    let other = try Self.play(second)
    #expect(one.passed, "\(one.failureLines)")
    #expect(first.runs == second.runs)
    #expect(first.runs.map(\.number) == Array(1...first.runs.count))
    let kinds = Set(first.runs.map(\.process))
    #expect(kinds == Set(ProcessKind.allCases), "\(first.runs)")
    #expect(first.runs.contains { $0.isInspection })
    #expect(one.digest == other.digest)
  }

  /// The number of the first run in `process` (not an inspection) of a plain play.
  static func firstRun(in process: ProcessKind) throws -> Int {
    let recorder = Recorder()
    _ = try play(recorder)
    return try #require(recorder.runs.first { $0.process == process && !$0.isInspection }).number
  }

  @Test func aMonitorEndedAsItBeginsLosesItsCallback() throws {
    let run = try Self.firstRun(in: .monitor)
    let result = try Self.play(Recorder(ending: [run]))
    #expect(
      result.failureLines == [
        "runs.scenario:6: expected invariant 'no-crash' to hold, got the monitor process "
          + "crashed: ended for the test",
        "runs.scenario:7: expected 'game' shielded, got not shielded",
        "runs.scenario:8: expected shield profile work, got game opened with no shield",
        "runs.scenario:9: expected a shield to tap, got no shield showing",
        "runs.scenario:10: expected action close, got no tap",
      ])
    #expect(
      result.trace.contains {
        $0.contains(" monitor ") && $0.hasSuffix(" crashed: ended for the test")
      })
  }

  @Test func aShieldConfigurationEndedAsItBeginsGetsTheSystemsDefaultShield() throws {
    let run = try Self.firstRun(in: .shieldConfiguration)
    let result = try Self.play(Recorder(ending: [run]))
    #expect(
      result.failureLines == [
        "runs.scenario:6: expected invariant 'no-crash' to hold, got the shield-config process "
          + "crashed: ended for the test",
        "runs.scenario:8: expected shield profile work, got the system default shield",
      ])
  }

  @Test func aMainAppEndedAsItBeginsLosesItsProcessAndLaunchesAgain() throws {
    let recorder = Recorder()
    _ = try Self.play(recorder)
    // The run of `user blocks work now`: the last main-app run that is not an inspection.
    let run = try #require(recorder.runs.last { $0.process == .mainApp && !$0.isInspection })
    let result = try Self.play(Recorder(ending: [run.number]))
    #expect(
      result.failureLines.first
        == "runs.scenario:11: expected invariant 'no-crash' to hold, got the app process "
        + "crashed: ended for the test")
    #expect(
      result.trace.contains { $0.contains(" app ") && $0.hasSuffix(" process ends") },
      "\(result.trace.suffix(12))")
  }

  @Test func aSupervisorStopsTheScenarioAfterTheStepOfItsLastDeath() throws {
    let run = try Self.firstRun(in: .shieldAction)
    let recorder = Recorder(ending: [run])
    recorder.stopAfterEnding = true
    let result = try Self.play(recorder)
    #expect(
      result.failureLines.suffix(1) == [
        "runs.scenario:9: expected the run to go on, got it stopped for the test"
      ])
    #expect(!result.trace.contains { $0.contains("[line 10]") }, "no later step runs")
  }
}
