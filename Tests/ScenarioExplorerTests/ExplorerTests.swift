import Foundation
import InvariantChecking
import ReferenceApp
import ReferenceCatalog
import ScenarioExplorer
import ScenarioLanguage
import ScenarioReports
import ScenarioRunner
import ScreenTimeModel
import Testing

@testable import ScenarioExplorer

/// Exploration end to end: it finds mistakes with no hand-written scenario, writes files that
/// replay them, gives the same results for the same seed, and splits its runs into shards.
struct ExplorerTests {
  /// Runs `scenarioText`, as the file `path`, under the reference app with `mistakes`.
  static func run(
    _ scenarioText: String, with mistakes: [String], path: String = "found.scenario"
  ) throws -> ScenarioResult {
    let scenario = try ScenarioLoader().scenario(from: scenarioText, path: path)
    return ScenarioRunner.run(scenario, options: RunOptions(mistakes: mistakes))
  }

  @Test func aDifferenceFromRecommendedIsFoundShrunkAndPinned() throws {
    let explorer = try Explorer(
      options: ExplorationOptions(
        mistakes: ["network-in-monitor"], against: "recommended", limit: .runs(20), seed: 1,
        recordsTimeline: false))
    let report = explorer.explore()
    let failure = try #require(report.failures.first)
    #expect(report.failures.count == 1)
    #expect(failure.signature == .divergence(.shielded))
    #expect(failure.failure == "differs from recommended: effective shield state")
    #expect(failure.reproduces)
    #expect(failure.steps <= 15 && failure.steps < failure.originalSteps)
    #expect(
      failure.fileName
        == "network-in-monitor-seed1-run\(failure.runIndex)-differs-shielded.scenario")
    let text = failure.scenarioText
    #expect(text.contains("about \"Found by 'stsim explore --seed 1 --with network-in-monitor"))
    #expect(text.contains("run \(failure.runIndex) (run seed \(failure.runSeed))"))
    #expect(text.contains("expect shielded ") || text.contains("expect not shielded "))
    #expect(ScenarioLoader().load(text: text, path: failure.fileName).diagnostics.isEmpty)
    let withMistake = try Self.run(text, with: ["network-in-monitor"])
    #expect(!withMistake.passed)
    #expect(withMistake.failures.allSatisfy { $0.invariant == nil })
    #expect(try Self.run(text, with: []).passed, "\(text)")
    #expect(failure.timelineHTML == nil)
  }

  /// Whether an app is blocked outside shields is part of what the user sees: an application
  /// block left on expired tokens differs from one the refresh rewrote.
  @Test func aDifferenceInTheBlockedStateIsFoundAndPinned() throws {
    let explorer = try Explorer(
      options: ExplorationOptions(
        mistakes: ["refresh-shields-only"], against: "recommended", limit: .runs(20), seed: 2,
        recordsTimeline: false))
    let report = explorer.explore()
    let failure = try #require(report.failures.first)
    #expect(failure.signature == .divergence(.blocked))
    #expect(failure.failure == "differs from recommended: blocked state")
    #expect(failure.reproduces)
    #expect(failure.fileName.hasSuffix("-differs-blocked.scenario"))
    let text = failure.scenarioText
    #expect(text.contains("expect blocked ") || text.contains("expect not blocked "), "\(text)")
    #expect(try !Self.run(text, with: ["refresh-shields-only"]).passed)
    #expect(try Self.run(text, with: []).passed, "\(text)")
  }

  @Test func aBrokenInvariantIsFoundWithoutComparingAndWrittenWithItsTraceAndTimeline() throws {
    let explorer = try Explorer(
      options: ExplorationOptions(mistakes: ["log-tokens"], limit: .runs(2)))
    let report = explorer.explore()
    let failure = try #require(report.failures.first)
    #expect(failure.signature == .invariant(.tokenRedaction))
    #expect(failure.reproduces)
    #expect(failure.steps <= 3)
    let result = try Self.run(failure.scenarioText, with: ["log-tokens"], path: failure.fileName)
    #expect(result.failures.contains { $0.invariant == .tokenRedaction })
    #expect(try Self.run(failure.scenarioText, with: []).passed)
    #expect(failure.trace.hasSuffix("digest \(result.digest)\n"))
    #expect(failure.trace.contains("check          violation of token-redaction"))
    #expect(failure.timelineHTML?.hasPrefix("<!DOCTYPE html>") == true)
    #expect(failure.traceFileName == "log-tokens-seed1-run0-token-redaction.trace")
    #expect(failure.timelineFileName == "log-tokens-seed1-run0-token-redaction.html")
  }

  @Test func replayLinesNameTheProgramThatExplored() throws {
    var options = ExplorationOptions(mistakes: ["log-tokens"], limit: .runs(2))
    options.program = "my-stsim"
    let failure = try #require(try Explorer(options: options).explore().failures.first)
    #expect(failure.scenarioText.contains("Found by 'my-stsim explore --seed 1 --with log-tokens'"))
    #expect(
      failure.scenarioText.contains(
        "Replay: 'my-stsim run \(failure.fileName) --with log-tokens' fails; "
          + "'my-stsim run \(failure.fileName)' passes."))
    #expect(!failure.scenarioText.contains("'stsim "))
  }

  @Test func theSameSeedGivesTheSameReportAndFiles() throws {
    let options = ExplorationOptions(mistakes: ["log-tokens"], limit: .runs(4), seed: 3)
    let first = try Explorer(options: options).explore()
    let second = try Explorer(options: options).explore()
    func withoutTime(_ json: String) -> String {
      String(json[..<(json.range(of: "\"elapsedSeconds\"")?.lowerBound ?? json.endIndex)])
    }
    #expect(withoutTime(first.json(directory: "out")) == withoutTime(second.json(directory: "out")))
    #expect(first.failures.map(\.scenarioText) == second.failures.map(\.scenarioText))
    #expect(first.failures.map(\.trace) == second.failures.map(\.trace))
    #expect(first.failures.map(\.timelineHTML) == second.failures.map(\.timelineHTML))
    #expect(!first.failures.isEmpty)
  }

  @Test func shardsPartitionTheRuns() throws {
    let whole = try Explorer(options: ExplorationOptions(limit: .runs(10))).explore()
    #expect(whole.runs == 10)
    var seen: [UInt64] = []
    for index in 1...3 {
      let shard = try Explorer(
        options: ExplorationOptions(
          limit: .runs(10), shard: ExplorationOptions.Shard(index: index, count: 3))
      ).explore()
      #expect(shard.runs == [4, 3, 3][index - 1])
      seen += shard.runSeeds
    }
    #expect(seen.count == Set(seen).count)
    #expect(Set(seen) == Set(whole.runSeeds))
  }

  @Test(arguments: [1, 2, 3, 5, 8])
  func everyRunBelongsToExactlyOneShard(_ count: Int) {
    let shards = (1...count).map { ExplorationOptions.Shard(index: $0, count: count) }
    for run in 0..<100 {
      #expect(shards.filter { $0.contains(runIndex: run) }.count == 1)
    }
  }

  /// Stories drawn from every statement of the table, user actions, faults and storage failures
  /// in any order: the recommended design breaks no invariant and no run uses up its budget.
  @Test func theRecommendedDesignKeepsEveryInvariantInExploredStories() throws {
    let report = try Explorer(options: ExplorationOptions(limit: .runs(120), seed: 1)).explore()
    #expect(report.runs == 120)
    #expect(report.failures.isEmpty, "\(report.failures.map(\.scenarioText))")
  }

  @Test func theRecommendedDesignDoesNotDifferFromItself() throws {
    let report = try Explorer(
      options: ExplorationOptions(against: "recommended", limit: .runs(15), seed: 4)
    ).explore()
    #expect(report.failures.isEmpty, "\(report.failures.map(\.scenarioText))")
  }

  @Test func badOptionsAreRefusedBeforeAnythingRuns() {
    #expect(throws: Explorer.OptionsError.unknownPolicy("nope", known: ["recommended"])) {
      try Explorer(options: ExplorationOptions(policy: "nope"))
    }
    #expect(throws: Explorer.OptionsError.unknownPolicy("other", known: ["recommended"])) {
      try Explorer(options: ExplorationOptions(against: "other"))
    }
    #expect(throws: Explorer.OptionsError.daysOutOfRange(0)) {
      try Explorer(options: ExplorationOptions(days: 0))
    }
    #expect(throws: Explorer.OptionsError.emptyLimit) {
      try Explorer(options: ExplorationOptions(limit: .runs(0)))
    }
  }

  @Test func aTeamsOwnAppInTheCatalogCanBeExplored() throws {
    let catalog = PolicyCatalog.standard.adding("mine") { mistakes, member in
      ReferencePolicy.bundle(
        mistakes: Set(mistakes.compactMap(Mistake.init(rawValue:))).union([.logTokens]),
        member: member)
    }
    let report = try Explorer(
      options: ExplorationOptions(
        policy: "mine", against: "recommended", limit: .runs(3), catalog: catalog,
        recordsTimeline: false)
    ).explore()
    #expect(report.failures.contains { $0.signature == .invariant(.tokenRedaction) })
    let failure = try #require(report.failures.first)
    #expect(failure.scenarioText.contains("\npolicy mine\n"))
  }
}

