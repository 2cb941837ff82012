// The front end whose values the runner takes (`Scenario`, `ScenarioLoader`) and whose words an
// app's catalog entry declares (`MistakeDescription`), so that `import ScenarioRunner` is enough
// to load and run scenarios.
@_exported import ScenarioLanguage
