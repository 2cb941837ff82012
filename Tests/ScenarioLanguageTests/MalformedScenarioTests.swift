import Foundation
import ScenarioLanguage
import Testing
import _SimulatorTestSupport

/// Each file in `Malformed/` produces exactly the diagnostics in its `.expected` file.
///
/// Re-record the expected files with `RECORD_SNAPSHOTS=1`; the recording run fails.
struct MalformedScenarioTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Malformed").path

  /// The fixture names, without extension, sorted.
  static let names: [String] = {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return files.filter { $0.hasSuffix(".scenario") }.map { String($0.dropLast(9)) }.sorted()
  }()

  @Test func everyMalformedInputHasItsExpectedDiagnostics() throws {
    let expectedFiles = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
      .filter { $0.hasSuffix(".expected") }.map { String($0.dropLast(9)) }.sorted()
    #expect(expectedFiles == Self.names, "every input has an .expected file and vice versa")
  }

  @Test(arguments: names)
  func malformedInputReportsEveryProblem(_ name: String) throws {
    let data = try #require(FileManager.default.contents(atPath: "\(Self.folder)/\(name).scenario"))
    let file = ScenarioLoader.referenceWords().load(
      source: SourceFile(path: "\(name).scenario", bytes: Array(data)))
    #expect(file.scenario == nil)
    #expect(!file.diagnostics.isEmpty)
    expectSnapshot(file.renderedDiagnostics(), matches: "\(Self.folder)/\(name).expected")
  }
}
