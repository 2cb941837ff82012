import InvariantChecking
import ReferenceCatalog
import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeHosting
import SimulationEngine
import Testing

@testable import ScenarioExplorer

/// Exploring a team's app: stories use only what the app can do, draw its `policy-option`
/// variants, and the files name the program and the policy that ran.
struct ExploredAppTests {
  /// The reference app as `limited`, which lacks usage limits and category shields, with the
  /// reference's mistakes and options.
  static let catalog: PolicyCatalog = {
    var entry = PolicyEntry.reference
    let make = entry.make
    entry.name = "limited"
    entry.make = { mistakes, member, options in
      var bundle = make(mistakes, member, options)
      bundle.name = "limited"
      bundle.lacking = [.usageLimits, .categoryShields]
      return bundle
    }
    return PolicyCatalog.standard.adding(entry)
  }()

  static let loader = ScenarioLoader(catalog: catalog)

  /// The capabilities of `lacking` that `text` needs.
  static func needs(_ text: String) throws -> Set<AppCapability> {
    let scenario = try loader.scenario(from: text, path: "story.scenario")
    return Set(scenario.neededCapabilities().map(\.capability))
  }

  @Test func storiesOfAnAppThatLacksCapabilitiesNeverNeedThem() throws {
    let explorer = try Explorer(
      options: ExplorationOptions(policy: "limited", limit: .runs(300), catalog: Self.catalog))
    var needing: [Int] = []
    var schedules = 0
    for run in 0..<300 {
      let text = explorer.story(ofRun: run)
      if try !Self.needs(text).isDisjoint(with: [.usageLimits, .categoryShields]) {
        needing.append(run)
      }
      if text.contains("app schedules ") { schedules += 1 }
    }
    #expect(needing.isEmpty, "runs whose stories need what the app lacks: \(needing)")
    #expect(schedules > 50, "the app still schedules, without limits")
  }

