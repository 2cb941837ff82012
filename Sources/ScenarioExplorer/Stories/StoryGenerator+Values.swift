import InvariantChecking
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

extension StoryGenerator {
  // MARK: - The world

  /// The apps a story can install: alias, bundle identifier, category.
  static let appPool: [StoryWorld.App] = [
    .init(alias: "insta", bundleIdentifier: "com.burbn.instagram", category: "social"),
    .init(alias: "chess", bundleIdentifier: "com.chess.app", category: "games"),
    .init(alias: "tiktok", bundleIdentifier: "com.zhiliaoapp.musically", category: "social"),
    .init(alias: "youtube", bundleIdentifier: "com.google.ios.youtube", category: "video"),
  ]

  /// The web domains a story can declare.
  static let webPool: [StoryWorld.Web] = [
    .init(alias: "news", domain: "news.example.com", category: "reading"),
    .init(alias: "reddit", domain: "reddit.com", category: "social"),
  ]

  /// The profile names stories use, in the order they are introduced.
  static let profileNames = ["focus", "bedtime", "study"]

  /// The versions stories run and update to: each release that changes the API, and others.
  static let versions: [(SystemVersion, Int)] = [
    (SystemVersion(15, 0), 1), (SystemVersion(16, 0), 1), (SystemVersion(17, 4), 1),
    (SystemVersion(18, 5), 3), (SystemVersion(26, 2), 1), (SystemVersion(26, 4), 2),
    (SystemVersion(26, 5), 3), (SystemVersion(27, 0), 1),
  ]

  /// The zones stories run in: UTC, zones with daylight saving (one that shifts by half an
  /// hour), and zones without.
  static let zones: [DeviceTimeZone] = [
    "UTC", "Europe/Berlin", "America/New_York", "America/Los_Angeles", "Australia/Sydney",
    "Australia/Lord_Howe", "Asia/Tokyo", "Asia/Kolkata",
  ].compactMap(DeviceTimeZone.init(identifier:))

  /// For each zone, the dates in 2026 whose following night changes the clocks.
  static let daylightSavingEves: [String: [CivilDate]] = {
    var eves: [String: [CivilDate]] = [:]
    let first = CivilDate(year: 2026, month: 1, day: 1)
    for zone in zones {
      var dates: [CivilDate] = []
      var previous: Int?
      for day in 0..<366 {
        let date = first.adding(days: day)
        let noon = DeviceTimeZone.utc.instant(
          at: LocalDateTime(date: date, clock: Clock(hour: 12, minute: 0)))
        let offset = zone.secondsFromUTC(at: noon)
        if let previous, previous != offset { dates.append(date.adding(days: -1)) }
        previous = offset
      }
      eves[zone.identifier] = dates
    }
    return eves
  }()

  /// A random header: OS version, zone, start (often the eve of a daylight-saving night), seed,
  /// member, sometimes a model option, one to three apps, up to two web domains, and each of
  /// `policyOptions` in a third of the stories.
  static func world(
    days: Int, versions chosen: [SystemVersion]? = nil, policyOptions: [String] = [],
    using random: inout Xoshiro256StarStar
  ) -> StoryWorld {
    var world = StoryWorld()
    if let chosen, !chosen.isEmpty {
      world.systemVersion = random.element(of: chosen)
    } else {
      world.systemVersion = random.element(weighted: versions)
    }
    world.member = random.percent(15) ? .child : .individual
    world.timeZone = random.percent(40) ? .utc : random.element(of: zones)
    let clocks = [7, 8, 9, 12, 18, 21, 23].map { Clock(hour: $0, minute: 0) }
    let eves = daylightSavingEves[world.timeZone.identifier] ?? []
    if !eves.isEmpty, random.percent(50) {
      world.start = LocalDateTime(date: random.element(of: eves), clock: random.element(of: clocks))
    } else if random.percent(50) {
      world.start = LocalDateTime(date: world.start.date, clock: random.element(of: clocks))
    }
    world.seed = 1 + random.next(below: 999)
    if random.percent(15) {
      let option = random.element(of: ModelOptionSpecification.all)
      if let value = optionValue(option, using: &random) {
        world.options = [StoryWorld.Option(key: option.key, value: value)]
      }
    }
    var apps = appPool
    for _ in 0..<(1 + random.next(below: 3)) {
      world.apps.append(apps.remove(at: Int(random.next(below: UInt64(apps.count)))))
    }
    world.apps.sort { a, b in appPool.firstIndex(of: a) ?? 0 < appPool.firstIndex(of: b) ?? 0 }
    let webCount = random.element(weighted: [(0, 2), (1, 2), (2, 1)])
    world.webDomains = Array(webPool.prefix(webCount))
    world.policyOptions = policyOptions.filter { _ in random.percent(33) }
    return world
  }

