import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

extension StoryGenerator {
  // MARK: - Follow-ups

  /// A step that carries on from the draft's last one, most often whatever the swarm, so that
  /// the app's extensions are reached: a tap on what was just opened (most often when it is likely
  /// shielded) and a submenu item after a secondary tap, a block of a profile just picked, a
  /// visit at the start of a schedule just made (a use long enough for its threshold when it
  /// has one), a late or repeated start past a schedule's interval and a look after it lands,
  /// tokens expiring under an application block by token and the main app brought up after an
  /// expiry, an opening of a picked item after a block or
  /// a pick of a blocked profile, after the story lands where a schedule starts or ends, or
  /// now and then while a profile is blocked; `nil` when the story goes on with a drawn step.
  ///
  /// A tap with no shield showing cannot run; the shrinker drops it, so a tap is given after
  /// most opens, and after nearly every one that is likely shielded.
  ///
  /// Without these, a swarm without taps (half of them) never calls the shield action
  /// extension, and one without opens rarely asks for a shield.
  func followUp(in draft: StoryDraft, using random: inout Xoshiro256StarStar) -> StoryStep? {
    guard let last = draft.steps.last else { return nil }
    var statement: StoryStatement?
    var offset = draft.now
    if let item = draft.shownItem {
      if random.percent(draft.likelyShields(item) ? 80 : 40) {
        statement = tap(for: draft, using: &random)
      }
    } else if case .user(.tap(.secondary)) = last.action, draft.version >= SystemVersion(26, 4),
      random.percent(70)
    {
      statement = Self.tapSubmenuPattern.map {
        Self.submenuTap($0, item: random.element(weighted: [(1, 6), (2, 2), (3, 1)]))
      }
    } else if case .app(.schedule(let profile, let request)) = last.action, random.percent(40) {
      // Into the interval, using an item long enough to reach a threshold when there is one.
      let jitters: [Int64] = [0, 1, 2]
      offset =
        nextOccurrence(of: request.start, after: draft)
        + .minutes(jitters[Int(random.next(below: 3))])
      let threshold = ([request.limit?.threshold] + request.events.map(\.threshold)).compactMap {
        $0
      }.min()
      let items = draft.shieldableItems(of: profile)
      if let threshold, !items.isEmpty {
        statement = using(random.element(of: items), for: threshold + .minutes(1))
      } else {
        statement = opening(of: items, using: &random)
      }
    } else if case .app(.schedule(let profile, let request)) = last.action,
      let fault = lateStart(for: profile, request, in: draft, using: &random)
    {
      (offset, statement) = fault
    } else if case .app(.blockApplications(let profile, .picked)) = last.action,
      let next = afterApplicationBlock(of: profile, in: draft, using: &random)
    {
      (offset, statement) = next
    } else if case .user(.blockNow(let profile)) = last.action, random.percent(80) {
      statement = opening(of: draft.shieldableItems(of: profile), using: &random)
    } else if case .user(.pick(let profile, let items)) = last.action, !items.isAllowList {
      if draft.blocked.contains(profile) {
        if random.percent(50) {
          statement = opening(of: draft.shieldableItems(of: profile), using: &random)
        }
      } else if random.percent(50) {
        statement = blocking(profile)
      }
    } else if case .system(.repeatCallback(_, let profile)) = last.action, random.percent(90) {
      // A look at the profile's items soon after: a start outside its interval shields nothing.
      offset = draft.now + .minutes(Int64(random.next(below: 6)))
      statement = opening(of: draft.shieldableItems(of: profile), using: &random)
    } else if case .system(.delayNextCallback(let callback, let named, let delay)) = last.action,
      callback == .intervalDidStart || callback == .intervalDidEnd,
      let profile = named ?? draft.scheduled.sorted().first,
      let request = draft.schedules[profile], random.percent(80)
    {
      // A look just after the late callback lands, which may be past the interval it belongs to.
      let clock = callback == .intervalDidStart ? request.start : request.end
      offset = nextOccurrence(of: clock, after: draft) + delay + .minutes(1)
      statement = opening(of: draft.shieldableItems(of: profile), using: &random)
    } else if case .system(.expireTokens) = last.action, random.percent(70) {
      // The app learns of the expiry when it comes to the front, and refreshes its tokens.
      offset = draft.now + .minutes(Int64(1 + random.next(below: 5)))
      statement = Self.openMainAppPattern.map {
        StoryStatement(
          patternIndex: $0,
          parts: [.keyword("user"), .keyword("opens"), .keyword("main"), .keyword("app")])
      }
    } else if isAtAnchor(draft), random.percent(60) {
      let items = draft.scheduled.sorted().flatMap { draft.shieldableItems(of: $0) }
      statement = opening(of: items, using: &random)
    } else if !draft.blocked.isEmpty, random.percent(15) {
      let items = draft.blocked.sorted().flatMap { draft.shieldableItems(of: $0) }
      statement = opening(of: items, using: &random)
    }
    guard let statement else { return nil }
    let step = StoryStep(offset: offset, statement: statement)
    guard draft.welcomes(step.action, newProfiles: []), draft.admits(step) else { return nil }
    return step
  }

