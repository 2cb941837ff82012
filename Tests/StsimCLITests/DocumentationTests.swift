import Foundation
import ScenarioExplorer
import Testing

@testable import StsimCLI

/// What a user reads about the command line covers what it does.
struct DocumentationTests {
  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: BinaryRun.root + "/" + path, encoding: .utf8)
  }

  @Test func everyExitStatusIsInTheReadmeAndTheCommandLineDocument() throws {
    let readme = try Self.read("README.md")
    let document = try Self.read("Docs/command-line.md")
    for status in ExitCode.allCases {
      #expect(readme.contains("| \(status.rawValue) | "), "README.md lacks status \(status)")
      #expect(document.contains("| \(status.rawValue) | "), "command-line.md lacks \(status)")
    }
  }

  @Test func everyOptionIsInTheReadmeSynopsis() throws {
    let readme = try Self.read("README.md")
    for command in Stsim.commands {
      for option in command.specification.options {
        #expect(readme.contains(option.name), "README.md lacks '\(option.name)'")
      }
    }
  }

  /// The README's trace is the recorded trace of the scenario it names, lines left out as `...`.
  @Test func theReadmeTraceIsTheRecordedTrace() throws {
    let readme = try Self.read("README.md")
    let command = "$ swift run stsim trace "
    let start = try #require(readme.range(of: command))
    let block = readme[start.upperBound...].prefix { $0 != "`" }
    let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let scenario = try #require(lines.first)
    let recorded = try Self.read(scenario.replacing(".scenario", with: ".trace"))
    let recordedLines = Set(recorded.split(separator: "\n").map(String.init))
    let shown = lines.dropFirst().filter { !$0.isEmpty && $0 != "..." }
    #expect(shown.count > 10)
    for line in shown {
      #expect(
        recordedLines.contains(line), "README.md shows a line \(scenario) does not print: \(line)")
    }
  }

  /// The README's explored scenario is the file `stsim explore` writes for the command shown.
  @Test func theReadmeExploredScenarioIsTheFileExploreWrites() throws {
    let readme = try Self.read("README.md")
    let command = "$ cat explore-failures/"
    let start = try #require(readme.range(of: command))
    let name = String(readme[start.upperBound...].prefix { $0 != "\n" })
    let shown = readme[start.upperBound...].drop { $0 != "\n" }.dropFirst().prefix { $0 != "`" }
    let scratch = try ScratchFolder()
    let run = CommandRun([
      "explore", "--with", "network-in-monitor", "--against", "recommended", "--runs", "20",
      "--output", scratch.path,
    ])
    #expect(run.status == .failure, "\(run.error)")
    let written = try String(contentsOfFile: scratch.path + "/" + name, encoding: .utf8)
    #expect(written == String(shown))
    #expect(readme.contains(run.output.split(separator: "\n").first.map(String.init) ?? "none"))
  }
}
