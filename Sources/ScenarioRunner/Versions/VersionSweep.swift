import Foundation
import ScenarioLanguage
import ScreenTimeModel

extension Scenario {
  /// Whether the scenario is meant for `version`, and if not, why.
  ///
  /// A `versions` line says which releases; without one, a `device` line means that release
  /// only; without either, every release the member allows (`.individual` appears in 16.0) on
  /// which no step is one the release lacks, which only running it tells.
  public func reasonNotMeant(for version: SystemVersion) -> String? {
    if let declared = declaredVersions {
      return declared.contains(version) ? nil : "meant for iOS \(declared)"
    }
    if declaresDevice {
      return version == systemVersion ? nil : "meant for iOS \(systemVersion) (its device line)"
    }
    let individual = SystemVersion(16, 0)
    if member == .individual, version < individual {
      return "member individual needs iOS \(individual)"
    }
    return nil
  }
}

/// One scenario run on several iOS releases (`--versions`), and where its behaviour differs.
public struct VersionSweep: Sendable {
  /// What one release gave.
  public enum Outcome: Sendable, Equatable {
    case passed
    case failed
    /// The scenario is not meant for the release, with why; it did not run, or a step the
    /// release lacks stopped it (`line N: ...`).
    case notMeant(String)
    /// The app lacks what the scenario needs.
    case skipped(String)

    /// The word of a table cell.
    public var word: String {
      switch self {
      case .passed: "pass"
      case .failed: "FAIL"
      case .notMeant: "-"
      case .skipped: "skip"
      }
    }
  }

  /// A release and what the scenario gave on it.
  public struct Cell: Sendable {
    public var version: SystemVersion
    public var outcome: Outcome
    /// The run, when the scenario ran on the release.
    public var result: ScenarioResult?
  }

  /// The first observation two releases' runs differ in: the trace line of each, without the
  /// line that names the release.
  public struct Difference: Sendable, Equatable {
    public var first: SystemVersion
    public var second: SystemVersion
    /// The observation on `first`, or `nil` when its trace ended before.
    public var firstObservation: String?
    public var secondObservation: String?
  }

  public var path: String
  public var title: String
  public var cells: [Cell]
  /// Where the runs that played differ, between consecutive releases, if anywhere.
  public var difference: Difference?

  /// Whether every release the scenario is meant for passed.
  public var passed: Bool { !cells.contains { $0.outcome == .failed } }

  /// Runs `scenario` on each of `versions` it is meant for, with `options` (its trace kept, to
  /// compare the releases).
  ///
  /// `running` plays the scenario with the options of one release: in this process by default,
  /// or where the caller runs the app's code (a worker process).
  public static func run(
    _ scenario: Scenario, versions: [SystemVersion], options: RunOptions,
    running: (Scenario, RunOptions) -> ScenarioResult = { ScenarioRunner.run($0, options: $1) }
  ) -> VersionSweep {
    var options = options
    options.keepsTrace = true
    var cells: [Cell] = []
    for version in versions {
      if let reason = scenario.reasonNotMeant(for: version) {
        cells.append(Cell(version: version, outcome: .notMeant(reason), result: nil))
        continue
      }
      options.systemVersion = version
      let result = running(scenario, options)
      let outcome: Outcome
      if let reason = result.skipReason {
        outcome = .skipped(reason)
      } else if let step = result.unavailableStep, scenario.declaredVersions == nil {
        outcome = .notMeant("line \(step.line): \(step.message)")
      } else {
        outcome = result.passed ? .passed : .failed
      }
      cells.append(Cell(version: version, outcome: outcome, result: result))
    }
    return VersionSweep(
      path: scenario.path, title: scenario.title, cells: cells,
      difference: firstDifference(in: cells, of: scenario))
  }

  /// The first observation consecutive played releases differ in.
  static func firstDifference(in cells: [Cell], of scenario: Scenario) -> Difference? {
    // The build each run had: the scenario's own on its release, else the one derived from the
    // release, as `RunOptions.systemVersion` gives it.
    func observed(_ cell: Cell) -> [String] {
      let build =
        cell.version == scenario.systemVersion ? scenario.build : cell.version.derivedBuild
      return observations(cell.result?.trace ?? [], version: "\(cell.version)", build: build)
    }
    let played = cells.filter {
      $0.result != nil && ($0.outcome == .passed || $0.outcome == .failed)
    }
    for (earlier, later) in zip(played, played.dropFirst()) {
      let first = observed(earlier)
      let second = observed(later)
      guard first != second else { continue }
      let index =
        zip(first, second).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(first.count, second.count)
      return Difference(
        first: earlier.version, second: later.version,
        firstObservation: index < first.count ? first[index] : nil,
        secondObservation: index < second.count ? second[index] : nil)
    }
    return nil
  }

  /// A trace without the line that names the release and its build (the run's settings), and
  /// with the release and build written elsewhere (an app's diagnostics carry `os=26.4
  /// build=23E`) as `<version>` and `<build>`, so that only behaviour is compared.
  static func observations(_ trace: [String], version: String, build: String) -> [String] {
    trace.enumerated().filter { $0.offset != 1 }.map { line in
      var text = line.element
      if !build.isEmpty { text = text.replacingOccurrences(of: build, with: "<build>") }
      return text.replacingOccurrences(of: version, with: "<version>")
    }
  }
}
