import ReferenceCatalog
import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine
import Testing

@testable import ScenarioExplorer

/// The story generator draws every step statement of the table, writes stories the loader
/// accepts as written, and keeps them meaningful.
struct StoryGeneratorTests {
  /// Stories written with every kind switched on, from seeds 0, 1, 2, ...
  static func stories(_ count: Int, days: Int = 3) -> [Story] {
    (0..<count).map { index in
      var random = Xoshiro256StarStar(seed: UInt64(index))
      return StoryGenerator(days: days, swarm: .everything).story(using: &random)
    }
  }

  static let sample = stories(400)

  @Test func everyStepStatementOfTheTableIsProduced() {
    let produced = Set(Self.sample.flatMap { $0.steps.map(\.statement.patternIndex) })
    let missing = Swarm.explorable.filter { !produced.contains($0) }.map(Swarm.name(ofPattern:))
    #expect(missing.isEmpty, "never produced: \(missing)")
  }

  /// Pairs of consecutive steps of the sample, with the story they belong to.
  static var consecutiveSteps: [(story: Story, first: StoryStep, second: StoryStep)] {
    sample.flatMap { story in
      zip(story.steps, story.steps.dropFirst()).map { (story, $0, $1) }
    }
  }

  /// Late and repeated starts are aimed past the interval just scheduled, where they are
  /// stale, and an opening of the profile's items looks at what they did.
  @Test func lateAndRepeatedStartsAreAimedPastTheIntervalAndLookedAt() {
    var delayed = 0
    var repeated = 0
    for (_, first, second) in Self.consecutiveSteps {
      guard case .app(.schedule(let profile, let request)) = first.action else { continue }
      let length =
        (request.end.secondsSinceMidnight - request.start.secondsSinceMidnight + 86_399) % 86_400
        + 1
      switch second.action {
      case .system(.delayNextCallback(.intervalDidStart, profile, let delay))
      where delay > .seconds(Int64(length)):
        delayed += 1
      case .system(.repeatCallback(.intervalDidStart, profile))
      where second.offset > first.offset + .seconds(Int64(length)):
        repeated += 1
      default: continue
      }
    }
    #expect(delayed > 3, "\(delayed) delayed starts past the interval")
    #expect(repeated > 3, "\(repeated) repeated starts after the interval")
    let looks = Self.consecutiveSteps.filter { _, first, second in
      guard case .system(.repeatCallback(.intervalDidStart, _)) = first.action else {
        return false
      }
      if case .user(.open) = second.action { return true }
      return false
    }
    #expect(!looks.isEmpty, "no look after a repeated start")
  }

  /// On 26.5 and later, tokens expire under an application block by token, and the main app
  /// comes to the front after an expiry, where it refreshes them.
  @Test func tokensExpireUnderABlockByTokenAndTheMainAppComesUpAfterwards() {
    let expiries = Self.consecutiveSteps.filter { story, first, second in
      guard story.world.systemVersion >= SystemVersion(26, 5),
        case .app(.blockApplications(_, .picked)) = first.action
      else { return false }
      if case .system(.expireTokens) = second.action { return true }
      return false
    }
    #expect(expiries.count > 3, "\(expiries.count) expiries under a block by token")
    let openings = Self.consecutiveSteps.filter { _, first, second in
      guard case .system(.expireTokens) = first.action else { return false }
      return second.action == .user(.openMainApp)
    }
    #expect(openings.count > 3, "\(openings.count) main-app openings after an expiry")
  }

  /// Consecutive steps of 400 stories whose swarm has every kind but the expiries, delays and
  /// repeats, so that only the follow-ups can write those.
  static var consecutiveStepsWithoutFaultsAimed:
    [(story: Story, first: StoryStep, second: StoryStep)]
  {
    let left = [
      StoryGenerator.expireAllPattern, StoryGenerator.expireTokenPattern,
      StoryGenerator.delayPattern, StoryGenerator.repeatPattern,
    ]
    let swarm = Swarm(kinds: Swarm.everything.kinds.filter { !left.contains($0.patternIndex) })
    return (0..<400).flatMap { index in
      var random = Xoshiro256StarStar(seed: UInt64(index))
      let story = StoryGenerator(days: 3, swarm: swarm).story(using: &random)
      return zip(story.steps, story.steps.dropFirst()).map { (story, $0, $1) }
    }
  }

