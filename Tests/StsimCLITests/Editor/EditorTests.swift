import Foundation
import ScenarioLanguageServer
import Testing
import _SimulatorTestSupport

/// `stsim lsp` driven by a real editor: Neovim's built-in LSP client, headless, runs
/// `lsp-session.lua` against the built binary and writes what it saw to a JSON file.
///
/// The diagnostics Neovim shows are `stsim check`'s problems at its lines and columns (Neovim
/// keeps byte columns, as `check` prints); completion, hover, definition, the outline and
/// formatting answer as they do in process, an ordinary edit reaches the server as an
/// incremental change, and the server exits with 0 when the client stops it.
@Suite(
  .serialized,
  .enabled(
    if: ProcessInfo.processInfo.environment["STSIM_EDITOR_TESTS"] == "1",
    "set STSIM_EDITOR_TESTS=1 to drive stsim lsp from headless Neovim, as .ci/run does"),
  .enabled(
    if: Neovim.executable != nil,
    "nvim is not on the search path; .ci/run installs it with apt-get install neovim"))
struct EditorTests {
  static let scenario = """
    scenario "the editor sees what check sees"
    app insta com.burbn.instagram category social named "Instagram"
      web news news.example.com

    user approve authorization
    user picks work apps insta
    user   blocks work now
    user opens insta
    expect callback intervalDidStrat
    os rotates token nwes

    """

  /// Runs `script` in headless Neovim with `environment` added, and returns the results it
  /// wrote, or `nil` (with an issue) when it did not finish.
  static func results(of script: String, environment added: [String: String]) throws
    -> JSONValue?
  {
    let neovim = try #require(Neovim.executable)
    let folder = try ScratchFolder()
    let resultsPath = folder.path + "/results.json"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: neovim)
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent(script).path
    process.arguments = ["--headless", "--clean", "-n", "-c", "luafile \(path)"]
    var environment = ProcessInfo.processInfo.environment
    environment["STSIM_BINARY"] = BinaryRun.binary
    environment["STSIM_EDITORS"] = BinaryRun.root + "/Editors"
    environment["STSIM_RESULTS"] = resultsPath
    process.environment = environment.merging(added) { $1 }
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(120)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    if process.isRunning {
      process.terminate()
      Issue.record("Neovim did not finish \(script) within two minutes")
      return nil
    }
    let data = try #require(FileManager.default.contents(atPath: resultsPath), "no results")
    let results = try JSONParser.parse([UInt8](data))
    #expect(results["errors"]?.array == [], "\(results["errors"] ?? .null)")
    return results
  }

  @Test func neovimSeesDiagnosticsCompletesHoversJumpsOutlinesAndFormats() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("editor.scenario", Self.scenario)
    guard
      let results = try Self.results(
        of: "lsp-session.lua", environment: ["STSIM_SCENARIO": path])
    else { return }
    let version = results["version"]
    print(
      "Neovim \(version?["major"]?.integer ?? -1).\(version?["minor"]?.integer ?? -1)"
        + ".\(version?["patch"]?.integer ?? -1)")

    // The diagnostics are `stsim check`'s, at its lines and byte columns.
    let check = CommandRun(["check", path])
    let checked = check.error.split(separator: "\n").filter { $0.hasPrefix(path + ":") }
    let shown = (results["diagnostics"]?.array ?? []).map { diagnostic in
      let line = (diagnostic["line"]?.integer ?? -1) + 1
      let column = (diagnostic["column"]?.integer ?? -1) + 1
      return "\(path):\(line):\(column): error: \(diagnostic["message"]?.string ?? "")"
    }
    #expect(checked.count == 3)
    #expect(shown == checked.map(String.init))
    #expect(
      results["diagnostics"]?.array?.first?["end_column"] == 12,
      "the range covers 'approve'")

    #expect(results["completion"]?.array?.prefix(2) == ["main", "insta"])
    #expect(results["callbacks"]?.array?.first == "intervalDidStart")
    let hover = results["hover"]?.string ?? ""
    #expect(hover.contains("user picks <profile> [apps <app>[, ...]]"), "\(hover)")
    #expect(
      TextRange(json: results["definition"])
        == TextRange(start: .init(line: 1, character: 4), end: .init(line: 1, character: 9)))
    #expect(
      results["symbols"]?.array == [
        "the editor sees what check sees", "insta", "social", "news", "work", "day 1",
      ])
    #expect(
      results["formatted"]?.string == """
        scenario "the editor sees what check sees"
        app insta com.burbn.instagram category social named "Instagram"
        web news news.example.com

        user approve authorization
        user picks work apps insta
        user blocks work now
        user opens insta
        expect callback intervalDidStrat
        os rotates token nwes
        """)
    #expect(results["diagnostics_after_fix"]?.array?.count == 2)
    #expect(results["exit_code"] == 0)
  }

  /// The configuration `Editors/neovim` ships: `.scenario` files get their file type and one
  /// client of `stsim lsp` serves them all.
  @Test func theShippedNeovimConfigurationServesScenarioFiles() throws {
    let folder = try ScratchFolder()
    let first = try folder.write("first.scenario", Self.scenario)
    let second = try folder.write("second.scenario", "scenario \"second\"\nuser flies\n")
    guard
      let results = try Self.results(
        of: "config-session.lua",
        environment: ["STSIM_SCENARIO": first, "STSIM_SECOND_SCENARIO": second])
    else { return }
    #expect(results["filetype"] == "scenario")
    #expect(results["commentstring"] == "# %s")
    #expect(results["omnifunc"] == "v:lua.vim.lsp.omnifunc")
    #expect(results["diagnostics"] == [3, 1])
    #expect(results["clients"] == 1)
  }
}

/// Neovim, where the search path has it.
enum Neovim {
  /// The `nvim` executable on the search path, if installed.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/nvim" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }()
}
