import ScenarioLanguage
import ScreenTimeModel
import SimulationEngine

/// Derives a new story from a story of the corpus: extends it from one of its steps, splices
/// another story's later steps onto it, changes one step, or leaves several out.
///
/// What it writes stays a story the generator could have written: the parent's world, steps in
/// time order within the days, and each step one that ``StoryDraft`` welcomes where it lands
/// (a tap follows something on screen, a profile is picked before it is named); steps that no
/// longer fit after a change are left out.
struct StoryMutator: Sendable {
  /// Draws new steps, from the run's own swarm.
  var generator: StoryGenerator

  /// The ways of deriving, in the order ``derive(from:mate:using:)`` draws them.
  enum Operation: CaseIterable {
    /// Keeps the parent up to one of its steps and writes new steps after it.
    case extend
    /// Keeps the parent up to one of its steps and appends another story's steps from one of
    /// its own, moved to follow.
    case splice
    /// Leaves one step out, fills one step again, or adds one.
    case tweak
    /// Does one of the parent's steps again, later: on a clock one of its schedules starts or
    /// ends at, or a little after the step; the same fault, repeat or tap at another moment is
    /// often another situation (a repeat after the interval instead of inside it).
    case echo
    /// Leaves out several of the parent's steps at once, each by chance: what the parent
    /// reached may be hidden by a step that came before it (a profile blocked by hand hides
    /// whether a late start shields), and one step at a time rarely gets rid of all of them.
    case thin
    /// Taps a button of the shield that one of the parent's steps brought up, or does
    /// something else the moment after it: where the parent reached a shield, the next step
    /// is most often the one that matters.
    case followUp
  }

  /// A story derived from `parent` (with `mate` for a splice), or `nil` when the derivation
  /// leaves nothing new.
  func derive(from parent: Story, mate: Story?, using random: inout Xoshiro256StarStar) -> Story? {
    guard !parent.steps.isEmpty else { return nil }
    let operation = random.element(
      weighted: [
        (Operation.extend, 3), (.splice, 1), (.tweak, 2), (.echo, 2), (.thin, 2), (.followUp, 3),
      ])
    switch operation {
    case .echo:
      return echoed(parent, using: &random) ?? extended(parent, using: &random)
    case .followUp:
      return followedUp(parent, using: &random) ?? tweaked(parent, using: &random)
    case .extend:
      return extended(parent, using: &random)
    case .splice:
      guard let mate, !mate.steps.isEmpty else { return extended(parent, using: &random) }
      return spliced(parent, mate, using: &random)
    case .tweak:
      return tweaked(parent, using: &random)
    case .thin:
      return thinned(parent, using: &random) ?? tweaked(parent, using: &random)
    }
  }

  /// The parent without a random fifth of its steps (at least one), the rest kept where they
  /// still fit.
  private func thinned(_ parent: Story, using random: inout Xoshiro256StarStar) -> Story? {
    guard parent.steps.count > 1 else { return nil }
    var steps = parent.steps.filter { _ in !random.percent(20) }
    if steps.count == parent.steps.count {
      steps.remove(at: Int(random.next(below: UInt64(steps.count))))
    }
    let draft = replayed(parent.world, steps[...])
    guard !draft.steps.isEmpty, draft.steps != parent.steps else { return nil }
    return Story(world: draft.world, steps: draft.steps, probe: nil)
  }

  private var span: SimulationDuration { .days(Int64(generator.days)) }

  /// The parent's first steps, and new ones after them.
  private func extended(_ parent: Story, using random: inout Xoshiro256StarStar) -> Story? {
    let kept = 1 + Int(random.next(below: UInt64(parent.steps.count)))
    var draft = replayed(parent.world, parent.steps.prefix(kept))
    let length = draft.steps.count + 3 + Int(random.next(below: 12))
    generator.appendSteps(to: &draft, until: length, within: span, using: &random)
    return Story(world: draft.world, steps: draft.steps, probe: nil)
  }

  /// The parent's first steps, then `mate`'s steps from one of its own, moved so that the first
  /// comes a little after the parent's last.
  private func spliced(_ parent: Story, _ mate: Story, using random: inout Xoshiro256StarStar)
    -> Story?
  {
    let kept = 1 + Int(random.next(below: UInt64(parent.steps.count)))
    var draft = replayed(parent.world, parent.steps.prefix(kept))
    let from = Int(random.next(below: UInt64(mate.steps.count)))
    let gap = SimulationDuration.minutes(Int64(random.next(below: 30)))
    let shift = draft.now + gap - mate.steps[from].offset
    let moved = mate.steps[from...].map { $0.shifted(by: shift) }
    let before = draft.steps.count
    add(moved, to: &draft)
    guard draft.steps.count > before else { return extended(parent, using: &random) }
    return Story(world: draft.world, steps: draft.steps, probe: nil)
  }

