import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

/// Writes random stories from the statement table: a header, then timed steps drawn from a
/// swarm's kinds, with every placeholder filled by a value of its kind.
///
/// A story starts the way real use does (authorization, then a first pick), and then mixes the
/// swarm's statements. ``StoryDraft`` keeps it meaningful: profiles are picked before other
/// steps name them, taps follow something on screen, schedules and faults name existing
/// profiles. Times advance by random gaps and often land on the clocks the story's schedules
/// start and end at, where monitor callbacks fall due. Every choice comes from the generator
/// passed in, so a seed gives the same story on every machine.
struct StoryGenerator: Sendable {
  /// How many simulated days a story spans.
  var days: Int
  /// The kinds of steps and faults the story mixes.
  var swarm: Swarm
  /// The codes `expect diagnostic` may name: the policy catalog's.
  var diagnosticCodes: [String] = []
  /// The codes `expect error` may name: the policy catalog's.
  var errorCodes: [String] = []
  /// The releases stories run on; `nil` for every release the explorer knows.
  var versions: [SystemVersion]?
  /// The apps stories run under, whose unsupported steps and lacking capabilities no story
  /// uses; none when ``catalog`` is `nil`.
  var apps: [ExploredApp] = []
  /// The catalog that builds ``apps``.
  var catalog: PolicyCatalog?
  /// The `policy-option` choices of the app under test, each turned on in some stories.
  var policyOptions: [String] = []

  // MARK: - Stories

  /// A random story.
  func story(using random: inout Xoshiro256StarStar) -> Story {
    let world = Self.world(
      days: days, versions: versions, policyOptions: policyOptions, using: &random)
    var draft = StoryDraft(world: world, reach: reach(for: world))
    let span = SimulationDuration.days(Int64(days))
    // The story begins as use does: authorization, then a first pick.
    if random.percent(90) {
      appendFirst(to: &draft, using: &random) {
        $0 == .user(.requestAuthorization(.userApproves))
          || $0 == .user(.requestAuthorization(.guardianApproves))
      }
    }
    appendFirst(to: &draft, using: &random) {
      if case .user(.pick) = $0 { return true }
      return false
    }
    let length = 6 + Int(random.next(below: 30))
    appendSteps(to: &draft, until: length, within: span, using: &random)
    return Story(world: draft.world, steps: draft.steps, probe: nil)
  }

  /// What the apps stories run under can do in a story of `world`: everything without a
  /// catalog.
  func reach(for world: StoryWorld) -> AppReach {
    catalog.map { AppReach(apps, in: $0, for: world) } ?? .everything
  }

  /// Appends steps drawn from the swarm to `draft` until it has `length` steps, none ending
  /// after `span`, or a few draws in a row find nothing.
  func appendSteps(
    to draft: inout StoryDraft, until length: Int, within span: SimulationDuration,
    using random: inout Xoshiro256StarStar
  ) {
    for _ in 0..<(3 * length) where draft.steps.count < length {
      if let step = followUp(in: draft, using: &random) {
        guard step.end <= span else { break }
        draft.append(step)
        continue
      }
      let offset = nextOffset(
        after: draft, stepsLeft: length - draft.steps.count, using: &random)
      guard offset <= span else { break }
      let drawn = draw(for: draft, at: offset, using: &random) { _ in true }
      guard let statement = drawn else { continue }
      let step = StoryStep(offset: offset, statement: statement)
      guard step.end <= span else { break }
      draft.append(step)
    }
  }

  /// Appends, at the current time, the first statement of the table (in table order, several
  /// random fillings each) whose action satisfies `wanted`.
  private func appendFirst(
    to draft: inout StoryDraft, using random: inout Xoshiro256StarStar,
    where wanted: (Action) -> Bool
  ) {
    for index in Swarm.explorable {
      for _ in 0..<8 {
        guard let statement = fill(index, for: draft, at: draft.now, using: &random),
          wanted(statement.action),
          draft.welcomes(statement.action, newProfiles: newProfiles(statement, draft))
        else { continue }
        let step = StoryStep(offset: draft.now, statement: statement)
        guard draft.admits(step) else { continue }
        draft.append(step)
        return
      }
    }
  }

