import ScenarioLanguage

/// `stsim check PATH ...`: parses and validates scenario files without running them.
struct CheckCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "check",
    abstract: "Parse and validate scenario files without running them.",
    discussion: """
      Reads every PATH (a folder is searched recursively for '*.scenario' files) and reports \
      every problem of every file on standard error, each with its source line and a caret. \
      Exits with 0 when all files are valid, 65 when any is not, 64 when a PATH does not exist.
      """,
    usage: "stsim check PATH ...",
    arguments: [
      .init(
        "PATH", help: "A scenario file, or a folder searched for them.", isRepeating: true,
        isRequired: true)
    ])

  var paths: [String]

  init(arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionals
  }

  func run(console: Console) -> ExitCode {
    guard let loaded = ScenarioPaths.load(paths, console: console) else { return .usage }
    let checked = count(loaded.files.count, "scenario")
    guard loaded.hasErrors else {
      console.print("\(checked) checked, no problems")
      return .success
    }
    console.writeError(loaded.renderedDiagnostics())
    let errors = count(loaded.diagnostics.count, "error")
    let files = count(loaded.filesWithErrors.count, "file")
    console.printError("\(checked) checked, \(errors) in \(files)")
    return .dataError
  }

  /// `1 scenario`, `2 scenarios`.
  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