  /// A value of `option` other than its default, as written.
  static func optionValue(
    _ option: ModelOptionSpecification, using random: inout Xoshiro256StarStar
  ) -> String? {
    switch option.values {
    case .choice(let words):
      let others = words.filter { $0 != option.defaultValue }
      return others.isEmpty ? nil : random.element(of: others)
    case .duration:
      return random.element(of: ["1s", "30s", "2m", "10m"])
    case .size:
      return random.element(of: ["2MB", "12MB"])
    case .durationOrOff:
      return random.element(of: ["1s", "2s", "30s"])
    }
  }

  // MARK: - Statements

  /// The statement at `index` of the table with its choices made and its placeholders filled
  /// for a step at `offset`; `nil` when a placeholder has no value in this story (a web alias
  /// with no web domain declared).
  func fill(
    _ index: Int, for draft: StoryDraft, at offset: SimulationDuration,
    using random: inout Xoshiro256StarStar
  ) -> StoryStatement? {
    guard let parts = fill(StatementTable.steps[index].elements, draft, offset, &random) else {
      return nil
    }
    return aimedAtSchedules(StoryStatement(patternIndex: index, parts: parts), draft, &random)
  }

  /// `statement`, with a fault aimed at one profile's monitor callbacks renamed, most of the
  /// time, to a profile with a schedule when it names one without: such a fault does nothing
  /// to a profile the system does not monitor, and a repeat for one is not even welcome.
  private func aimedAtSchedules(
    _ statement: StoryStatement, _ draft: StoryDraft, _ random: inout Xoshiro256StarStar
  ) -> StoryStatement {
    guard !draft.scheduled.isEmpty else { return statement }
    let named: String
    let odds: UInt64
    switch statement.action {
    case .system(.repeatCallback(_, let profile)): (named, odds) = (profile, 100)
    case .system(.delayNextCallback(_, let profile?, _)),
      .system(.dropNextCallback(_, let profile?)):
      (named, odds) = (profile, 85)
    default: return statement
    }
    guard !draft.scheduled.contains(named), random.percent(odds) else { return statement }
    let target = StoryValue.word(random.element(of: draft.scheduled.sorted()))
    return statement.mappingValues { placeholder, value in
      placeholder == .profile && value == .word(named) ? target : nil
    }
  }

  private func fill(
    _ elements: [PatternElement], _ draft: StoryDraft, _ offset: SimulationDuration,
    _ random: inout Xoshiro256StarStar
  ) -> [StoryStatement.Part]? {
    var parts: [StoryStatement.Part] = []
    for element in elements {
      switch element {
      case .keyword(let word):
        parts.append(.keyword(word))
      case .choice(let label, let words):
        parts.append(.choice(label: label, word: random.element(of: words)))
      case .optional(let label, let inner):
        if random.percent(35), let filled = fill(inner, draft, offset, &random) {
          parts.append(.group(label: label, filled))
        } else {
          parts.append(.group(label: label, nil))
        }
      case .value(let label, let placeholder):
        guard let value = value(placeholder, label: label, draft, offset, &random) else {
          return nil
        }
        parts.append(.value(label: label, placeholder, value))
      case .repeated(let label, _, let inner):
        // Each time names its own event, so the key differs from one time to the next.
        var groups: [[StoryStatement.Part]] = []
        while groups.count < 2, random.percent(25), let filled = fill(inner, draft, offset, &random)
        {
          let name = StoryValue.word("e\(groups.count + 1)")
          groups.append(
            StoryStatement(patternIndex: 0, parts: filled).mappingValues { placeholder, _ in
              placeholder == .newEventName ? name : nil
            }.parts)
        }
        parts.append(.repeated(label: label, groups))
      }
    }
    return parts
  }

