import ReferenceApp
import ScenarioLanguage

/// Loading scenario files for the commands that run them, with the exit statuses of spec §9.
enum LoadedInput {
  /// The scenarios at `paths`, or the exit status when they cannot run: 64 for a path that does
  /// not exist, 65 when any file is invalid (with every diagnostic on standard error and a
  /// summary line after them).
  static func scenarios(
    at paths: [FileSystemPath], policies: [String], console: Console
  ) -> Outcome {
    guard let files = ScenarioPaths.files(at: paths, console: console) else {
      return .exit(.usage)
    }
    return scenarios(in: files, policies: policies, console: console)
  }

  /// The scenarios of `files`, found by ``ScenarioPaths/files(at:console:)``, or the exit
  /// status when they cannot run, as ``scenarios(at:policies:console:)`` gives it.
  static func scenarios(
    in files: [FileSystemPath], policies: [String], console: Console
  ) -> Outcome {
    guard let loaded = ScenarioPaths.load(files, policies: policies, console: console) else {
      return .exit(.usage)
    }
    guard !loaded.hasErrors else {
      console.printError(loaded.summary + "; nothing was run")
      return .exit(.dataError)
    }
    return .scenarios(loaded.scenarios)
  }

  /// What loading gave: scenarios to run, or the status to exit with.
  enum Outcome {
    case scenarios([Scenario])
    case exit(ExitCode)
  }

  /// The mistakes of a `--with` value: a comma-separated list.
  static func mistakes(_ text: String?) throws(UsageError) -> [Mistake]? {
    guard let text else { return nil }
    var mistakes: [Mistake] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard let mistake = Mistake(rawValue: word) else {
        throw .invalidValue(
          word, option: "--with",
          expected: "a mistake from 'stsim list mistakes'"
            + (Suggestion.closest(to: word, among: Mistake.allCases.map(\.rawValue)).map {
              "; did you mean '\($0)'?"
            } ?? ""))
      }
      if !mistakes.contains(mistake) { mistakes.append(mistake) }
    }
    return mistakes
  }

  /// A `--policy` value, which must name a policy of the catalog.
  static func policy(_ text: String?, catalog: PolicyCatalog) throws(UsageError) -> String? {
    guard let text else { return nil }
    guard catalog.names.contains(text) else {
      throw .invalidValue(
        text, option: "--policy",
        expected: "one of \(catalog.names.map { "'\($0)'" }.joined(separator: ", "))"
          + (Suggestion.closest(to: text, among: catalog.names).map { "; did you mean '\($0)'?" }
            ?? ""))
    }
    return text
  }
}
