import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

extension StoryShrinker {
  /// `story` with simpler values wherever the failure allows: the header's defaults (no model
  /// option, no `policy-option`), fewer profiles and items, earlier and rounder times, fewer optional groups, shorter durations.
  ///
  /// Each change is tried alone and kept when the story still fails the same way; two passes
  /// over the story, fewer when a pass changes nothing.
  mutating func simplifyingValues(_ story: Story) -> Story {
    var current = story
    for _ in 0..<2 {
      let before = current
      simplifyHeader(&current)
      mergeProfiles(&current)
      simplifySteps(&current)
      dropUnusedDeclarations(&current)
      if current == before { break }
    }
    return current
  }

  /// Replaces `current` with `candidate` (cut at its failure) when it still fails.
  @discardableResult
  private mutating func adopt(_ candidate: Story, into current: inout Story) -> Bool {
    guard candidate != current, let result = test(candidate) else { return false }
    current = result
    return true
  }

  private mutating func simplifyHeader(_ current: inout Story) {
    let defaults = StoryWorld()
    for index in current.world.options.indices.reversed() where index < current.world.options.count
    {
      var candidate = current
      candidate.world.options.remove(at: index)
      adopt(candidate, into: &current)
    }
    // The app's variants the failure does not need.
    for index in current.world.policyOptions.indices.reversed()
    where index < current.world.policyOptions.count {
      var candidate = current
      candidate.world.policyOptions.remove(at: index)
      adopt(candidate, into: &current)
    }
    var candidate = current
    candidate.world.member = defaults.member
    adopt(candidate, into: &current)
    candidate = current
    candidate.world.seed = defaults.seed
    adopt(candidate, into: &current)
    candidate = current
    // The default release, or the earliest of those explored when it is not among them.
    candidate.world.systemVersion =
      versions.map { $0.contains(defaults.systemVersion) ? defaults.systemVersion : $0.min() }
      .flatMap { $0 } ?? defaults.systemVersion
    adopt(candidate, into: &current)
    candidate = current
    candidate.world.timeZone = defaults.timeZone
    adopt(candidate, into: &current)
    // The default start date, at the same clock, keeps every step at its local time.
    candidate = current
    candidate.world.start.date = defaults.start.date
    adopt(candidate, into: &current)
    // The default start clock, with every step moved to keep its local time.
    candidate = current
    let shift =
      current.world.start.millisecondsSinceMidnight - defaults.start.millisecondsSinceMidnight
    candidate.world.start = defaults.start
    candidate.steps = current.steps.map {
      StoryStep(offset: $0.offset + .milliseconds(shift), statement: $0.statement)
    }
    candidate.probe = current.probe.map { $0 + .milliseconds(shift) }
    if shift > 0 || current.steps.first.map({ $0.offset.milliseconds >= -shift }) == true {
      adopt(candidate, into: &current)
    }
  }

  /// Tries naming each profile by an earlier one, so that the story needs fewer.
  private mutating func mergeProfiles(_ current: inout Story) {
    var later = current.profiles.count - 1
    while later > 0 {
      let profiles = current.profiles
      guard later < profiles.count else {
        later -= 1
        continue
      }
      for earlier in 0..<later {
        let (from, to) = (profiles[later], profiles[earlier])
        var candidate = current
        candidate.steps = current.steps.map { step in
          step.with(
            step.statement.mappingValues { placeholder, value in
              placeholder == .profile && value == .word(from) ? .word(to) : nil
            })
        }
        if adopt(candidate, into: &current) { break }
      }
      later -= 1
    }
  }

  private mutating func simplifySteps(_ current: inout Story) {
    var index = 0
    while index < current.steps.count {
      simplifyTime(ofStep: index, &current)
      var group = 0
      while index < current.steps.count, group < current.steps[index].statement.givenGroupCount {
        var candidate = current
        candidate.steps[index] = current.steps[index].with(
          current.steps[index].statement.removingGroup(at: group))
        if !adopt(candidate, into: &current) { group += 1 }
      }
      var position = 0
      while index < current.steps.count, position < current.steps[index].statement.valueCount {
        simplifyValue(at: position, ofStep: index, &current)
        position += 1
      }
      index += 1
    }
    simplifyProbe(&current)
  }

  /// Tries the closing lines right after the last step, then at the hour, quarter hour and
  /// minute before their time.
  private mutating func simplifyProbe(_ current: inout Story) {
    guard let probe = current.probe else { return }
    let lastEnd = current.steps.last?.end ?? .zero
    let local = zone(atStep: current.steps.count, of: current).localDateTime(
      at: current.world.startInstant + probe)
    var candidates: [SimulationDuration?] = [nil]
    for unit: Int64 in [3_600_000, 900_000, 60_000] {
      candidates.append(probe - .milliseconds(local.millisecondsSinceMidnight % unit))
    }
    for candidate in candidates
    where (candidate ?? lastEnd) >= lastEnd && (candidate ?? lastEnd) < probe {
      var simpler = current
      simpler.probe = candidate
      if adopt(simpler, into: &current) { return }
    }
  }