  /// The parent with one step left out, filled again, or one step added before it.
  private func tweaked(_ parent: Story, using random: inout Xoshiro256StarStar) -> Story? {
    let everything = generator.everything
    var steps = parent.steps
    let position = Int(random.next(below: UInt64(steps.count)))
    switch random.next(below: 3) {
    case 0 where steps.count > 1:
      steps.remove(at: position)
    case 1:
      let before = replayed(parent.world, steps.prefix(position))
      let step = steps[position]
      guard
        let statement = generator.fill(
          step.statement.patternIndex, for: before, at: step.offset, using: &random)
      else { return nil }
      steps[position] = step.with(statement)
    default:
      let before = replayed(parent.world, steps.prefix(position))
      let offset = position == 0 ? SimulationDuration.zero : steps[position - 1].end
      // Any statement of the language, not only the run's swarm: a derived story may need what
      // neither its parent nor its swarm has.
      guard
        let statement = everything.draw(
          for: before, at: offset, using: &random, accepting: { _ in true })
      else { return nil }
      let step = StoryStep(offset: offset, statement: statement)
      guard step.end <= steps[position].offset else { return nil }
      steps.insert(step, at: position)
    }
    let draft = replayed(parent.world, steps[...])
    guard draft.steps != parent.steps else { return nil }
    return Story(world: draft.world, steps: draft.steps, probe: nil)
  }

  /// The parent with a step added right after each step that brought an item to the front: a
  /// tap of its shield most of the time, any statement of the language otherwise.
  ///
  /// Every such step gets one, so that whichever of them showed the shield that matters, the
  /// derived story presses it.
  private func followedUp(_ parent: Story, using random: inout Xoshiro256StarStar) -> Story? {
    let everything = generator.everything
    var draft = StoryDraft(world: parent.world, reach: generator.reach(for: parent.world))
    var added = 0
    for (position, step) in parent.steps.enumerated() {
      add([step], to: &draft)
      guard draft.steps.last == step, draft.showedItem else { continue }
      let taps = random.percent(75)
      guard
        let statement = everything.draw(
          for: draft, at: step.end, using: &random,
          accepting: { action in
            guard taps else { return true }
            if case .user(.tap) = action { return true }
            return false
          })
      else { continue }
      let next = position + 1 < parent.steps.count ? parent.steps[position + 1].offset : span
      let followUp = StoryStep(offset: step.end, statement: statement)
      guard followUp.end <= next else { continue }
      let before = draft.steps.count
      add([followUp], to: &draft)
      added += draft.steps.count - before
    }
    guard added > 0 else { return nil }
    return Story(world: draft.world, steps: draft.steps, probe: nil)
  }

  /// The parent with one of its steps done again later: at the next time the wall clock reads
  /// one of the story's schedule clocks (or that plus a few minutes), or up to two hours after
  /// the step, filled again half the time.
  private func echoed(_ parent: Story, using random: inout Xoshiro256StarStar) -> Story? {
    let position = Int(random.next(below: UInt64(parent.steps.count)))
    let original = parent.steps[position]
    let before = replayed(parent.world, parent.steps.prefix(position + 1))
    guard before.steps.last == original else { return nil }
    let offset: SimulationDuration
    if !before.anchors.isEmpty, random.percent(60) {
      let anchor = random.element(of: before.anchors)
      let jitter = SimulationDuration.minutes(random.element(of: [0, 1, 5, 20, 61]))
      offset = generator.nextOccurrence(of: anchor, after: before) + jitter
    } else {
      offset = original.end + .minutes(Int64(1 + random.next(below: 120)))
    }
    var statement = original.statement
    if random.percent(50),
      let refilled = generator.fill(
        original.statement.patternIndex, for: before, at: offset, using: &random)
    {
      statement = refilled
    }
    let echo = StoryStep(offset: offset, statement: statement)
    guard echo.end <= span else { return nil }
    var steps = parent.steps
    let later = steps.firstIndex { $0.offset >= echo.end } ?? steps.count
    guard later == steps.count || later > position,
      later == 0 || steps[later - 1].end <= echo.offset
    else { return nil }
    steps.insert(echo, at: later)
    let draft = replayed(parent.world, steps[...])
    guard draft.steps.contains(echo) else { return nil }
    return Story(world: draft.world, steps: draft.steps, probe: nil)
  }

  /// A draft of `world` with those of `steps` that still fit, in order.
  private func replayed(_ world: StoryWorld, _ steps: ArraySlice<StoryStep>) -> StoryDraft {
    var draft = StoryDraft(world: world, reach: generator.reach(for: world))
    add(steps, to: &draft)
    return draft
  }

  /// Appends each of `steps` that fits where it lands: after the draft's end, within the days,
  /// naming only the world's items, welcome, and within the apps' reach.
  private func add(_ steps: some Sequence<StoryStep>, to draft: inout StoryDraft) {
    let aliases = Set(
      draft.world.aliases(of: .app) + draft.world.aliases(of: .web)
        + draft.world.aliases(of: .category))
    for step in steps
    where step.offset >= draft.now && step.end <= span
      && step.statement.aliases.allSatisfy(aliases.contains)
      && draft.welcomes(step.action, newProfiles: generator.newProfiles(step.statement, draft))
      && draft.admits(step)
    {
      draft.append(step)
    }
  }
}

extension StoryStep {
  /// The step `shift` later.
  func shifted(by shift: SimulationDuration) -> StoryStep {
    StoryStep(offset: offset + shift, statement: statement)
  }
}

extension StoryGenerator {
  /// The generator with every explorable statement switched on, weight 1.
  var everything: StoryGenerator {
    var copy = self
    copy.swarm = .everything
    return copy
  }
}