  @Test func failuresOfAnAppThatLacksCapabilitiesReplayAsFailures() throws {
    let explorer = try Explorer(
      options: ExplorationOptions(
        policy: "limited", mistakes: ["first-profile-fallback"], against: "limited",
        limit: .runs(200), catalog: Self.catalog, recordsTimeline: false))
    let report = explorer.explore()
    #expect(!report.failures.isEmpty)
    for failure in report.failures {
      #expect(failure.reproduces, "\(failure.scenarioText)")
      #expect(
        try Self.needs(failure.scenarioText).isDisjoint(with: [.usageLimits, .categoryShields]))
      let scenario = try Self.loader.scenario(from: failure.scenarioText, path: failure.fileName)
      let replay = ScenarioRunner.run(
        scenario,
        options: RunOptions(mistakes: ["first-profile-fallback"], catalog: Self.catalog))
      #expect(!replay.isSkipped, "\(replay.skipReason ?? "")")
      #expect(replay.failed, "\(failure.scenarioText)")
      #expect(ScenarioRunner.run(scenario, options: RunOptions(catalog: Self.catalog)).passed)
    }
  }

  @Test func aStoryTheAppSkipsIsNotATrialOfIt() throws {
    // A story written for any app, which needs category shields.
    let story = try #require(
      StoryGeneratorTests.sample.first { story in
        let text = story.scenarioText(title: "story", about: [], closing: [])
        return (try? Self.needs(text).contains(.categoryShields)) == true
      })
    let limited = StoryTrial(
      catalog: Self.catalog, target: ExploredApp(policy: "limited", mistakes: []), against: nil)
    let recommended = StoryTrial(
      catalog: Self.catalog, target: ExploredApp(policy: "recommended", mistakes: []),
      against: nil)
    #expect(limited.evaluate(story) == nil)
    #expect(recommended.evaluate(story) != nil)
  }

  // MARK: - Variants

  /// An app with two variants: `leaky`, which logs tokens (the reference's `log-tokens`), and
  /// `opens-app`, which changes nothing that a logged token depends on.
  static let variants = PolicyCatalog.standard.adding(
    PolicyEntry(
      name: "variants",
      options: [
        PolicyOptionDescription(name: "leaky", summary: "logs tokens"),
        PolicyOptionDescription(name: "opens-app", summary: "secondary opens the app"),
      ]
    ) { _, member, options in
      var bundle = PolicyEntry.reference.make(
        options.contains("leaky") ? ["log-tokens"] : [], member,
        options.contains("opens-app") ? ["secondary-opens-app"] : [])
      bundle.name = "variants"
      return bundle
    })

  @Test func storiesDrawTheAppsPolicyOptionsAndRunWithThem() throws {
    let explorer = try Explorer(options: ExplorationOptions(limit: .runs(90), catalog: .standard))
    let loader = ScenarioLoader(catalog: .standard)
    let declared = PolicyEntry.reference.options.map(\.name)
    var stories: [String: Int] = [:]
    for run in 0..<90 {
      let text = explorer.story(ofRun: run)
      let scenario = try loader.scenario(from: text, path: "story.scenario")
      let written = declared.filter { text.contains("\npolicy-option \($0)\n") }
      #expect(scenario.policy.options == written)
      for option in written { stories[option, default: 0] += 1 }
    }
    for option in declared {
      #expect((15...45).contains(stories[option, default: 0]), "\(option): \(stories) of 90")
    }
  }

  @Test func aFailureThatNeedsAVariantIsWrittenWithItAndReplays() throws {
    var options = ExplorationOptions(
      policy: "variants", limit: .runs(40), catalog: Self.variants, recordsTimeline: false)
    options.program = "my-stsim"
    let report = try Explorer(options: options).explore()
    let failure = try #require(report.failures.first)
    #expect(failure.signature == .invariant(.tokenRedaction))
    #expect(failure.reproduces)
    let text = failure.scenarioText
    #expect(text.contains("\npolicy variants\npolicy-option leaky\n"), "\(text)")
    #expect(!text.contains("policy-option opens-app"))
    #expect(
      text.contains(
        "Replay: 'my-stsim run \(failure.fileName) --policy variants' fails."), "\(text)")
    let loader = ScenarioLoader(catalog: Self.variants)
    let scenario = try loader.scenario(from: text, path: failure.fileName)
    let replay = ScenarioRunner.run(scenario, options: RunOptions(catalog: Self.variants))
    #expect(replay.failures.contains { $0.invariant == .tokenRedaction })
    var without = scenario
    without.policy.options = []
    #expect(ScenarioRunner.run(without, options: RunOptions(catalog: Self.variants)).passed)
  }

  @Test func shrinkingDropsAVariantTheFailureDoesNotNeed() throws {
    let explorer = try Explorer(
      options: ExplorationOptions(policy: "variants", catalog: Self.variants))
    var found: Story?
    for run in 0..<200 where found == nil {
      let story = explorer.draft(ofRun: run).story
      if story.world.policyOptions == ["leaky", "opens-app"],
        explorer.trial.evaluate(story)?.firstFailure?.signature == .invariant(.tokenRedaction)
      {
        found = story
      }
    }
    let story = try #require(found)
    var shrinker = StoryShrinker(trial: explorer.trial, signature: .invariant(.tokenRedaction))
    let result = shrinker.shrink(story)
    let shrunk = try #require(result)
    #expect(shrunk.world.policyOptions == ["leaky"])
  }

  @Test func theSameSeedGivesTheSameStoriesAndFilesForATeamsApp() throws {
    func explore() throws -> ([String], [String]) {
      let explorer = try Explorer(
        options: ExplorationOptions(
          policy: "variants", limit: .runs(30), catalog: Self.variants, recordsTimeline: false))
      let stories = (0..<30).map { explorer.story(ofRun: $0) }
      return (stories, explorer.explore().failures.map { $0.scenarioText + $0.trace })
    }
    let (first, second) = (try explore(), try explore())
    #expect(first.0 == second.0)
    #expect(first.1 == second.1)
    #expect(!first.1.isEmpty)
  }
}