  /// Tries the step right after the one before it, then at the hour, quarter hour and minute
  /// before its time.
  private mutating func simplifyTime(ofStep index: Int, _ current: inout Story) {
    let step = current.steps[index]
    let previousEnd = index == 0 ? SimulationDuration.zero : current.steps[index - 1].end
    let local = zone(atStep: index, of: current).localDateTime(
      at: current.world.startInstant + step.offset)
    let sinceMidnight = local.millisecondsSinceMidnight
    var candidates: [SimulationDuration] = [previousEnd]
    for unit: Int64 in [3_600_000, 900_000, 60_000] {
      candidates.append(step.offset - .milliseconds(sinceMidnight % unit))
    }
    for offset in candidates where offset >= previousEnd && offset < step.offset {
      var candidate = current
      candidate.steps[index] = StoryStep(offset: offset, statement: step.statement)
      if adopt(candidate, into: &current) { return }
    }
  }

  private func zone(atStep index: Int, of story: Story) -> DeviceTimeZone {
    var zone = story.world.timeZone
    for step in story.steps[..<index] {
      if case .user(.changeTimeZone(let newZone)) = step.action { zone = newZone }
    }
    return zone
  }

  private mutating func simplifyValue(at position: Int, ofStep index: Int, _ current: inout Story) {
    let statement = current.steps[index].statement
    let (placeholder, value) = statement.values[position]
    for replacement in simpler(value, placeholder: placeholder, in: current.world) {
      var candidate = current
      candidate.steps[index] = current.steps[index].with(
        statement.replacingValue(at: position, with: replacement))
      if adopt(candidate, into: &current) { return }
    }
  }

  /// Simpler values than `value`, simplest first.
  private func simpler(_ value: StoryValue, placeholder: Placeholder, in world: StoryWorld)
    -> [StoryValue]
  {
    switch value {
    case .items(let items) where items.count > 1:
      return items.indices.map { removed in
        .items(items.enumerated().filter { $0.offset != removed }.map(\.element))
      }
    case .item(let item):
      let first = world.aliases(of: item.kind).first
      return first.map { $0 == item.alias ? [] : [.item(ItemReference(item.kind, $0))] } ?? []
    case .duration(let duration):
      let nice: [SimulationDuration] = [
        .seconds(1), .minutes(1), .minutes(5), .minutes(15), .minutes(30), .hours(1),
      ]
      var candidates = nice.filter { $0 < duration }
      for unit: SimulationDuration in [.hours(1), .minutes(1)] {
        let rounded = SimulationDuration(
          milliseconds: duration.milliseconds / unit.milliseconds * unit.milliseconds)
        if rounded > .zero, rounded < duration, !candidates.contains(rounded) {
          candidates.append(rounded)
        }
      }
      return candidates.sorted().map(StoryValue.duration)
    case .clockRange(let start, let end):
      var candidates: [StoryValue] = []
      for unit in [3_600, 900] {
        let candidate = StoryValue.clockRange(
          Self.floor(start, to: unit), Self.ceiling(end, to: unit))
        if candidate != value, !candidates.contains(candidate) { candidates.append(candidate) }
      }
      return candidates
    case .clock(let clock):
      return [3_600, 900].map { StoryValue.clock(Self.floor(clock, to: $0)) }.filter {
        $0 != value
      }
    case .weekdays(let days) where days.count > 1:
      return days.indices.map { removed in
        .weekdays(days.enumerated().filter { $0.offset != removed }.map(\.element))
      }
    case .integer(let number) where placeholder == .integer(.writes) && number > 0:
      return [.integer(0)]
    default:
      return []
    }
  }

  private static func floor(_ clock: Clock, to seconds: Int) -> Clock {
    Clock(secondsSinceMidnight: clock.secondsSinceMidnight / seconds * seconds)
  }

  private static func ceiling(_ clock: Clock, to seconds: Int) -> Clock {
    let rounded = (clock.secondsSinceMidnight + seconds - 1) / seconds * seconds
    return Clock(secondsSinceMidnight: rounded % 86_400)
  }

  /// Tries leaving out each app and web domain that no step names.
  private mutating func dropUnusedDeclarations(_ current: inout Story) {
    for alias in current.world.apps.map(\.alias).reversed()
    where !current.usedAliases.contains(alias) {
      var candidate = current
      candidate.world.apps.removeAll { $0.alias == alias }
      adopt(candidate, into: &current)
    }
    for alias in current.world.webDomains.map(\.alias).reversed()
    where !current.usedAliases.contains(alias) {
      var candidate = current
      candidate.world.webDomains.removeAll { $0.alias == alias }
      adopt(candidate, into: &current)
    }
  }
}
