import TimelineRendering

/// Timelines built by hand for the tests, in the shape a run of the simulator gives.
enum SampleTimelines {
  static let minute: Int64 = 60_000
  static let hour: Int64 = 3_600_000
  static let day: Int64 = 86_400_000

  /// Day 1 at 00:00 on the wall clock, read as UTC: 2025-01-06.
  static let dayOne: Int64 = 20_094 * day

  /// The instant at which a clock at `offsetHours` from UTC reads day `day` at `hours:minutes`.
  static func at(day: Int64, _ hours: Int64, _ minutes: Int64 = 0, offsetHours: Int64 = 1) -> Int64
  {
    dayOne + (day - 1) * Self.day + hours * hour + minutes * minute - offsetHours * hour
  }

  /// A day and an hour of a run: Berlin in winter, then Helsinki from day 1 at 20:00 Berlin time.
  static let clock = TimelineClock(
    segments: [
      ZoneSegment(from: .min, utcOffsetSeconds: 3_600, zoneName: "Europe/Berlin"),
      ZoneSegment(from: at(day: 1, 20), utcOffsetSeconds: 7_200, zoneName: "Europe/Helsinki"),
    ],
    dayOneLocalMidnight: dayOne)

  /// A small run with every kind of lane: held callbacks, a rotation, a kill, a zone change, two
  /// failed expectations (one in a cluster, one alone).
  static var small: Timeline {
    let start = at(day: 1, 8)
    let end = at(day: 2, 9, offsetHours: 2)
    var lock = Lane(title: "Lock", kind: .lock)
    lock.states = [
      StateChange(at: start, kind: .unlocked, label: "unlocked"),
      StateChange(
        at: at(day: 1, 21, offsetHours: 2), kind: .locked, label: "locked",
        tooltip: "user locks device"),
      StateChange(at: at(day: 2, 7, offsetHours: 2), kind: .unlocked, label: "unlocked"),
    ]
    var zone = Lane(title: "Time zone", kind: .timeZone)
    zone.states = [
      StateChange(at: start, kind: .timeZone, label: "Europe/Berlin"),
      StateChange(at: at(day: 1, 20), kind: .timeZone, label: "Europe/Helsinki"),
    ]
    var authorization = Lane(title: "Authorization", kind: .authorization)
    authorization.states = [
      StateChange(at: start, kind: .authorizationApproved, label: "approved · epoch 1"),
      StateChange(at: at(day: 1, 15), kind: .authorizationDenied, label: "denied"),
      StateChange(at: at(day: 1, 16), kind: .authorizationApproved, label: "approved · epoch 2"),
    ]
    authorization.marks = [
      Mark(
        at: at(day: 1, 15), kind: .revocation, label: "revoked",
        tooltip: "tokens of epoch 1 are void")
    ]
    var night = Lane(title: "profile night", detail: "profile.214aedb9", kind: .activity)
    night.spans = [
      Span(
        start: at(day: 1, 22, offsetHours: 2), end: at(day: 2, 6, offsetHours: 2),
        kind: .scheduledInterval, label: "night 22:00-06:00")
    ]
    night.marks = [
      Mark(
        at: at(day: 1, 21, 45, offsetHours: 2), kind: .warning, label: "intervalWillStartWarning")
    ]
    night.addCallback(
      named: "intervalDidStart", due: at(day: 1, 22, offsetHours: 2),
      delivered: at(day: 2, 7, offsetHours: 2), delivery: .heldWhileLocked,
      detail: "held until the device is unlocked")
    night.addCallback(
      named: "intervalDidEnd", due: at(day: 2, 6, offsetHours: 2),
      delivered: at(day: 2, 7, offsetHours: 2), delivery: .heldWhileLocked)
    var insta = Lane(title: "Instagram", detail: "com.burbn.instagram", kind: .item)
    insta.spans = [
      Span(start: start, end: at(day: 1, 15), kind: .shieldedIndividually, label: "work"),
      Span(
        start: at(day: 1, 16), end: end, kind: .shieldedByCategory, label: "social",
        tooltip: "category token of profile night"),
      Span(start: at(day: 1, 12), end: at(day: 1, 12, 30), kind: .inUse, label: "opened"),
    ]
    insta.marks = [Mark(at: at(day: 1, 12), kind: .tokenRotation, label: "rotated")]
    var monitor = Lane(title: "DeviceActivityMonitor", kind: .process(.monitor))
    let unlock = at(day: 2, 7, offsetHours: 2)
    monitor.spans = [
      Span(start: unlock, end: unlock + 4_000, kind: .processRunning, label: "monitor")
    ]
    monitor.marks = [
      Mark(at: unlock, kind: .launch, label: "launch"),
      Mark(at: unlock + 1_000, kind: .callbackHandled, label: "intervalDidStart"),
      Mark(at: unlock + 2_000, kind: .callbackHandled, label: "intervalDidEnd"),
      Mark(at: unlock + 4_000, kind: .kill, label: "killed", tooltip: "over 6MB"),
    ]
    var scenario = Lane(title: "Scenario", kind: .scenario)
    scenario.marks = [
      Mark(at: at(day: 1, 21, offsetHours: 2), kind: .userAction, label: "user locks device"),
      Mark(
        at: at(day: 1, 15), kind: .expectationFailed, label: "expect shielded insta",
        tooltip: "expected shielded insta, got not shielded",
        source: SourceReference(file: "Shields/revoke.scenario", line: 12)),
      Mark(
        at: unlock, kind: .expectationPassed, label: "expect callback intervalDidStart",
        source: SourceReference(file: "Shields/revoke.scenario", line: 14)),
      Mark(
        at: unlock, kind: .expectationFailed, label: "expect not shielded insta",
        tooltip: "expected not shielded insta, got shielded (category)",
        source: SourceReference(file: "Shields/revoke.scenario", line: 15)),
    ]
    return Timeline(
      title: "revocation voids tokens", metadata: ["iOS 18.5 (22F76), seed 1, app recommended"],
      range: TimeRange(start: start, end: end), clock: clock,
      groups: [
        LaneGroup(title: "Device", lanes: [lock, zone, authorization]),
        LaneGroup(title: "Activities", lanes: [night]),
        LaneGroup(title: "Items", lanes: [insta]),
        LaneGroup(title: "Processes", lanes: [monitor]),
        LaneGroup(title: "Scenario", lanes: [scenario]),
      ])
  }

