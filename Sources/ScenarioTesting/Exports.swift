// The modules whose types the helpers take and return (`ScenarioLoader`, `RunOptions`,
// `PolicyCatalog`, `AppBundle`), so that a test file needs only `import ScenarioTesting`.
@_exported import ScenarioLanguage
@_exported import ScenarioRunner
@_exported import ScreenTimeAPI
@_exported import ScreenTimeHosting