  /// A statement of the swarm for a step at `offset`, drawn by weight and filled, that the draft
  /// welcomes and admits and `accepting` takes; `nil` after a few unlucky draws.
  func draw(
    for draft: StoryDraft, at offset: SimulationDuration, using random: inout Xoshiro256StarStar,
    accepting: (Action) -> Bool
  ) -> StoryStatement? {
    let total = swarm.kinds.reduce(0) { $0 + $1.weight }
    guard total > 0 else { return nil }
    for _ in 0..<40 {
      var ticket = Int(random.next(below: UInt64(total)))
      var chosen = swarm.kinds[0].patternIndex
      for kind in swarm.kinds {
        if ticket < kind.weight {
          chosen = kind.patternIndex
          break
        }
        ticket -= kind.weight
      }
      guard let statement = fill(chosen, for: draft, at: offset, using: &random) else { continue }
      let action = statement.action
      if accepting(action), draft.welcomes(action, newProfiles: newProfiles(statement, draft)),
        draft.admits(StoryStep(offset: offset, statement: statement))
      {
        return statement
      }
    }
    return nil
  }

  func newProfiles(_ statement: StoryStatement, _ draft: StoryDraft) -> [String] {
    var names: [String] = []
    for name in statement.profiles where !draft.profiles.contains(name) && !names.contains(name) {
      names.append(name)
    }
    return names
  }

  // MARK: - Time

  /// When the next step runs: at once, a little later, much later, or on (or just after) a
  /// clock a schedule of the story starts or ends at.
  func nextOffset(
    after draft: StoryDraft, stepsLeft: Int, using random: inout Xoshiro256StarStar
  ) -> SimulationDuration {
    // Long gaps are sized so that the story tends to fill its days.
    let remaining = SimulationDuration.days(Int64(days)) - draft.now
    let longest = max(30, remaining.milliseconds / 60_000 * 2 / Int64(max(1, stepsLeft)))
    switch random.next(below: 100) {
    case 0..<30:
      return draft.now
    case 30..<55:
      return draft.now + .minutes(Int64(1 + random.next(below: 10)))
    case 55..<80:
      return draft.now + .minutes(15 + Int64(random.next(below: UInt64(longest))))
    default:
      guard !draft.anchors.isEmpty else {
        return draft.now + .minutes(15 + Int64(random.next(below: UInt64(longest))))
      }
      let anchor = draft.anchors[Int(random.next(below: UInt64(draft.anchors.count)))]
      let jitters: [Int64] = [0, 0, 1, 2, 5, 20]
      let jitter = SimulationDuration.minutes(jitters[Int(random.next(below: 6))])
      return nextOccurrence(of: anchor, after: draft) + jitter
    }
  }

  /// The distance from the start of the first time after the draft's end that the wall clock
  /// reads `clock` in the zone in force.
  func nextOccurrence(of clock: Clock, after draft: StoryDraft) -> SimulationDuration {
    nextOccurrence(of: clock, after: draft.now, in: draft)
  }

  /// The distance from the start of the first time after `offset` that the wall clock reads
  /// `clock` in the draft's zone in force.
  func nextOccurrence(
    of clock: Clock, after offset: SimulationDuration, in draft: StoryDraft
  ) -> SimulationDuration {
    let start = draft.world.startInstant
    let now = start + offset
    let today = draft.zone.localDateTime(at: now).date
    for dayOffset in 0..<3 {
      let candidate = draft.zone.instant(
        at: LocalDateTime(date: today.adding(days: dayOffset), clock: clock))
      if candidate > now { return candidate - start }
    }
    return offset + .days(1)
  }
}

extension StoryGenerator {
  /// The generator of an exploration with `options` and a run's `swarm`: stories only the apps
  /// it runs can take (the app under test and the one compared with, or the app without its
  /// mistakes), with the app's `policy-option` choices drawn.
  init(options: ExplorationOptions, swarm: Swarm) {
    let target = ExploredApp(policy: options.policy, mistakes: options.mistakes)
    let other =
      options.against.map { ExploredApp(policy: $0, mistakes: []) }
      ?? ExploredApp(policy: options.policy, mistakes: [])
    self.init(
      days: options.days, swarm: swarm, diagnosticCodes: options.catalog.diagnosticCodes,
      errorCodes: options.catalog.errorCodes, versions: options.versions,
      apps: other == target ? [target] : [target, other], catalog: options.catalog,
      policyOptions: options.catalog.entry(named: options.policy)?.options.map(\.name) ?? [])
  }
}

extension Xoshiro256StarStar {
  /// True `percent` times in a hundred.
  mutating func percent(_ percent: UInt64) -> Bool {
    next(below: 100) < percent
  }

  /// One of `elements`, which must not be empty.
  mutating func element<Element>(of elements: [Element]) -> Element {
    elements[Int(next(below: UInt64(elements.count)))]
  }

  /// One of `elements`, drawn by the weights paired with them (each 1 or more).
  mutating func element<Element>(weighted elements: [(Element, Int)]) -> Element {
    var ticket = Int(next(below: UInt64(elements.reduce(0) { $0 + $1.1 })))
    for (element, weight) in elements {
      if ticket < weight { return element }
      ticket -= weight
    }
    return elements[elements.count - 1].0
  }
}
