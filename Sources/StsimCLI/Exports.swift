// The modules whose types `Stsim.main(apps:)` takes (`PolicyEntry`, `AppBundle`), so that a
// team's `main.swift` and the file declaring its app's entry need only `import StsimCLI`.
@_exported import ScenarioLanguage
@_exported import ScenarioRunner
@_exported import ScreenTimeAPI
@_exported import ScreenTimeHosting
