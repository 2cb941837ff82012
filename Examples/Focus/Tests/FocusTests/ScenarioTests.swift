import Focus
import ScenarioLanguage
import ScenarioTesting
import Testing

/// Every scenario file of the package is its own test case, run against the focus app; a
/// failure is recorded at the scenario's file and line, and a file that does not parse fails.
@Test(arguments: ScenarioCases.at(["Scenarios"], loader: ScenarioLoader(catalog: FocusApp.catalog)))
func scenario(_ scenario: ScenarioCase) throws {
  try scenario.check(app: FocusApp.bundle(), options: RunOptions(catalog: FocusApp.catalog))
}