  /// A random value for a placeholder of a step at `offset`.
  private func value(
    _ placeholder: Placeholder, label: String, _ draft: StoryDraft,
    _ offset: SimulationDuration, _ random: inout Xoshiro256StarStar
  ) -> StoryValue? {
    switch placeholder {
    case .eventName:
      return .word("limit")
    case .newEventName:
      return .word("e1")
    case .profile:
      let unused = Self.profileNames.filter { !draft.profiles.contains($0) }
      if draft.profiles.isEmpty || (!unused.isEmpty && random.percent(30)) {
        return unused.first.map(StoryValue.word)
      }
      return .word(random.element(of: draft.profiles))
    case .item(let kinds):
      let choices = references(of: kinds, in: draft.world)
      return choices.isEmpty ? nil : .item(random.element(of: choices))
    case .items(let kinds):
      var choices = references(of: kinds, in: draft.world)
      guard !choices.isEmpty else { return nil }
      var chosen: [ItemReference] = []
      for _ in 0..<(1 + random.next(below: UInt64(min(3, choices.count)))) {
        chosen.append(choices.remove(at: Int(random.next(below: UInt64(choices.count)))))
      }
      let order = references(of: kinds, in: draft.world)
      return .items(chosen.sorted { order.firstIndex(of: $0) ?? 0 < order.firstIndex(of: $1) ?? 0 })
    case .duration:
      return .duration(duration(label: label, &random))
    case .clock:
      return .clock(clock(draft, offset, &random))
    case .clockRange:
      let start = clock(draft, offset, &random)
      let lengths: [(Int, Int)] = [
        (10, 1), (15, 2), (30, 2), (45, 1), (60, 3), (120, 2), (180, 1), (480, 1), (600, 1),
      ]
      let minutes = random.element(weighted: lengths)
      let end = Clock(secondsSinceMidnight: (start.secondsSinceMidnight + minutes * 60) % 86_400)
      return .clockRange(start, end)
    case .weekdays:
      let today = draft.zone.localDateTime(at: draft.world.startInstant + offset).date.weekday
      var days: Set<Weekday> = random.percent(60) ? [today] : []
      for _ in 0..<(days.isEmpty ? 1 : random.next(below: 3)) {
        days.insert(random.element(of: Weekday.allCases))
      }
      return .weekdays(days.sorted())
    case .size:
      return .size(random.element(of: [512, 1_024, 4_096, 8_192, 16_384]) * 1_024)
    case .timeZone:
      return .timeZone(random.element(of: Self.zones))
    case .systemVersion:
      let known = versions.map { $0.map { ($0, 1) } } ?? Self.versions
      let later = known.filter { $0.0 >= draft.version }
      return .systemVersion(later.isEmpty ? draft.version : random.element(weighted: later))
    case .build:
      return .word(draft.version.derivedBuild + "1")
    case .integer(let role):
      switch role {
      case .submenuItem: return .integer(1 + Int(random.next(below: 3)))
      case .writes: return .integer(Int(random.next(below: 4)))
      case .schemaVersion: return .integer(random.element(of: [0, 2, 3]))
      case .count: return .integer(1 + Int(random.next(below: 3)))
      case .appRating: return .integer(random.element(of: [100, 300, 600, 1_000]))
      case .mediaRating: return .integer(random.element(of: [100, 300, 500, 1_000]))
      case .day: return .integer(1 + Int(random.next(below: UInt64(max(1, days)))))
      }
    case .callback:
      return .callback(
        random.element(
          weighted: MonitorCallback.allCases.map { callback in
            (callback, callback == .intervalDidStart || callback == .intervalDidEnd ? 3 : 1)
          }))
    case .injectableError:
      return .familyControlsError(random.element(of: FamilyControlsErrorCode.injectable))
    case .string, .title:
      return .string("explored")
    case .text:
      return .word(draft.world.systemVersion.description)
    case .tags:
      return .names(["explored"])
    case .date:
      return .date(draft.world.start.date)
    case .seed:
      return .seed(draft.world.seed)
    case .invariant:
      return .invariant(random.element(of: Invariant.allCases))
    case .option:
      let option = random.element(of: ModelOptionSpecification.all)
      return Self.optionValue(option, using: &random).map { .option(key: option.key, value: $0) }
    case .diagnosticCode:
      return diagnosticCodes.isEmpty ? nil : .word(random.element(of: diagnosticCodes))
    case .errorCode:
      return errorCodes.isEmpty ? nil : .word(random.element(of: errorCodes))
    case .fields:
      return .fields([])
    case .newAlias, .impliedCategory, .bundleIdentifier, .domain, .mistakes, .policy,
      .policyOption, .systemVersions:
      // Header values: a step statement that declares names or names the app is not explored.
      return nil
    }
  }

  private func references(of kinds: [ItemReference.Kind], in world: StoryWorld) -> [ItemReference] {
    kinds.flatMap { kind in world.aliases(of: kind).map { ItemReference(kind, $0) } }
  }

  /// A duration for the placeholder labelled `label`: usage limits and warnings in minutes,
  /// anything else from a second to two hours.
  private func duration(label: String, _ random: inout Xoshiro256StarStar) -> SimulationDuration {
    switch label {
    case "limit":
      return .minutes(random.element(of: [5, 10, 15, 20, 30, 45, 60]))
    case "warning":
      return .minutes(random.element(of: [5, 10, 15]))
    default:
      let seconds: [(Int64, Int)] = [
        (1, 1), (3, 1), (6, 2), (10, 1), (60, 2), (120, 1), (300, 2), (600, 2), (900, 2),
        (1_200, 2), (1_800, 2), (2_700, 1), (3_600, 2), (7_200, 1),
      ]
      return .seconds(random.element(weighted: seconds))
    }
  }

  /// A clock worth naming for a step at `offset`: soon after the step's local time, a clock the
  /// story already uses, or any quarter hour.
  private func clock(
    _ draft: StoryDraft, _ offset: SimulationDuration, _ random: inout Xoshiro256StarStar
  ) -> Clock {
    let roll = random.next(below: 100)
    if roll < 50 {
      let local = draft.zone.localDateTime(at: draft.world.startInstant + offset).clock
      let quarter = (local.secondsSinceMidnight / 900 + 1 + Int(random.next(below: 4))) * 900
      return Clock(secondsSinceMidnight: quarter % 86_400)
    }
    if roll < 80, !draft.anchors.isEmpty {
      return random.element(of: draft.anchors)
    }
    return Clock(hour: Int(random.next(below: 24)), minute: 15 * Int(random.next(below: 4)))
  }
}
