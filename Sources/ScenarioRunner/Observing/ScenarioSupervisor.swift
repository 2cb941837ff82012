import ScreenTimeModel

/// Watches every run of app code in a scenario (an ``AppCodeSupervisor``) and may stop the
/// scenario after the step in progress.
///
/// Worker processes give one to each scenario they run: it names the run of app code in
/// progress to the worker's watchdog, ends as it begins each run that died in an earlier play of
/// the scenario, and stops the scenario once too many of the app's processes have died.
public protocol ScenarioSupervisor: AppCodeSupervisor {
  /// Why the scenario stops after the step in progress (`expected ..., got ...`), once the
  /// supervisor has decided that it does; `nil` while it goes on.
  var stopReason: String? { get }
}
