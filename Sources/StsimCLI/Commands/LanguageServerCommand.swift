import ScenarioLanguage
import ScenarioLanguageServer

/// `stsim lsp`: a Language Server Protocol server for scenario files on standard input and
/// output.
struct LanguageServerCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "lsp",
    abstract: "Serve scenario files to editors over the Language Server Protocol.",
    discussion: """
      An editor starts 'stsim lsp' and talks JSON-RPC to it: the server publishes the problems \
      'stsim check' reports as the file is typed, completes statements, aliases, profiles, \
      callbacks, options and their values, shows the reference of the statement under the \
      cursor, goes to the declaration of an alias or profile, outlines the file, formats it \
      in the canonical form and offers each 'did you mean' as a quick fix. 'expect diagnostic' \
      and 'expect error' accept the codes of every app; with '--app NAME', only that app's, \
      as with 'check'. Exits with 0 after the client's 'shutdown' and 'exit', 1 when input \
      ends or 'exit' comes without 'shutdown'. Docs/editors.md shows how to set up VS Code, \
      Neovim and Helix.
      """,
    usage: "lsp [--app NAME] [--stdio]",
    options: [
      .init("--app", valueName: "NAME", help: "Accept only this app's codes."),
      .init(
        "--stdio", help: "Talk on standard input and output (the default; editors may pass it)."),
    ])

  var loader: ScenarioLoader

  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError) {
    loader = try LoadedInput.checkingLoader(app: arguments.value("--app"), catalog: catalog)
  }

  func run(console: Console) -> ExitCode {
    var server = LanguageServer(loader: loader, name: "stsim", version: Stsim.version)
    let exit = LanguageServerLoop.serve(
      &server, read: { StandardInput.read() }, write: console.writeOutput)
    return exit == .afterShutdown ? .success : .failure
  }
}
