import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import Testing
import XCTest

/// The scenario files of the repository, found from this file's location.
enum ScenarioLibrary {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `Scenarios/`.
  static var folder: String { root.appendingPathComponent("Scenarios").path }

  /// The folder, read once for every test that asks: its files do not change while tests run.
  static let library = Result { () throws(ScenarioLoadError) in
    try ScenarioLoader().load(paths: [folder])
  }

  /// Every scenario under `Scenarios/`, loaded; a test fails when any file is invalid.
  static func load(file: StaticString = #filePath, line: UInt = #line) throws -> [Scenario] {
    let loaded = try library.get()
    if loaded.hasErrors {
      XCTFail(loaded.renderedDiagnostics(), file: file, line: line)
    }
    return loaded.scenarios
  }

  /// Every scenario under `Scenarios/`, loaded, for a Swift Testing test; it fails when any
  /// file is invalid.
  static func loaded(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Scenario]
  {
    let loaded = try library.get()
    #expect(!loaded.hasErrors, "\(loaded.renderedDiagnostics())", sourceLocation: sourceLocation)
    return loaded.scenarios
  }

  /// The result of each scenario of the library under its own policy and seed, by its path.
  ///
  /// Worked out once, on every core, for every test that asks: a run is deterministic, so a
  /// second run of the same scenario with the same options gives the same result. The tests
  /// that ask read what failed where, not the trace, so the runs render none.
  static let results: [String: ScenarioResult] = {
    let scenarios = (try? library.get())?.scenarios ?? []
    let results = ParallelWork.map(scenarios, jobs: ParallelWork.defaultJobs) {
      ScenarioRunner.run($0, options: untraced)
    }
    return Dictionary(
      zip(scenarios.map(\.path), results).map { $0 }, uniquingKeysWith: { first, _ in first })
  }()

  /// The result of `scenario` under its own policy and seed, without a trace.
  static func result(of scenario: Scenario) -> ScenarioResult {
    results[scenario.path] ?? ScenarioRunner.run(scenario, options: untraced)
  }

  /// Options for a run whose trace is not read: it renders none (`RunOptions.recordsTrace`).
  static var untraced: RunOptions {
    var options = RunOptions()
    options.recordsTrace = false
    return options
  }
}
