import Foundation
import ReferenceApp
import ReferenceCatalog
import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import SimulationEngine
import Testing

/// Generated stories never crash, hang or exhaust memory on the run path.
///
/// Each batch writes stories of the explorer's generator (random swarms of every step and
/// fault, over a random number of days) to a folder and runs them through the built `stsim`,
/// in a child process whose data segment is capped at 256 MB and whose CPU time is capped at
/// 60 s, under the reference app with a random set of its mistakes. Every story must come back
/// as passed or failed, with a digest; anything else (a signal, a cap, an invalid story, a
/// missing result) fails the test, which then runs the batch's stories one at a time and prints
/// each culprit's seed, command and text so that it can be replayed.
///
/// A plain `swift test` runs 8 batches of 8 stories; `STSIM_RUN_FUZZ_BATCHES=100`, which
/// `.ci/run` sets, runs 100.
struct RunPathFuzzTests {
  static let batches =
    Int(ProcessInfo.processInfo.environment["STSIM_RUN_FUZZ_BATCHES"] ?? "") ?? 8
  static let storiesPerBatch = 8
  /// The child's data segment cap, in kilobytes.
  static let dataLimit = 256 * 1_024
  /// The child's CPU time cap, in seconds.
  static let cpuLimit = 60

  /// One batch's stories and the command line they run under.
  struct Batch {
    var seed: UInt64
    var days: Int
    var mistakes: [String]
    var stories: [(name: String, text: String)]

    init(_ index: Int) throws {
      var random = Xoshiro256StarStar(seed: 0x0F02_2B47 &+ UInt64(index))
      let seed = random.next()
      let days = 1 + Int(random.next(below: 14))
      mistakes = Mistake.allCases.filter { _ in random.next(below: 4) == 0 }.map(\.rawValue)
      let explorer = try Explorer(
        options: ExplorationOptions(seed: seed, days: days, recordsTimeline: false))
      stories = (0..<RunPathFuzzTests.storiesPerBatch).map { run in
        ("seed\(seed)-run\(run).scenario", explorer.story(ofRun: run))
      }
      self.seed = seed
      self.days = days
    }

    var options: [String] { mistakes.isEmpty ? [] : ["--with", mistakes.joined(separator: ",")] }
  }

  /// Runs `paths` in a capped child process and returns what is wrong with the outcome, if
  /// anything.
  static func problem(running paths: [String], options: [String]) throws -> String? {
    let run = try BinaryRun(
      ["run"] + paths + ["--format", "json", "--jobs", "1"] + options,
      dataLimitKilobytes: dataLimit, shellPrefix: "ulimit -t \(cpuLimit); ")
    guard run.status == 0 || run.status == 1 else {
      return "exit status \(run.status) (-1 is a signal): \(run.error.suffix(2_000))"
    }
    guard
      let report = try? JSONSerialization.jsonObject(with: Data(run.output.utf8))
        as? [String: Any],
      let scenarios = report["scenarios"] as? [[String: Any]]
    else { return "the report is not JSON: \(run.output.prefix(500))" }
    guard scenarios.count == paths.count else {
      return "\(scenarios.count) results for \(paths.count) stories"
    }
    for scenario in scenarios {
      let digest = scenario["digest"] as? String ?? ""
      guard digest.utf8.count == 64, digest.allSatisfy(\.isHexDigit) else {
        return "no digest for \(scenario["path"] ?? "?")"
      }
    }
    return nil
  }

  @Test(arguments: 0..<batches)
  func generatedStoriesRunWithinTheCaps(batch index: Int) throws {
    let batch = try Batch(index)
    let folder = try ScratchFolder()
    var paths: [String] = []
    for story in batch.stories { paths.append(try folder.write(story.name, story.text)) }
    guard let problem = try Self.problem(running: paths, options: batch.options) else { return }
    Issue.record("batch \(index) (--with \(batch.mistakes)): \(problem)")
    for (story, path) in zip(batch.stories, paths) {
      guard let alone = try Self.problem(running: [path], options: batch.options) else {
        continue
      }
      Issue.record(
        """
        \(alone)
        replay: save the story below as \(story.name) and run \
        'stsim run \(story.name) \(batch.options.joined(separator: " "))' \
        (the explorer's story of this run under --seed \(batch.seed) --days \(batch.days))
        \(story.text)
        """)
    }
  }
}