  /// When the swarm has late or repeated callbacks (and in some runs whose swarm has neither,
  /// either from the whole language), often one of them aimed past the interval
  /// `request` just scheduled for `profile` (most often when the schedule has no usage limit,
  /// so that its start is what shields): the next start delayed beyond the interval's end, or
  /// the start repeated after the interval ended (both stale; field reports say both happen);
  /// `nil` otherwise.
  private func lateStart(
    for profile: String, _ request: ScheduleRequest, in draft: StoryDraft,
    using random: inout Xoshiro256StarStar
  ) -> (SimulationDuration, StoryStatement)? {
    let kinds = aimed([Self.delayPattern, Self.repeatPattern], orAnyIn: 40, using: &random)
    // A start is what raises a schedule's shields unless a usage limit does.
    guard !kinds.isEmpty, random.percent(request.limit == nil ? 60 : 10) else { return nil }
    let start = Self.callbackValue(.intervalDidStart)
    let length =
      (request.end.secondsSinceMidnight - request.start.secondsSinceMidnight + 86_399) % 86_400
      + 1
    if random.element(of: kinds) == Self.delayPattern, let index = Self.delayPattern {
      let delay =
        SimulationDuration.seconds(Int64(length)) + .minutes(Int64(1 + random.next(below: 45)))
      let parts: [StoryStatement.Part] = [
        .keyword("os"), .keyword("delays"), .keyword("next"), start,
        .group(label: "for", [.keyword("for"), .value(label: "for", .profile, .word(profile))]),
        .keyword("by"), .value(label: "duration", .duration, .duration(delay)),
      ]
      return (draft.now, StoryStatement(patternIndex: index, parts: parts))
    }
    guard let index = Self.repeatPattern else { return nil }
    let started = nextOccurrence(of: request.start, after: draft.now, in: draft)
    let ended = nextOccurrence(of: request.end, after: started, in: draft)
    let parts: [StoryStatement.Part] = [
      .keyword("os"), .keyword("repeats"), start, .keyword("for"),
      .value(label: "profile", .profile, .word(profile)),
    ]
    return (
      ended + .minutes(Int64(1 + random.next(below: 30))),
      StoryStatement(patternIndex: index, parts: parts)
    )
  }