  /// A passing run: a profile blocks an app, the tokens rotate, the shield extensions answer.
  static var unknownToken: Timeline {
    let start = at(day: 1, 8)
    var authorization = Lane(title: "Authorization", kind: .authorization)
    authorization.states = [
      StateChange(at: start, kind: .authorizationNotDetermined, label: "not determined"),
      StateChange(at: start + 1_000, kind: .authorizationApproved, label: "approved · epoch 1"),
    ]
    var work = Lane(title: "profile work", kind: .activity)
    work.spans = [
      Span(start: start + 2_000, end: at(day: 1, 17), kind: .scheduledInterval, label: "work")
    ]
    work.addCallback(
      named: "intervalDidStart", due: start + 2_000, delivered: start + 2_000, delivery: .onTime)
    work.addCallback(
      named: "intervalDidEnd", due: at(day: 1, 17), delivered: at(day: 1, 17), delivery: .onTime)
    var insta = Lane(title: "Instagram", detail: "com.burbn.instagram", kind: .item)
    insta.spans = [
      Span(start: start + 2_000, end: at(day: 1, 17), kind: .shieldedIndividually, label: "work"),
      Span(start: at(day: 1, 9), end: at(day: 1, 9, 1), kind: .inUse, label: "opened"),
    ]
    insta.marks = [
      Mark(at: at(day: 1, 8, 30), kind: .tokenRotation, label: "os rotates all tokens")
    ]
    var configuration = Lane(
      title: "ShieldConfigurationDataSource", kind: .process(.shieldConfiguration))
    configuration.marks = [
      Mark(at: at(day: 1, 9), kind: .launch, label: "launch"),
      Mark(at: at(day: 1, 9) + 500, kind: .callbackHandled, label: "generic shield"),
    ]
    var action = Lane(title: "ShieldActionDelegate", kind: .process(.shieldAction))
    action.marks = [
      Mark(at: at(day: 1, 9, 1), kind: .callbackHandled, label: "primary → .close")
    ]
    var scenario = Lane(title: "Scenario", kind: .scenario)
    scenario.marks = [
      Mark(at: at(day: 1, 9), kind: .userAction, label: "user opens insta"),
      Mark(
        at: at(day: 1, 9, 1), kind: .expectationPassed, label: "expect shield generic",
        source: SourceReference(file: "Shields/unknown-token-individual.scenario", line: 14)),
      Mark(
        at: at(day: 1, 12), kind: .expectationPassed, label: "expect action close",
        source: SourceReference(file: "Shields/unknown-token-individual.scenario", line: 16)),
    ]
    return Timeline(
      title: "an unknown token gets the generic shield", metadata: ["iOS 18.5 (22F76)"],
      range: TimeRange(start: start, end: at(day: 1, 18)),
      clock: TimelineClock(
        zoneName: "Europe/Berlin", utcOffsetSeconds: 3_600, dayOneLocalMidnight: dayOne),
      groups: [
        LaneGroup(title: "Device", lanes: [authorization]),
        LaneGroup(title: "Activities", lanes: [work]),
        LaneGroup(title: "Items", lanes: [insta]),
        LaneGroup(title: "Processes", lanes: [configuration, action]),
        LaneGroup(title: "Scenario", lanes: [scenario]),
      ])
  }

