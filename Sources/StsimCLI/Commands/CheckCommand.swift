import ScenarioLanguage
import ScenarioRunner

/// `stsim check PATH ...`: parses and validates scenario files without running them.
struct CheckCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "check",
    abstract: "Parse and validate scenario files without running them.",
    discussion: """
      Reads every PATH (a folder is searched recursively for '*.scenario' files) and reports \
      the problems of every file on standard error, each with its source line and a caret: \
      the first 100 of a file, then how many more it has. Exits with 0 when all files are \
      valid, 65 when any is not, 64 when a PATH does not exist. 'expect diagnostic' and \
      'expect error' accept the codes of every app; with '--app NAME', only that app's.
      """,
    usage: "check PATH ... [--app NAME]",
    arguments: [
      .init(
        "PATH", help: "A scenario file, or a folder searched for them.", isRepeating: true,
        isRequired: true)
    ],
    options: [
      .init("--app", valueName: "NAME", help: "Accept only this app's codes.")
    ])

  var paths: [FileSystemPath]
  var loader: ScenarioLoader

  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError) {
    paths = arguments.positionalPaths
    loader = try LoadedInput.checkingLoader(app: arguments.value("--app"), catalog: catalog)
  }

  func run(console: Console) -> ExitCode {
    guard let files = ScenarioPaths.files(at: paths, console: console),
      let loaded = ScenarioPaths.load(
        files, loader: loader, keepingScenarios: false, console: console)
    else { return .usage }
    guard loaded.hasErrors else {
      console.print(loaded.summary)
      return .success
    }
    console.printError(loaded.summary)
    return .dataError
  }
}
