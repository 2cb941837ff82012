import BehaviourCoverage
import Foundation
import ReferenceApp
import ReferenceCatalog
import ScenarioLanguage
import ScenarioReports
import ScenarioRunner
import TimelineRendering

/// Timelines of real runs: library scenarios and the performance benchmark's week, run by the
/// simulator with their picture recorded.
enum ScenarioPages {
  /// The repository's root folder.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The timeline of the scenario at `path` (relative to the repository), run under `mistakes`.
  static func timeline(_ path: String, mistakes: [String] = []) -> Timeline {
    let file = root.appendingPathComponent(path).path
    guard let text = try? String(contentsOfFile: file, encoding: .utf8),
      let scenario = try? ScenarioLoader().scenario(from: text, path: path)
    else {
      preconditionFailure("\(path) does not load")
    }
    let options = RunOptions(
      mistakes: mistakes, recordsTimeline: true)
    guard let timeline = ScenarioRunner.run(scenario, options: options).timeline else {
      preconditionFailure("\(path) recorded no timeline")
    }
    return timeline
  }

  /// The coverage page of the scenario at `path` (relative to the repository).
  static func coverage(_ path: String) -> String {
    let file = root.appendingPathComponent(path).path
    guard let text = try? String(contentsOfFile: file, encoding: .utf8),
      let scenario = try? ScenarioLoader().scenario(from: text, path: path)
    else {
      preconditionFailure("\(path) does not load")
    }
    var options = RunOptions()
    options.recordsCoverage = true
    let result = ScenarioRunner.run(scenario, options: options)
    return CoverageReport([result], catalog: options.catalog).html()
  }

  /// The benchmark's week of a ten-profile device.
  static let week = timeline("Benchmarks/week.scenario")
}
