import ScenarioLanguage

/// `stsim check PATH ...`: parses and validates scenario files without running them.
struct CheckCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "check",
    abstract: "Parse and validate scenario files without running them.",
    discussion: """
      Reads every PATH (a folder is searched recursively for '*.scenario' files) and reports \
      the problems of every file on standard error, each with its source line and a caret: \
      the first 100 of a file, then how many more it has. Exits with 0 when all files are \
      valid, 65 when any is not, 64 when a PATH does not exist.
      """,
    usage: "stsim check PATH ...",
    arguments: [
      .init(
        "PATH", help: "A scenario file, or a folder searched for them.", isRepeating: true,
        isRequired: true)
    ])

  var paths: [FileSystemPath]

  init(arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionalPaths
  }

  func run(console: Console) -> ExitCode {
    guard let files = ScenarioPaths.files(at: paths, console: console),
      let loaded = ScenarioPaths.load(files, keepingScenarios: false, console: console)
    else { return .usage }
    guard loaded.hasErrors else {
      console.print(loaded.summary)
      return .success
    }
    console.printError(loaded.summary)
    return .dataError
  }
}
