import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioLanguageServer
import Testing
import _SimulatorTestSupport

@testable import StsimCLI

/// `stsim lsp`: its help, the vocabulary `--app` gives it, and whole sessions on the built
/// binary's standard input and output with the exit statuses of the lifecycle.
struct LanguageServerCommandTests {
  @Test func helpDescribesTheCommand() {
    let run = CommandRun(["lsp", "--help"])
    #expect(run.status == .success)
    #expect(
      run.output.hasPrefix(
        "OVERVIEW: Serve scenario files to editors over the Language Server Protocol.\n"))
    #expect(run.output.contains("USAGE: stsim lsp [--app NAME] [--stdio]"))
    #expect(run.output.contains("Docs/editors.md"))
  }

  @Test func anUnknownAppIsAUsageError() {
    let run = CommandRun(["lsp", "--app", "nope"])
    #expect(run.status == .usage)
    #expect(run.error.hasPrefix("error: invalid value 'nope' for '--app'"))
  }

  /// With `--app`, the server knows that app's codes and no other's, as `check --app` does.
  @Test func theAppsVocabularyReachesTheServer() throws {
    let catalog = Stsim.catalog(apps: [FocusApp.entry])
    let arguments = try LanguageServerCommand.specification.parse(["--app", "focus"])
    let command = try LanguageServerCommand(arguments: arguments, catalog: catalog)
    #expect(command.loader.diagnosticCodes == ["focus.saved"])
    #expect(command.loader.errorCodes == ["focus.offline"])
    #expect(command.loader.policies.contains("focus"))
  }

  /// The framed messages of a whole session, as a client writes them.
  static func session(_ messages: [JSONValue]) -> String {
    messages.map { message in
      let body = message.serialized
      return "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }.joined()
  }

  static let opening: [JSONValue] = [
    ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]],
    ["jsonrpc": "2.0", "method": "initialized", "params": [:]],
    [
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": [
          "uri": "file:///tmp/x.scenario", "languageId": "scenario", "version": 1,
          "text": "scenario \"x\"\nuser approve authorization\n",
        ]
      ],
    ],
  ]

  static let shutdown: [JSONValue] = [
    ["jsonrpc": "2.0", "id": 2, "method": "shutdown"], ["jsonrpc": "2.0", "method": "exit"],
  ]

  /// Runs the built `stsim lsp` with `input` on its standard input.
  static func serve(_ input: String) throws -> BinaryRun {
    let folder = try ScratchFolder()
    let path = try folder.write("input", input)
    return try BinaryRun(["lsp"], shellPrefix: "exec < '\(path)'; ")
  }

  @Test func aSessionThatShutsDownExitsWithZero() throws {
    let run = try Self.serve(Self.session(Self.opening + Self.shutdown) + "ignored after exit")
    #expect(run.status == 0, "\(run.error)")
    #expect(run.error == "")
    var framer = MessageFramer()
    framer.append(run.output.utf8)
    var messages: [JSONValue] = []
    while case .message(let body)? = framer.nextFrame() {
      messages.append(try JSONParser.parse(body))
    }
    #expect(
      messages.map { $0["id"] ?? $0["method"] ?? .null } == [
        1, "textDocument/publishDiagnostics", 2,
      ])
    #expect(
      messages[1]["params"]?["diagnostics"]?.array?.first?["message"]
        == "unexpected 'approve' after 'user'; did you mean 'approves'?")
  }

  @Test(arguments: [
    session(opening + [["jsonrpc": "2.0", "method": "exit"]]),
    session(opening),
    session(opening) + "Content-Length: 40\r\n\r\n{\"jsonrpc\"",
    "",
  ])
  func aSessionThatEndsWithoutShutdownExitsWithOne(input: String) throws {
    let run = try Self.serve(input)
    #expect(run.status == 1)
  }
}