  /// A run report of three scenarios, the second failing with `small`'s timeline.
  static var report: RunPage {
    RunPage(
      title: "stsim run Scenarios",
      scenarios: [
        ScenarioSummary(
          path: "Shields/unknown-token-individual.scenario", title: "an unknown token",
          passed: true, events: 41, digest: String(repeating: "ab", count: 32)),
        ScenarioSummary(
          path: "Shields/revoke.scenario", title: "revocation voids tokens", passed: false,
          events: 97, digest: String(repeating: "cd", count: 32),
          failures: [
            FailureNote(
              source: SourceReference(file: "Shields/revoke.scenario", line: 12),
              message: "expected shielded insta, got not shielded"),
            FailureNote(
              source: SourceReference(file: "Shields/revoke.scenario", line: 15),
              message: "expected not shielded insta, got shielded (category)"),
          ],
          timeline: small),
        ScenarioSummary(
          path: "Tokens/rotation.scenario", title: "rotation keeps old tokens", passed: true,
          events: 12, digest: String(repeating: "ef", count: 32)),
      ])
  }

  /// A timeline of one lane with `text` as title, label, tooltip and file name everywhere.
  static func hostile(_ text: String) -> Timeline {
    var lane = Lane(title: text, detail: text, kind: .scenario)
    lane.states = [StateChange(at: 0, kind: .unlocked, label: text, tooltip: text)]
    lane.spans = [Span(start: 0, end: 30_000, kind: .inUse, label: text, tooltip: text)]
    lane.marks = [
      Mark(
        at: 10_000, kind: .expectationFailed, label: text, tooltip: text,
        source: SourceReference(file: text, line: 3))
    ]
    lane.links = [Link(from: 0, to: 10_000, delivery: .late, label: text, tooltip: text)]
    return Timeline(
      title: text, metadata: [text], range: TimeRange(start: 0, end: 60_000),
      clock: TimelineClock(zoneName: text, utcOffsetSeconds: 0, dayOneLocalMidnight: 0),
      groups: [LaneGroup(title: text, lanes: [lane])])
  }