  /// What may follow `app blocks picked applications for <profile>`, where the app holds the
  /// profile's tokens in a setting other than the shields: on 26.5 and later, most often tokens
  /// expiring within the hour (the app must refresh every setting that holds them); otherwise,
  /// or when that is not drawn, now and then a new pick of the profile (the app must move every
  /// such setting to the new tokens); `nil` for neither.
  private func afterApplicationBlock(
    of profile: String, in draft: StoryDraft, using random: inout Xoshiro256StarStar
  ) -> (SimulationDuration, StoryStatement)? {
    if draft.version >= SystemVersion(26, 5), random.percent(70),
      let expiry = expiry(of: draft.shieldableItems(of: profile), using: &random)
    {
      return (draft.now + .minutes(Int64(random.next(below: 60))), expiry)
    }
    guard random.percent(50) else { return nil }
    let offset = draft.now + .minutes(Int64(1 + random.next(below: 30)))
    return repick(of: profile, in: draft, at: offset, using: &random).map { (offset, $0) }
  }

  /// `user picks <profile> ...` with a selection other than the profile's current one, and not
  /// an allow-list; `nil` after a few fillings find none.
  private func repick(
    of profile: String, in draft: StoryDraft, at offset: SimulationDuration,
    using random: inout Xoshiro256StarStar
  ) -> StoryStatement? {
    guard let index = Self.pickPattern else { return nil }
    let current = Set(draft.picks[profile] ?? [])
    for _ in 0..<8 {
      guard
        let filled = fill(index, for: draft, at: offset, using: &random)?.mappingValues({
          placeholder, _ in placeholder == .profile ? .word(profile) : nil
        }),
        case .user(.pick(_, let items)) = filled.action, !items.isAllowList
      else { continue }
      let picked = items.references
      if !picked.isEmpty, Set(picked) != current { return filled }
    }
    return nil
  }

  /// `os expires all tokens`, or `os expires token <item>` for one of `items`, whichever the
  /// swarm has (both: either); when it has neither, half the time either from the whole
  /// language, so that swarms without expiry still try it where it matters; `nil` otherwise.
  private func expiry(
    of items: [ItemReference], using random: inout Xoshiro256StarStar
  ) -> StoryStatement? {
    let kinds = aimed(
      [Self.expireAllPattern, Self.expireTokenPattern], orAnyIn: 50, using: &random)
    var choices: [StoryStatement] = []
    if let index = Self.expireAllPattern, kinds.contains(index) {
      choices.append(
        StoryStatement(
          patternIndex: index,
          parts: [.keyword("os"), .keyword("expires"), .keyword("all"), .keyword("tokens")]))
    }
    if let index = Self.expireTokenPattern, kinds.contains(index), !items.isEmpty {
      let item = random.element(of: items)
      choices.append(
        StoryStatement(
          patternIndex: index,
          parts: [
            .keyword("os"), .keyword("expires"), .keyword("token"),
            .value(label: "item", .item(ItemReference.Kind.any), .item(item)),
          ]))
    }
    return choices.isEmpty ? nil : random.element(of: choices)
  }

  /// Those of `patterns` the run's swarm has switched on; when it has none of them, all of them
  /// in `percent` cases out of a hundred (a fault aimed where it matters, whatever the swarm),
  /// else none.
  private func aimed(
    _ patterns: [Int?], orAnyIn percent: UInt64, using random: inout Xoshiro256StarStar
  ) -> [Int] {
    let switchedOn = patterns.compactMap(inSwarm)
    guard switchedOn.isEmpty else { return switchedOn }
    return random.percent(percent) ? patterns.compactMap { $0 } : []
  }

  /// `index` when the run's swarm has the statement at that index switched on.
  private func inSwarm(_ index: Int?) -> Int? {
    index.flatMap { index in swarm.kinds.contains { $0.patternIndex == index } ? index : nil }
  }

  /// The `<callback>` value `callback`.
  private static func callbackValue(_ callback: MonitorCallback) -> StoryStatement.Part {
    .value(label: "callback", .callback, .callback(callback))
  }