  /// A swarm without expiries, delays or repeats still gets them where they matter: after a
  /// block by token on 26.5 and later, and past the interval a schedule just made.
  @Test func expiriesAndStaleStartsFollowUpEvenWhenTheSwarmHasNone() {
    let steps = Self.consecutiveStepsWithoutFaultsAimed
    let expiries = steps.filter { story, first, second in
      guard story.world.systemVersion >= SystemVersion(26, 5),
        case .app(.blockApplications(_, .picked)) = first.action,
        case .system(.expireTokens) = second.action
      else { return false }
      return true
    }
    #expect(expiries.count > 3, "\(expiries.count) expiries under a block by token")
    let stale = steps.filter { _, first, second in
      guard case .app(.schedule(let profile, _)) = first.action else { return false }
      switch second.action {
      case .system(.delayNextCallback(.intervalDidStart, profile, _)),
        .system(.repeatCallback(.intervalDidStart, profile)):
        return true
      default: return false
      }
    }
    #expect(stale.count > 3, "\(stale.count) late or repeated starts after a schedule")
    let drawn = steps.filter { _, _, second in
      switch second.action {
      case .system(.expireTokens), .system(.delayNextCallback), .system(.repeatCallback):
        return false
      default: return true
      }
    }
    #expect(drawn.count > 10 * (expiries.count + stale.count), "follow-ups crowd out the swarm")
  }

  /// After a block by token, the profile is sometimes picked again with another selection:
  /// the app must move every setting that holds the old tokens, not only the shields.
  @Test func aBlockByTokenIsSometimesFollowedByANewPickOfItsProfile() {
    var repicks = 0
    for (story, first, second) in Self.consecutiveSteps {
      guard case .app(.blockApplications(let profile, .picked)) = first.action,
        case .user(.pick(profile, let items)) = second.action
      else { continue }
      #expect(!items.isAllowList)
      let before = story.steps.prefix { $0 != first }.last { step in
        if case .user(.pick(profile, _)) = step.action { return true }
        return false
      }
      if case .user(.pick(_, let earlier))? = before?.action { #expect(earlier != items) }
      repicks += 1
    }
    #expect(repicks > 3, "\(repicks) new picks after a block by token")
  }

  @Test func everyChoiceWordAndOptionalGroupOfTheStepStatementsIsProduced() {
    var seen: Set<String> = []
    func collect(_ parts: [StoryStatement.Part], in pattern: Int) {
      for part in parts {
        switch part {
        case .choice(let label, let word): seen.insert("\(pattern) \(label)=\(word)")
        case .group(let label, let inner?):
          seen.insert("\(pattern) [\(label)]")
          collect(inner, in: pattern)
        default: break
        }
      }
    }
    for story in Self.sample {
      for step in story.steps { collect(step.statement.parts, in: step.statement.patternIndex) }
    }
    var wanted: [String] = []
    func expected(_ elements: [PatternElement], in pattern: Int) {
      for element in elements {
        switch element {
        case .choice(let label, let words): wanted += words.map { "\(pattern) \(label)=\($0)" }
        case .optional(let label, let inner):
          wanted.append("\(pattern) [\(label)]")
          expected(inner, in: pattern)
        default: break
        }
      }
    }
    for index in Swarm.explorable { expected(StatementTable.steps[index].elements, in: index) }
    let missing = wanted.filter { !seen.contains($0) }
    #expect(missing.isEmpty, "never produced: \(missing)")
  }

  @Test func everyStoryReadsBackAsWrittenWithTheSameActionsAndTimes() throws {
    let loader = ScenarioLoader()
    for (index, story) in Self.sample.enumerated() {
      let compiled = story.compiled(
        title: "story \(index)", about: [], closing: [], path: "story.scenario", loader: loader)
      let scenario = try #require(
        compiled?.scenario,
        "story \(index) is not a valid scenario:\n\(story.scenarioText(title: "s", about: [], closing: []))"
      )
      #expect(scenario.steps.map(\.action) == story.steps.map(\.action), "story \(index)")
      let start = story.world.startInstant
      #expect(scenario.steps.map(\.instant) == story.steps.map { start + $0.offset })
    }
  }

