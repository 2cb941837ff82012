import ScenarioLanguage
import ScenarioRunner

/// Loading scenario files for the commands that run them, with the exit statuses of spec §9.
enum LoadedInput {
  /// The scenarios at `paths`, or the exit status when they cannot run: 64 for a path that does
  /// not exist, 65 when any file is invalid (with every diagnostic on standard error and a
  /// summary line after them).
  static func scenarios(
    at paths: [FileSystemPath], loader: ScenarioLoader, console: Console
  ) -> Outcome {
    guard let files = ScenarioPaths.files(at: paths, console: console) else {
      return .exit(.usage)
    }
    return scenarios(in: files, loader: loader, console: console)
  }

  /// The scenarios of `files`, found by ``ScenarioPaths/files(at:console:)``, or the exit
  /// status when they cannot run, as ``scenarios(at:loader:console:)`` gives it.
  static func scenarios(
    in files: [FileSystemPath], loader: ScenarioLoader, console: Console
  ) -> Outcome {
    guard let loaded = ScenarioPaths.load(files, loader: loader, console: console) else {
      return .exit(.usage)
    }
    guard !loaded.hasErrors else {
      console.printError(loaded.summary + "; nothing was run")
      return .exit(.dataError)
    }
    return .scenarios(loaded.scenarios, texts: loaded.texts)
  }

  /// What loading gave: scenarios to run with the text of each, or the status to exit with.
  enum Outcome {
    case scenarios([Scenario], texts: [String])
    case exit(ExitCode)
  }

  /// The mistakes of a `--with` value: a comma-separated list of names from `known`.
  static func mistakes(_ text: String?, among known: [MistakeDescription]) throws(UsageError)
    -> [String]?
  {
    guard let text else { return nil }
    let names = known.map(\.name)
    var mistakes: [String] = []
    for word in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
      guard names.contains(word) else {
        throw .invalidValue(
          word, option: "--with",
          expected: "a mistake from 'stsim list mistakes'"
            + (Suggestion.closest(to: word, among: names).map {
              "; did you mean '\($0)'?"
            } ?? ""))
      }
      if !mistakes.contains(word) { mistakes.append(word) }
    }
    return mistakes
  }

  /// The loader that checks files for `stsim check` and `stsim lsp`: every app's policies and
  /// mistakes, and the diagnostic and error codes of the app `--app` names, or of every app.
  static func checkingLoader(app name: String?, catalog: PolicyCatalog) throws(UsageError)
    -> ScenarioLoader
  {
    var loader = ScenarioLoader(catalog: catalog)
    if let app = try app(name, catalog: catalog) {
      loader.diagnosticCodes = app.diagnosticCodes
      loader.errorCodes = app.errorCodes
    }
    return loader
  }

  /// The app an `--app` value names: one of the catalog's.
  static func app(_ text: String?, catalog: PolicyCatalog) throws(UsageError) -> PolicyEntry? {
    guard let text else { return nil }
    return try app(named: text, catalog: catalog)
  }

  /// The app named `name`, which must be one of the catalog's (a usage error of `--app`).
  static func app(named name: String, catalog: PolicyCatalog) throws(UsageError) -> PolicyEntry {
    guard let entry = catalog.entry(named: name) else {
      throw unknownPolicy(name, option: "--app", catalog: catalog)
    }
    return entry
  }

  /// The policy that `--app` or `--policy` names, and the mistakes `--with` may name with it
  /// (all of the catalog's when neither is given); both options at once are a usage error.
  static func chosenPolicy(_ arguments: ParsedArguments, catalog: PolicyCatalog)
    throws(UsageError) -> (app: PolicyEntry?, policy: String?, mistakes: [MistakeDescription])
  {
    let app = try Self.app(arguments.value("--app"), catalog: catalog)
    let policy = try Self.policy(arguments.value("--policy"), catalog: catalog)
    if app != nil, let policy {
      throw .invalidValue(policy, option: "--policy", expected: "either --app or --policy")
    }
    let name = app?.name ?? policy
    let mistakes = name.flatMap { catalog.entry(named: $0)?.mistakes } ?? catalog.mistakes
    return (app, name, mistakes)
  }

  /// A `--policy` (or `option`) value, which must name a policy of the catalog.
  static func policy(_ text: String?, option: String = "--policy", catalog: PolicyCatalog)
    throws(UsageError) -> String?
  {
    guard let text else { return nil }
    guard catalog.names.contains(text) else {
      throw unknownPolicy(text, option: option, catalog: catalog)
    }
    return text
  }

  /// The error of an `option` value that names no policy of the catalog, with a suggestion.
  private static func unknownPolicy(_ text: String, option: String, catalog: PolicyCatalog)
    -> UsageError
  {
    .invalidValue(
      text, option: option,
      expected: "one of \(catalog.names.map { "'\($0)'" }.joined(separator: ", "))"
        + (Suggestion.closest(to: text, among: catalog.names).map { "; did you mean '\($0)'?" }
          ?? ""))
  }
}
