// The modules whose types the helpers take and return (`ScenarioLoader`, `RunOptions`,
// `PolicyCatalog`, `AppBundle`, `CoverageReport` and its text), so that a test file needs only
// `import ScenarioTesting`.
@_exported import BehaviourCoverage
@_exported import ScenarioLanguage
@_exported import ScenarioReports
@_exported import ScenarioRunner
@_exported import ScenarioWorkers
@_exported import ScreenTimeAPI
@_exported import ScreenTimeHosting
