import Foundation
import ReferenceCatalog
import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import Testing
import _SimulatorTestSupport

/// The same scenario gives the same bytes in every process: each case runs the built `stsim` in
/// separate child processes, one with `SWIFT_DETERMINISTIC_HASHING=1` and the others with the
/// variable removed, so that each has its own random seed for `Set` and `Dictionary` order.
///
/// A plain `swift test` starts 6 processes per case; `STSIM_DETERMINISM_PROCESSES=50`, which
/// `.ci/run` sets, starts 50.
struct CrossProcessDeterminismTests {
  static let processes = max(
    2, Int(ProcessInfo.processInfo.environment["STSIM_DETERMINISM_PROCESSES"] ?? "") ?? 6)

  /// A pick of items whose tokens expire before a second pick: the saved selection is encoded
  /// from sets of tokens.
  static let twoPicks = """
    scenario "two picks around an expiry"
    device iOS 26.5
    app chess com.chess.app category games
    app insta com.burbn.instagram category social
    app tiktok com.zhiliaoapp.musically category entertainment
    user approves authorization
    user picks kids apps chess, insta categories games, entertainment
    os expires all tokens
    user picks kids apps chess categories social, entertainment

    """

  /// What one child process printed and returned.
  struct Output: Equatable {
    var output: String
    var error: String
    var status: Int32
  }

  /// Runs the built `stsim` with `arguments` in a child process whose environment has
  /// `SWIFT_DETERMINISTIC_HASHING` set to 1 when `deterministicHashing`, and removed otherwise.
  static func stsim(
    _ arguments: [String], deterministicHashing: Bool, directory: String? = nil
  ) throws -> Output {
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = deterministicHashing ? "1" : nil
    let run = try BinaryRun(arguments, directory: directory, environment: environment)
    return Output(output: run.output, error: run.error, status: run.status)
  }

  /// Runs `arguments` in `processes` child processes, the first with deterministic hashing,
  /// and expects one output from all of them; returns it.
  @discardableResult
  static func expectOneOutput(_ arguments: [String], directory: String? = nil) throws -> Output {
    var outputs: [Output] = []
    for index in 0..<processes {
      outputs.append(
        try stsim(arguments, deterministicHashing: index == 0, directory: directory))
    }
    let first = outputs[0]
    for (index, other) in outputs.enumerated().dropFirst() where other != first {
      Issue.record(
        """
        process \(index) (random hashing) differs from process 0 (deterministic hashing) \
        for 'stsim \(arguments.joined(separator: " "))':
        \(LineDiff.between(expected: first.output + first.error, actual: other.output + other.error) ?? "")
        """)
      break
    }
    return first
  }

  @Test func aSelectionSavedAroundAnExpiryGivesOneTraceInEveryProcess() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("two-picks.scenario", Self.twoPicks)
    let output = try Self.expectOneOutput(["trace", path])
    #expect(output.status == 0, "\(output.error)")
    #expect(output.output.contains("writes App Group profile."))
    #expect(output.output.contains("\ndigest "))
  }

  /// Generated stories, under the reference app and under mistakes that key profiles by their
  /// encoded tokens and log tokens.
  @Test(arguments: [[], ["--with", "token-as-id,log-tokens"]])
  func generatedStoriesGiveOneReportInEveryProcess(options: [String]) throws {
    let folder = try ScratchFolder()
    let explorer = try Explorer(options: ExplorationOptions(seed: 24, recordsTimeline: false))
    for run in 0..<8 {
      try folder.write("story-\(run).scenario", explorer.story(ofRun: run))
    }
    try folder.write("two-picks.scenario", Self.twoPicks)
    let output = try Self.expectOneOutput(
      ["run", folder.path, "--format", "json", "--jobs", "1"] + options)
    #expect(output.status == 0 || output.status == 1, "\(output.error)")
    let report = try JSONSerialization.jsonObject(with: Data(output.output.utf8))
    let scenarios = (report as? [String: Any])?["scenarios"] as? [[String: Any]]
    #expect(scenarios?.count == 9)
    let events = scenarios?.compactMap { $0["events"] as? Int } ?? []
    #expect(events.reduce(0, +) > 0, "the stories make the device work")
  }

  /// The trace names the file, never the path as typed: a relative path, a `./` path, an
  /// absolute path, one with a doubled slash and one from the parent folder give the same
  /// bytes.
  @Test func thePathsSpellingDoesNotChangeTheTrace() throws {
    let folder = try ScratchFolder()
    try folder.write("spelt/two-picks.scenario", Self.twoPicks)
    let inside = folder.path + "/spelt"
    let spellings: [(path: String, directory: String)] = [
      ("two-picks.scenario", inside), ("./two-picks.scenario", inside),
      (inside + "/two-picks.scenario", inside), (inside + "//two-picks.scenario", folder.path),
      ("spelt/two-picks.scenario", folder.path),
      ("./spelt/../spelt/two-picks.scenario", folder.path),
    ]
    var outputs: [Output] = []
    for (index, spelling) in spellings.enumerated() {
      outputs.append(
        try Self.stsim(
          ["trace", spelling.path], deterministicHashing: index.isMultiple(of: 2),
          directory: spelling.directory))
    }
    #expect(outputs[0].status == 0, "\(outputs[0].error)")
    #expect(outputs[0].output.contains("\"two picks around an expiry\" two-picks.scenario\n"))
    for (spelling, output) in zip(spellings, outputs).dropFirst() {
      #expect(output == outputs[0], "'\(spelling.path)' from '\(spelling.directory)'")
    }
  }
}
