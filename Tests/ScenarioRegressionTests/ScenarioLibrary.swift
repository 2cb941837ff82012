import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import XCTest

/// The scenario files of the repository, found from this file's location.
enum ScenarioLibrary {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Scenarios/`.
  static var folder: String { root.appendingPathComponent("Scenarios").path }

  /// Every scenario under `Scenarios/`, loaded; a test fails when any file is invalid.
  static func load(file: StaticString = #filePath, line: UInt = #line) throws -> [Scenario] {
    let loaded = try ScenarioLoader().load(paths: [folder])
    if loaded.hasErrors {
      XCTFail(loaded.renderedDiagnostics(), file: file, line: line)
    }
    return loaded.scenarios
  }
}