  /// A week of a busy device: ten profiles with nightly and daytime intervals, twenty items,
  /// the four processes, and the scenario's steps and expectations, about as many elements as a
  /// trace of 1,500 records.
  static var week: Timeline {
    var random = SampleRandom(seed: 7)
    let start = at(day: 1, 8)
    let end = at(day: 8, 8)
    var lock = Lane(title: "Lock", kind: .lock)
    var version = Lane(title: "System version", kind: .systemVersion)
    version.states = [StateChange(at: start, kind: .systemVersion, label: "iOS 18.5 (22F76)")]
    var zone = Lane(title: "Time zone", kind: .timeZone)
    zone.states = [StateChange(at: start, kind: .timeZone, label: "Europe/Berlin")]
    var authorization = Lane(title: "Authorization", kind: .authorization)
    authorization.states = [
      StateChange(at: start, kind: .authorizationApproved, label: "approved · epoch 1")
    ]
    var profiles: [Lane] = []
    var items: [Lane] = (1...20).map {
      Lane(title: "app \($0)", detail: "com.example.app\($0)", kind: .item)
    }
    var mainApp = Lane(title: "Main app", kind: .process(.mainApp))
    var monitor = Lane(title: "DeviceActivityMonitor", kind: .process(.monitor))
    var configuration = Lane(
      title: "ShieldConfigurationDataSource", kind: .process(.shieldConfiguration))
    var action = Lane(title: "ShieldActionDelegate", kind: .process(.shieldAction))
    var scenario = Lane(title: "Scenario", kind: .scenario)
    for day in Int64(1)...7 {
      lock.states.append(StateChange(at: at(day: day, 8), kind: .unlocked, label: "unlocked"))
      lock.states.append(StateChange(at: at(day: day, 23), kind: .locked, label: "locked"))
      mainApp.spans.append(
        Span(start: at(day: day, 8), end: at(day: day, 8, 20), kind: .processRunning, label: "app"))
      mainApp.marks.append(Mark(at: at(day: day, 8), kind: .launch, label: "launch"))
      scenario.marks.append(
        Mark(at: at(day: day, 8), kind: .userAction, label: "user unlocks device"))
    }
    authorization.states.append(
      StateChange(at: at(day: 4, 13), kind: .authorizationDenied, label: "denied"))
    authorization.marks.append(Mark(at: at(day: 4, 13), kind: .revocation, label: "revoked"))
    authorization.states.append(
      StateChange(at: at(day: 4, 14), kind: .authorizationApproved, label: "approved · epoch 2"))
    version.marks.append(Mark(at: at(day: 5, 3), kind: .systemUpdate, label: "iOS 18.6"))
    version.states.append(StateChange(at: at(day: 5, 3), kind: .systemVersion, label: "iOS 18.6"))
    for profile in 1...10 {
      var lane = Lane(title: "profile \(profile)", detail: "profile.\(profile)", kind: .activity)
      let item = (profile - 1) * 2
      for day in Int64(1)...7 {
        let startHour = Int64(9 + profile % 6)
        let intervalStart = at(day: day, startHour, Int64(profile * 5))
        let intervalEnd = intervalStart + Int64(1 + profile % 3) * hour
        lane.spans.append(
          Span(
            start: intervalStart, end: intervalEnd, kind: .scheduledInterval,
            label: "focus \(profile)"))
        lane.marks.append(
          Mark(at: intervalStart - 15 * minute, kind: .warning, label: "intervalWillStartWarning"))
        let delivery: CallbackDelivery =
          switch random.next(20) {
          case 0: .late
          case 1: .duplicated
          case 2: .dropped
          default: .onTime
          }
        let delay = delivery == .onTime ? 0 : Int64(5 + random.next(40)) * minute
        lane.addCallback(
          named: "intervalDidStart", due: intervalStart,
          delivered: delivery == .dropped ? nil : intervalStart + delay, delivery: delivery,
          detail: "profile \(profile), day \(day)")
        lane.addCallback(
          named: "intervalDidEnd", due: intervalEnd, delivered: intervalEnd, delivery: .onTime)
        let nightly = at(day: day, 23, Int64(profile))
        lane.spans.append(
          Span(
            start: nightly, end: nightly + 7 * hour, kind: .scheduledInterval,
            label: "night \(profile)"))
        lane.addCallback(
          named: "intervalDidStart", due: nightly, delivered: at(day: day + 1, 8),
          delivery: .heldWhileLocked)
        if random.next(3) == 0 {
          lane.marks.append(
            Mark(
              at: intervalStart + 40 * minute, kind: .threshold, label: "eventDidReachThreshold"))
        }
        for offset in 0..<2 {
          items[item + offset].spans.append(
            Span(
              start: intervalStart + delay, end: intervalEnd,
              kind: offset == 0 ? .shieldedIndividually : .shieldedByCategory,
              label: "profile \(profile)"))
          items[item + offset].marks.append(
            Mark(at: intervalStart + 30 * minute, kind: .callbackHandled, label: "shield shown"))
        }
        for handled in [intervalStart + delay, intervalEnd] {
          monitor.spans.append(
            Span(start: handled, end: handled + 3_000, kind: .processRunning, label: "monitor"))
          monitor.marks.append(Mark(at: handled, kind: .launch, label: "launch"))
          monitor.marks.append(
            Mark(at: handled + 1_000, kind: .callbackHandled, label: "profile \(profile)"))
        }
        configuration.marks.append(
          Mark(at: intervalStart + 30 * minute, kind: .callbackHandled, label: "configuration"))
        if random.next(4) == 0 {
          action.marks.append(
            Mark(at: intervalStart + 31 * minute, kind: .callbackHandled, label: "primary"))
        }
        let passed = random.next(25) != 0
        scenario.marks.append(
          Mark(
            at: intervalStart + 45 * minute, kind: passed ? .expectationPassed : .expectationFailed,
            label: "expect shielded app \(item + 1)",
            tooltip: passed ? "" : "expected shielded app \(item + 1), got not shielded",
            source: SourceReference(file: "Week/busy.scenario", line: 20 + profile * 7 + Int(day))))
      }
      profiles.append(lane)
    }
    for index in items.indices where index % 4 == 0 {
      items[index].marks.append(Mark(at: at(day: 3, 12), kind: .tokenRotation, label: "rotated"))
      items[index].marks.append(Mark(at: at(day: 6, 12), kind: .tokenExpiry, label: "expired"))
    }
    monitor.marks.append(Mark(at: at(day: 5, 3), kind: .crash, label: "crash"))
    monitor.marks.append(Mark(at: at(day: 6, 10), kind: .memoryExceeded, label: "7MB > 6MB"))
    monitor.marks.append(Mark(at: at(day: 6, 10), kind: .kill, label: "killed"))
    monitor.spans.append(
      Span(start: at(day: 2, 12), end: at(day: 2, 16), kind: .faultWindow, label: "backend down"))
    monitor.marks.append(Mark(at: at(day: 2, 12), kind: .fault, label: "backend outage"))
    return Timeline(
      title: "a busy week", metadata: ["iOS 18.5 (22F76), timezone Europe/Berlin, seed 7"],
      range: TimeRange(start: start, end: end),
      clock: TimelineClock(
        zoneName: "Europe/Berlin", utcOffsetSeconds: 3_600, dayOneLocalMidnight: dayOne),
      groups: [
        LaneGroup(title: "Device", lanes: [lock, version, zone, authorization]),
        LaneGroup(title: "Activities", lanes: profiles),
        LaneGroup(title: "Items", lanes: items),
        LaneGroup(title: "Processes", lanes: [mainApp, monitor, configuration, action]),
        LaneGroup(title: "Scenario", lanes: [scenario]),
      ])
  }

  /// The number of states, spans, marks and links of `timeline`.
  static func elementCount(_ timeline: Timeline) -> Int {
    timeline.lanes.reduce(0) {
      $0 + $1.states.count + $1.spans.count + $1.marks.count + $1.links.count
    }
  }
}

/// A small deterministic generator for varied sample data (SplitMix64).
struct SampleRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// A number in `0..<bound`.
  mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    value ^= value >> 31
    return Int(value % UInt64(bound))
  }
}
