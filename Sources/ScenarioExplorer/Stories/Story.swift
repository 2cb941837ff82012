import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

/// One step of a generated story: when it runs, as a distance from the story's start, and what
/// it does.
///
/// Times are kept as distances from the start rather than as written prefixes, so that leaving a
/// step out never moves the steps after it.
struct StoryStep: Sendable, Equatable {
  /// How long after the story's start the step runs.
  var offset: SimulationDuration
  var statement: StoryStatement
  /// The action the statement builds.
  let action: Action

  init(offset: SimulationDuration, statement: StoryStatement) {
    self.offset = offset
    self.statement = statement
    self.action = statement.action
  }

  /// How long after the start the step ends: later than ``offset`` for `user uses ... for`.
  var end: SimulationDuration { offset + action.timeTaken }

  /// The step with another statement at the same time.
  func with(_ statement: StoryStatement) -> StoryStep {
    StoryStep(offset: offset, statement: statement)
  }
}

/// A generated story: a header and timed steps, and the moment after them where what the user
/// sees is compared one last time.
///
/// The story is written as a scenario file with ``scenarioText(title:about:closing:)`` and run
/// from that text, so that what is explored is exactly what a user can replay.
struct Story: Sendable, Equatable {
  var world: StoryWorld
  var steps: [StoryStep]
  /// Where the closing lines go (the last comparison, and the expectations that pin a
  /// difference), as a distance from the start; `nil` for the end of the last step.
  var probe: SimulationDuration?

  /// The distance from the start of the closing lines.
  var probeOffset: SimulationDuration { probe ?? (steps.last?.end ?? .zero) }

  /// Whether every step starts no earlier than the previous one ends, and the probe comes after
  /// the last.
  var isWellTimed: Bool {
    var previousEnd = SimulationDuration.zero
    for step in steps {
      guard step.offset >= previousEnd else { return false }
      previousEnd = step.end
    }
    return probeOffset >= previousEnd
  }

  /// The profiles the steps name, in order of first mention.
  var profiles: [String] {
    var names: [String] = []
    for name in steps.flatMap(\.statement.profiles) where !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// The aliases the steps name.
  var usedAliases: Set<String> { Set(steps.flatMap(\.statement.aliases)) }

  /// The story as a scenario file: the header, then each step with a time prefix, then the
  /// closing lines at the probe.
  ///
  /// Steps are placed with `HH:MM` or `day N HH:MM` in the zone then in force, which reads best;
  /// the steps in `relative` are placed with `+<duration>` instead, which is exact whatever the
  /// zone's rules (a clock reading that a daylight-saving night shows twice names its first
  /// occurrence).
  func scenarioText(
    title: String, about: [String], closing: [String], relative: Set<Int> = []
  ) -> String {
    var lines = ["scenario \(StoryValue.quoted(title))"]
    lines += about.map { "about \(StoryValue.quoted($0))" }
    lines += world.headerLines
    lines.append("")
    let start = world.startInstant
    var zone = world.timeZone
    var previousEnd = SimulationDuration.zero
    func prefix(_ offset: SimulationDuration, relative isRelative: Bool) -> String {
      if offset == previousEnd { return "" }
      if isRelative { return "+\(offset - previousEnd) " }
      let local = zone.localDateTime(at: start + offset)
      // A reading the clock shows twice names its first occurrence: write the second relative.
      if zone.instant(at: local) != start + offset { return "+\(offset - previousEnd) " }
      let previous = zone.localDateTime(at: start + previousEnd)
      if local.date == previous.date { return "\(local.clock) " }
      let day = local.date.daysSinceEpoch - world.start.date.daysSinceEpoch + 1
      guard day >= 1 else { return "+\(offset - previousEnd) " }
      return "day \(day) \(local.clock) "
    }
    for (index, step) in steps.enumerated() {
      lines.append(prefix(step.offset, relative: relative.contains(index)) + step.statement.text)
      if case .user(.changeTimeZone(let newZone)) = step.action { zone = newZone }
      previousEnd = step.end
    }
    for (index, line) in closing.enumerated() {
      let text = index == 0 ? prefix(probeOffset, relative: relative.contains(steps.count)) : ""
      lines.append(text + line)
      previousEnd = probeOffset
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The story written and read back by `loader` as the file `path`, or `nil` when it is not a
  /// valid scenario; `statements` lets the reading reuse statements matched in earlier stories.
  ///
  /// The steps' times are checked against the instants the reader resolved; a step whose written
  /// clock names another instant (around a daylight-saving change) is written relative to the
  /// step before it instead.
  func compiled(
    title: String, about: [String], closing: [String], path: String, loader: ScenarioLoader,
    statements: StatementCache? = nil
  ) -> (text: String, scenario: Scenario)? {
    guard isWellTimed else { return nil }
    var relative: Set<Int> = []
    for _ in 0..<2 {
      let text = scenarioText(title: title, about: about, closing: closing, relative: relative)
      let file =
        statements.map { loader.load(text: text, path: path, statements: $0) }
        ?? loader.load(text: text, path: path)
      guard let scenario = file.scenario,
        scenario.steps.count == steps.count + closing.count
      else { return nil }
      let start = world.startInstant
      var misplaced: Set<Int> = []
      for (index, step) in steps.enumerated()
      where scenario.steps[index].instant != start + step.offset {
        misplaced.insert(index)
      }
      if !closing.isEmpty, scenario.steps[steps.count].instant != start + probeOffset {
        misplaced.insert(steps.count)
      }
      if misplaced.isEmpty { return (text, scenario) }
      relative.formUnion(misplaced)
    }
    return nil
  }
}
