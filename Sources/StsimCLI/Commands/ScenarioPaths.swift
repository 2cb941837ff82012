import ScenarioLanguage
import ScenarioRunner

/// Loads the scenario files a command was given, for every command that reads scenarios.
///
/// Files are loaded one at a time; the problems of each are written to standard error as soon
/// as it is loaded, and only the scenarios (when asked for) and counts are kept, so checking a
/// large broken file holds that one file and at most the loader's limit of problems.
enum ScenarioPaths {
  /// What loading the files gave.
  struct Loaded {
    /// The scenarios of the valid files, in path order, when the caller keeps them.
    var scenarios: [Scenario] = []
    /// The text of each of ``scenarios``, which a worker process reads again.
    var texts: [String] = []
    /// The number of files read.
    var fileCount = 0
    /// The number of problems, those shown and those only counted.
    var errorCount = 0
    /// The number of files with problems.
    var invalidFileCount = 0

    /// Whether any file has a problem (then nothing runs).
    var hasErrors: Bool { invalidFileCount > 0 }

    /// `3 scenarios checked, 2 errors in 1 file`, or `..., no problems`.
    var summary: String {
      let checked = Self.count(fileCount, "scenario") + " checked"
      guard hasErrors else { return checked + ", no problems" }
      return checked + ", " + Self.count(errorCount, "error") + " in "
        + Self.count(invalidFileCount, "file")
    }

    /// `1 scenario`, `2 scenarios`.
    static func count(_ number: Int, _ noun: String) -> String {
      "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
  }

  /// The scenario files at `paths`, or `nil` after printing why a path yields none (a usage
  /// error, exit status 64).
  static func files(at paths: [FileSystemPath], console: Console) -> [FileSystemPath]? {
    do {
      return try ScenarioLoader.scenarioFiles(at: paths)
    } catch {
      console.printProblem("\(error.message)")
      return nil
    }
  }

  /// Loads `files`, or returns `nil` after printing why one cannot be read (a usage error, exit
  /// status 64).
  ///
  /// The problems inside files are written to standard error, each file's as soon as it is
  /// loaded, and counted in the result.
  static func load(
    _ files: [FileSystemPath], loader: ScenarioLoader, keepingScenarios: Bool = true,
    console: Console
  ) -> Loaded? {
    var loaded = Loaded()
    for path in files {
      let file: LoadedFile
      do {
        file = try loader.load(file: path)
      } catch {
        console.printProblem("\(error.message)")
        return nil
      }
      loaded.fileCount += 1
      if file.hasErrors {
        loaded.errorCount += file.diagnosticCount
        loaded.invalidFileCount += 1
        file.writeDiagnostics(styled: console.colorsErrors, to: console.writeError)
      } else if keepingScenarios, let scenario = file.scenario {
        loaded.scenarios.append(scenario)
        loaded.texts.append(String(decoding: file.source.bytes, as: UTF8.self))
      }
    }
    return loaded
  }
}
