import BehaviourCoverage
import ReferenceCatalog
import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import SimulationEngine
import Testing

@testable import ScenarioExplorer

/// Coverage-guided exploration: stories that reach new points are kept and later stories derived
/// from them, the same for one seed whatever the jobs, and no run of a correct app reaches a
/// point the model rules out.
struct GuidanceTests {
  static func options(guided: Bool, runs: Int, seed: UInt64 = 1) -> ExplorationOptions {
    var options = ExplorationOptions(
      limit: .runs(runs), seed: seed, days: 1, catalog: .standard, recordsTimeline: false)
    options.guided = guided
    return options
  }

  @Test func aGuidedExplorationIsTheSameWhateverTheJobs() throws {
    let explorer = try Explorer(options: Self.options(guided: true, runs: 96))
    let one = explorer.explore(jobs: 1)
    let two = explorer.explore(jobs: 2)
    #expect(one.runSeeds == two.runSeeds)
    #expect(one.coverage == two.coverage)
    #expect(one.firstReached == two.firstReached)
    #expect(one.derivedRuns == two.derivedRuns)
    // Most runs after the first generation derive their story from the corpus.
    #expect((one.derivedRuns ?? 0) > 16, "\(one.derivedRuns ?? 0) derived")
    let unguided = try Explorer(options: Self.options(guided: false, runs: 96)).explore()
    #expect(unguided.derivedRuns == nil)
    #expect(unguided.runSeeds == one.runSeeds)
  }

  @Test func derivedStoriesAreStoriesTheGeneratorCouldWrite() throws {
    let explorer = try Explorer(options: Self.options(guided: true, runs: 1))
    var corpus = CoverageCorpus()
    for run in 0..<40 {
      let story = explorer.draft(ofRun: run).story
      var coverage = CoverageSet()
      coverage.insert(run)  // a new point each: every story joins
      corpus.record(story, coverage: coverage)
    }
    var derived = 0
    for run in 40..<240 {
      let (_, story, isDerived) = explorer.guidedDraft(ofRun: run, corpus: corpus)
      #expect(story.isWellTimed, "run \(run)")
      #expect(story.steps.allSatisfy { $0.end <= .days(1) }, "run \(run)")
      // Replaying the steps through a draft keeps every one: each is welcome where it lands.
      let generator = StoryGenerator(days: 1, swarm: .everything)
      var draft = StoryDraft(world: story.world)
      for step in story.steps {
        #expect(
          draft.welcomes(step.action, newProfiles: generator.newProfiles(step.statement, draft)),
          "run \(run): \(step.statement.text)")
        draft.append(step)
      }
      #expect(
        story.compiled(
          title: "derived", about: [], closing: ["wait"], path: "derived.scenario",
          loader: explorer.trial.loader) != nil, "run \(run) does not compile")
      if isDerived { derived += 1 }
    }
    #expect(derived > 60, "\(derived) of 200 derived")
  }

  @Test func noRunOfTheRecommendedDesignReachesAPointTheModelRulesOut() throws {
    for seed: UInt64 in [2, 3] {
      let report = try Explorer(options: Self.options(guided: true, runs: 150, seed: seed))
        .explore(jobs: 2)
      let universe = CoverageUniverse.standard
      #expect(report.coverage.count > 100)
      for index in report.coverage.indices {
        let entry = universe.entries[index]
        #expect(
          entry.isReachable,
          "seed \(seed): \(entry.point.id) was reached: \(entry.unreachableBecause ?? "")")
      }
    }
  }

  @Test func theReportSaysWhatTheRunsReached() throws {
    let report = try Explorer(options: Self.options(guided: true, runs: 40)).explore()
    #expect(report.coverageLine.hasSuffix("stories derived from earlier ones"))
    #expect(report.coverageLine.contains(" of \(CoverageUniverse.standard.reachable.count) "))
    for index in report.coverage.indices {
      #expect((0..<40).contains(report.firstReached[index] ?? -1))
    }
  }
}
