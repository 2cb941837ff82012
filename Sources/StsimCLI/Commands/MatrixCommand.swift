import ScenarioLanguage

/// `stsim matrix`: every scenario under `recommended` and under each mistake alone.
struct MatrixCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "matrix",
    abstract: "Show which scenarios catch which mistakes of the reference app.",
    discussion: """
      Runs every scenario under PATH (default: Scenarios) with the recommended design and with \
      each mistake of 'stsim list mistakes' switched on alone, and prints a table (PASS, or FAIL \
      with the first failing invariant or line) and, for each mistake, the scenarios that catch \
      it. Exits with 1 when the recommended design fails a scenario or a mistake goes uncaught.
      """,
    usage: "stsim matrix [PATH ...]",
    arguments: [
      .init(
        "PATH", help: "A scenario file, or a folder searched for them (default: Scenarios).",
        isRepeating: true, isRequired: false)
    ])

  var paths: [String]

  init(arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionals.isEmpty ? ["Scenarios"] : arguments.positionals
  }

  func run(console: Console) -> ExitCode {
    let catalog = PolicyCatalog.standard
    let scenarios: [Scenario]
    switch LoadedInput.scenarios(at: paths, policies: catalog.names, console: console) {
    case .scenarios(let loaded): scenarios = loaded
    case .exit(let status): return status
    }
    let report = MatrixReport.run(scenarios, options: RunOptions(catalog: catalog))
    console.writeOutput(report.text())
    return report.isClean ? .success : .failure
  }
}