  /// `user taps primary`, `secondary`, or (on 26.4 and later) `submenu <n>`.
  private func tap(
    for draft: StoryDraft, using random: inout Xoshiro256StarStar
  ) -> StoryStatement? {
    let hasSubmenu = draft.version >= SystemVersion(26, 4)
    let press = random.element(
      weighted: [("primary", 5), ("secondary", 3), ("submenu", hasSubmenu ? 2 : 0)].filter {
        $0.1 > 0
      })
    guard press == "submenu" else {
      return Self.tapButtonPattern.map {
        StoryStatement(
          patternIndex: $0,
          parts: [.keyword("user"), .keyword("taps"), .choice(label: "button", word: press)])
      }
    }
    return Self.tapSubmenuPattern.map {
      Self.submenuTap($0, item: 1 + Int(random.next(below: 3)))
    }
  }

  /// `user taps submenu <item>`, the statement at `index`.
  private static func submenuTap(_ index: Int, item: Int) -> StoryStatement {
    StoryStatement(
      patternIndex: index,
      parts: [
        .keyword("user"), .keyword("taps"), .keyword("submenu"),
        .value(label: "item", .integer(.submenuItem), .integer(item)),
      ])
  }

  /// `user uses <item> for <duration>`.
  private func using(_ item: ItemReference, for duration: SimulationDuration) -> StoryStatement? {
    Self.usePattern.map {
      StoryStatement(
        patternIndex: $0,
        parts: [
          .keyword("user"), .keyword("uses"),
          .value(label: "item", .item([.app, .web]), .item(item)),
          .keyword("for"), .value(label: "duration", .duration, .duration(duration)),
        ])
    }
  }

  /// `user opens <app>` or `user visits <web>` for one of `items`; `nil` when there are none.
  private func opening(
    of items: [ItemReference], using random: inout Xoshiro256StarStar
  ) -> StoryStatement? {
    guard !items.isEmpty else { return nil }
    let item = random.element(of: items)
    let isApp = item.kind == .app
    guard let index = isApp ? Self.openAppPattern : Self.visitWebPattern else { return nil }
    return StoryStatement(
      patternIndex: index,
      parts: [
        .keyword("user"), .keyword(isApp ? "opens" : "visits"),
        .value(label: isApp ? "app" : "web", .item(isApp ? [.app] : [.web]), .item(item)),
      ])
  }

  /// `user blocks <profile> now`.
  private func blocking(_ profile: String) -> StoryStatement? {
    Self.blockNowPattern.map {
      StoryStatement(
        patternIndex: $0,
        parts: [
          .keyword("user"), .keyword("blocks"), .value(label: "profile", .profile, .word(profile)),
          .keyword("now"),
        ])
    }
  }

  /// Whether the draft's end is on, or a few minutes after, a clock a schedule starts or ends
  /// at: where shields go up or come down.
  private func isAtAnchor(_ draft: StoryDraft) -> Bool {
    guard !draft.anchors.isEmpty else { return false }
    let clock = draft.zone.localDateTime(at: draft.world.startInstant + draft.now).clock
    return draft.anchors.contains {
      let after = (clock.secondsSinceMidnight - $0.secondsSinceMidnight + 86_400) % 86_400
      return after <= 20 * 60
    }
  }

  /// The index of the step statement whose syntax is `syntax`.
  private static func pattern(_ syntax: String) -> Int? {
    StatementTable.steps.indices.first { Swarm.name(ofPattern: $0) == syntax }
  }

  static let blockNowPattern = pattern("user blocks <profile> now")
  static let pickPattern = StatementTable.steps.indices.first {
    Swarm.name(ofPattern: $0).hasPrefix("user picks <profile>")
  }
  static let usePattern = pattern("user uses <app|web> for <duration>")
  static let openAppPattern = pattern("user opens <app>")
  static let visitWebPattern = pattern("user visits <web>")
  static let openMainAppPattern = pattern("user opens main app")
  static let expireAllPattern = pattern("os expires all tokens")
  static let expireTokenPattern = pattern("os expires token <alias>")
  static let delayPattern = pattern("os delays next <callback> by <duration>")
  static let repeatPattern = pattern("os repeats <callback> for <profile>")
  static let tapButtonPattern = pattern("user taps primary|secondary")
  static let tapSubmenuPattern = pattern("user taps submenu <1-3>")
}