  @Test func profilesArePickedBeforeAnyOtherStepNamesThem() {
    for story in Self.sample {
      var picked: Set<String> = []
      for step in story.steps {
        if case .user(.pick(let profile, _)) = step.action { picked.insert(profile) }
        for profile in step.statement.profiles {
          #expect(picked.contains(profile), "'\(step.statement.text)' before a pick of \(profile)")
        }
      }
    }
  }

  @Test func aStoryStartsWithAuthorizationAndAPickAndStaysWithinItsDays() {
    var startsWithApproval = 0
    var reachesLastDay = 0
    for days in [1, 3, 7] {
      for story in Self.stories(60, days: days) {
        if story.steps.first?.action == .user(.requestAuthorization(.userApproves))
          || story.steps.first?.action == .user(.requestAuthorization(.guardianApproves))
        {
          startsWithApproval += 1
        }
        #expect(story.steps.contains { if case .user(.pick) = $0.action { true } else { false } })
        let end = story.steps.last?.end ?? .zero
        #expect(end <= .days(Int64(days)))
        if end > .days(Int64(days - 1)) { reachesLastDay += 1 }
      }
    }
    #expect(startsWithApproval > 150)
    #expect(reachesLastDay > 30, "stories should fill their days")
  }

  @Test func theSameSeedGivesTheSameSwarmAndStory() throws {
    let explorer = try Explorer(options: ExplorationOptions(seed: 7))
    #expect(explorer.story(ofRun: 3) == explorer.story(ofRun: 3))
    #expect(explorer.swarm(ofRun: 3) == explorer.swarm(ofRun: 3))
    #expect(explorer.swarm(ofRun: 3) != explorer.swarm(ofRun: 4))
    #expect(
      Explorer.runSeed(7, run: 3)
        == SplitMix64.derive(7, path: [RandomStreamNumber.exploration, 3]))
  }

  @Test func aSwarmSwitchesOnASubsetOfTheKindsWithWeights() {
    var random = Xoshiro256StarStar(seed: 1)
    for _ in 0..<50 {
      let swarm = Swarm.random(using: &random)
      #expect(swarm.kinds.count >= Swarm.explorable.count / 3)
      #expect(swarm.kinds.count < Swarm.explorable.count)
      #expect(swarm.kinds.allSatisfy { Swarm.weights.contains($0.weight) })
      #expect(swarm.lines.count == swarm.kinds.count)
    }
  }

  @Test func theStatementsOfFollowUpsAreInTheTable() {
    for pattern in [
      StoryGenerator.openAppPattern, StoryGenerator.visitWebPattern,
      StoryGenerator.tapButtonPattern, StoryGenerator.tapSubmenuPattern,
      StoryGenerator.blockNowPattern, StoryGenerator.usePattern, StoryGenerator.pickPattern,
      StoryGenerator.expireAllPattern, StoryGenerator.expireTokenPattern,
      StoryGenerator.delayPattern, StoryGenerator.repeatPattern,
    ] {
      #expect(pattern.map(Swarm.explorable.contains) == true)
    }
  }

  @Test func kindNamesAreDistinct() {
    let names = Swarm.explorable.map(Swarm.name(ofPattern:))
    #expect(Set(names).count == names.count)
  }
}
