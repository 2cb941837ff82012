import ScenarioLanguage

/// Loads the scenario files a command was given, for every command that reads scenarios.
enum ScenarioPaths {
  /// The files at `paths`, or `nil` after printing why a path yields none.
  ///
  /// `nil` means a usage error (exit status 64). Problems inside files are left in the result
  /// for the caller to report.
  static func load(_ paths: [String], policies: [String] = ["recommended"], console: Console)
    -> LoadedScenarios?
  {
    do {
      return try ScenarioLoader(policies: policies).load(paths: paths)
    } catch {
      console.printError("error: \(error.message)")
      return nil
    }
  }
}