/// What the user sees is sampled at every step and compared, expectation by expectation.
struct UserTranscriptTests {
  @Test func anotherProfilesShieldForAnUnknownTokenIsADifferenceInTheShieldShown() throws {
    let text = """
      scenario "two profiles, one rotated token"
      app social com.example.social category social-networking
      app chess com.example.chess category games

      user approves authorization
      user picks work apps social
      user picks home apps chess
      user blocks work now
      os rotates token social
      user opens social
      wait
      """
    let scenario = try ScenarioLoader().scenario(from: text)
    let trial = StoryTrial(
      catalog: .standard, target: ExploredApp(policy: "recommended", mistakes: []), against: nil)
    let probes: [ScenarioLanguage.Expectation] = [
      .shielded(ItemReference(.app, "social"), true), .shield(.generic), .shield(.profile("work")),
      .shield(.profile("home")), .action(.close),
    ]
    let (_, recommended) = trial.run(
      scenario, text: text, ExploredApp(policy: "recommended", mistakes: []), probes: probes)
    let (_, fallback) = trial.run(
      scenario, text: text,
      ExploredApp(policy: "recommended", mistakes: ["first-profile-fallback"]), probes: probes)
    #expect(recommended.samples.count == scenario.steps.count)
    #expect(recommended.samples[4][0] && recommended.samples[6][0], "social shielded by work")
    let divergence = try #require(
      Divergence.first(in: fallback, against: recommended, probes: probes))
    #expect(divergence.sample == 6)
    #expect(divergence.kinds == [.shield])
    #expect(divergence.pins == [.shield(.generic)])
  }

  @Test func aShieldThatOnlyTheAppUnderTestShowsIsPinnedAsNotShielded() {
    let probes: [ScenarioLanguage.Expectation] = [
      .shielded(ItemReference(.app, "a"), true), .appClosed,
    ]
    let target = UserTranscript(samples: [[false, false], [true, false]])
    let baseline = UserTranscript(samples: [[false, false], [false, true]])
    let divergence = Divergence.first(in: target, against: baseline, probes: probes)
    #expect(divergence?.sample == 1)
    #expect(divergence?.pins == [.shielded(ItemReference(.app, "a"), false), .appClosed])
    #expect(divergence?.kinds == [.shielded, .appClosed])
    // An expectation that holds only under the app under test cannot pin anything but a shield.
    let reversed = Divergence.first(
      in: UserTranscript(samples: [[false, true]]),
      against: UserTranscript(samples: [[false, false]]),
      probes: probes)
    #expect(reversed == nil)
  }
}
