import InvariantChecking
import ScenarioLanguage
import ScreenTimeModel

/// The invariant checker's view of the run's steps: which operation each step starts, and the
/// profiles' readiness the app reports when each ends (invariant `revocation-reselect`).
///
/// The checker judges the device's events and knows no scenario; this observer tells it what the
/// scenario's steps are.
final class InvariantCheckerSteps: ScenarioRunObserver {
  private let checker: InvariantChecker
  private let scenario: Scenario
  private let isReady: (String) -> Bool
  private let device: SimulatedDevice
  /// Where the checker's end-of-step lines go: the run's record.
  private let record: (RunEvent) -> Void

  /// Tells `checker` about the steps of `scenario` run on `device`; `isReady` asks the app
  /// whether it reports a profile ready.
  init(
    checker: InvariantChecker, scenario: Scenario, device: SimulatedDevice,
    record: @escaping (RunEvent) -> Void, isReady: @escaping (String) -> Bool
  ) {
    self.record = record
    self.checker = checker
    self.scenario = scenario
    self.device = device
    self.isReady = isReady
  }

  func stepDidBegin(_ index: Int, cause: Cause) {
    checker.beginOperation(
      cause, kind: ScenarioExecution.operation(of: scenario.steps[index].action).1)
  }

  func stepDidEnd(_ index: Int, failure: String?) {
    let checks = checker.finishStep(profiles: scenario.profiles, on: device, isReady: isReady)
    for check in checks { record(.observed(check)) }
  }
}
