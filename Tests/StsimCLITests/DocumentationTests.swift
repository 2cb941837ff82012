import Foundation
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
}
