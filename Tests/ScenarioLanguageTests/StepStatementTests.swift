import InvariantChecking
import ScenarioLanguage
import ScreenTimeModel
import SimulationEngine
import Testing

/// The scenario language's `Expectation`, not Swift Testing's.
typealias ScenarioCheck = ScenarioLanguage.Expectation

/// Every row of the spec's statement tables (section 4), written out, parses to its action.
struct StepStatementTests {
  static let social = Fixture.social
  static let news = Fixture.news
  static let games = Fixture.games

  static let authorization: [(String, Action)] =
    [
      ("user approves authorization", .user(.requestAuthorization(.userApproves))),
      ("user cancels authorization", .user(.requestAuthorization(.userCancels))),
      ("guardian approves authorization", .user(.requestAuthorization(.guardianApproves))),
      ("guardian declines authorization", .user(.requestAuthorization(.guardianDeclines))),
      ("user revokes authorization", .user(.revokeAuthorization(by: .user, withPasscode: false))),
      (
        "guardian revokes authorization",
        .user(.revokeAuthorization(by: .guardian, withPasscode: false))
      ),
      ("app revokes authorization", .app(.revokeAuthorization)),
    ]
    + FamilyControlsErrorCode.injectable.map {
      ("os fails authorization with \($0.rawValue)", .system(.failNextAuthorization($0)))
    }

  static let mainApp: [(String, Action)] = [
    ("user opens main app", .user(.openMainApp)),
    ("user leaves main app", .user(.leaveMainApp)),
    (
      "user picks kids apps social, chess categories games web news entire-categories",
      .user(
        .pick(
          profile: "kids",
          PickedItems(
            apps: ["social", "chess"], categories: ["games"], webDomains: ["news"],
            includesEntireCategories: true)))
    ),
    ("user picks kids apps social", .user(.pick(profile: "kids", PickedItems(apps: ["social"])))),
    (
      "user picks kids categories games",
      .user(.pick(profile: "kids", PickedItems(categories: ["games"])))
    ),
    ("user picks kids web news", .user(.pick(profile: "kids", PickedItems(webDomains: ["news"])))),
    ("user picks kids", .user(.pick(profile: "kids", PickedItems()))),
    ("user cancels picker kids", .user(.cancelPicker(profile: "kids"))),
    ("user blocks kids now", .user(.blockNow(profile: "kids"))),
    ("user unblocks kids", .user(.unblock(profile: "kids"))),
    ("user disables kids", .user(.disable(profile: "kids"))),
    ("user enables kids", .user(.enable(profile: "kids"))),
    ("user deletes kids", .user(.delete(profile: "kids"))),
    (
      "app schedules kids daily 09:00-17:00",
      .app(
        .schedule(
          profile: "kids",
          ScheduleRequest(
            repetition: .daily, start: Clock(hour: 9, minute: 0), end: Clock(hour: 17, minute: 0))))
    ),
    (
      "app schedules kids daily 21:00-07:00 warning 5m limit 1h30m",
      .app(
        .schedule(
          profile: "kids",
          ScheduleRequest(
            repetition: .daily, start: Clock(hour: 21, minute: 0), end: Clock(hour: 7, minute: 0),
            warning: .minutes(5), limit: UsageLimit(threshold: .minutes(90)))))
    ),
    (
      "app schedules kids once 09:00:30-09:45 limit 15m on social, news, games",
      .app(
        .schedule(
          profile: "kids",
          ScheduleRequest(
            repetition: .once, start: Clock(hour: 9, minute: 0, second: 30),
            end: Clock(hour: 9, minute: 45),
            limit: UsageLimit(threshold: .minutes(15), items: [social, news, games]))))
    ),
    (
      "app schedules kids daily 09:00-17:00 limit 45m past-activity event warn15 15m on social "
        + "event warn30 30m past-activity",
      .app(
        .schedule(
          profile: "kids",
          ScheduleRequest(
            repetition: .daily, start: Clock(hour: 9, minute: 0), end: Clock(hour: 17, minute: 0),
            limit: UsageLimit(threshold: .minutes(45), includesPastActivity: true),
            events: [
              UsageEvent(name: "warn15", threshold: .minutes(15), items: [social]),
              UsageEvent(name: "warn30", threshold: .minutes(30), includesPastActivity: true),
            ])))
    ),
    (
      "app schedules kids once 09:00-09:00 until day 9",
      .app(
        .schedule(
          profile: "kids",
          ScheduleRequest(
            repetition: .once, start: Clock(hour: 9, minute: 0), end: Clock(hour: 9, minute: 0),
            endDay: 9)))
    ),
    (
      "app schedules kids weekly mon,wed, fri 18:00-20:00 warning 10m",
      .app(
        .schedule(
          profile: "kids",
          ScheduleRequest(
            repetition: .weekly([.monday, .wednesday, .friday]), start: Clock(hour: 18, minute: 0),
            end: Clock(hour: 20, minute: 0), warning: .minutes(10))))
    ),
    ("app stops kids", .app(.stopMonitoring(profile: "kids"))),
    ("app restores kids from backend", .app(.restore(profile: "kids", from: .backend))),
    ("app restores kids from appgroup", .app(.restore(profile: "kids", from: .appGroup))),
    ("app syncs", .app(.sync)),
    ("app refreshes tokens", .app(.refreshTokens)),
  ]

  static let device: [(String, Action)] = [
    ("user opens social", .user(.open(social))),
    ("user visits news", .user(.open(news))),
    ("user uses social for 15m", .user(.use(social, for: .minutes(15)))),
    ("user uses news for 1h30m", .user(.use(news, for: .minutes(90)))),
    ("user goes home", .user(.goHome)),
    ("user taps primary", .user(.tap(.primary))),
    ("user taps secondary", .user(.tap(.secondary))),
    ("user taps submenu 1", .user(.tap(.submenu(1)))),
    ("user taps submenu 3", .user(.tap(.submenu(3)))),
    ("user locks device", .user(.lockDevice)),
    ("user unlocks device", .user(.unlockDevice)),
    (
      "user changes timezone America/New_York",
      .user(.changeTimeZone(Fixture.zone("America/New_York")))
    ),
    ("user changes timezone Etc/GMT-14", .user(.changeTimeZone(Fixture.zone("Etc/GMT-14")))),
    ("wait", .wait),
  ]

  static let system: [(String, Action)] = [
    ("os rotates token social", .system(.rotateTokens(social))),
    ("os rotates token games", .system(.rotateTokens(games))),
    ("os rotates all tokens", .system(.rotateTokens(nil))),
    ("os expires token news", .system(.expireTokens(news))),
    ("os expires all tokens", .system(.expireTokens(nil))),
    ("os sends false expiry", .system(.sendFalseExpiry)),
    (
      "os updates to iOS 26.5",
      .system(.updateSystem(to: SystemVersion(26, 5), build: "23F", rotatingTokens: false))
    ),
    (
      "os updates to iOS 27.0 build 24A100 rotating tokens",
      .system(.updateSystem(to: SystemVersion(27, 0), build: "24A100", rotatingTokens: true))
    ),
    ("os reboots", .system(.reboot)),
    (
      "os delays next intervalDidStart by 10m",
      .system(.delayNextCallback(.intervalDidStart, profile: nil, by: .minutes(10)))
    ),
    (
      "os delays next intervalDidEnd for kids by 90s",
      .system(.delayNextCallback(.intervalDidEnd, profile: "kids", by: .seconds(90)))
    ),
    (
      "os drops next eventDidReachThreshold",
      .system(.dropNextCallback(.eventDidReachThreshold, profile: nil))
    ),
    (
      "os drops next intervalWillStartWarning for kids",
      .system(.dropNextCallback(.intervalWillStartWarning, profile: "kids"))
    ),
    (
      "os repeats intervalDidStart for kids",
      .system(.repeatCallback(.intervalDidStart, profile: "kids"))
    ),
    ("os fires thresholds early", .system(.fireThresholdsEarly)),
    ("os holds threshold events", .system(.holdThresholdEvents)),
    ("os releases threshold events", .system(.releaseThresholdEvents(reversed: false))),
    ("os releases threshold events reversed", .system(.releaseThresholdEvents(reversed: true))),
    ("os kills monitor on next callback", .system(.killMonitorOnNextCallback(afterWrites: 0))),
    (
      "os kills monitor on next callback after 2 writes",
      .system(.killMonitorOnNextCallback(afterWrites: 2))
    ),
    ("os limits monitor memory to 6MB", .system(.limitMonitorMemory(bytes: 6 * 1_024 * 1_024))),
    ("os limits monitor memory to 512KB", .system(.limitMonitorMemory(bytes: 512 * 1_024))),
    ("os slows shield configuration by 7s", .system(.slowShieldConfiguration(by: .seconds(7)))),
    ("os ignores store kids", .system(.ignoreStore(profile: "kids"))),
    ("os honours store kids", .system(.honourStore(profile: "kids"))),
    ("os empties next picker", .system(.emptyNextPicker)),
    ("os crashes next picker", .system(.crashNextPicker)),
    ("user reinstalls app", .user(.reinstallApp)),
  ]

  static let storage: [(String, Action)] = [
    ("backend goes down", .system(.backendGoesDown)),
    ("backend comes up", .system(.backendComesUp)),
    ("backend latency 2s", .system(.backendLatency(.seconds(2)))),
    ("backend corrupts kids", .system(.corrupt(.backend, profile: "kids", .truncated))),
    ("backend corrupts kids wrong-type", .system(.corrupt(.backend, profile: "kids", .wrongType))),
    (
      "backend corrupts kids missing-field",
      .system(.corrupt(.backend, profile: "kids", .missingField))
    ),
    ("backend corrupts kids garbage", .system(.corrupt(.backend, profile: "kids", .garbage))),
    ("backend serves kids schema 2", .system(.serveSchema(profile: "kids", version: 2))),
    ("appgroup corrupts kids", .system(.corrupt(.appGroup, profile: "kids", .truncated))),
    ("appgroup corrupts kids garbage", .system(.corrupt(.appGroup, profile: "kids", .garbage))),
    ("appgroup loses kids", .system(.loseAppGroupCopy(profile: "kids"))),
    (
      "appgroup bloats kids to 10MB",
      .system(.bloatAppGroupCopy(profile: "kids", bytes: 10 * 1_048_576))
    ),
  ]

  static let statusExpectations: [(String, ScenarioCheck)] = {
    var cases: [(String, ScenarioCheck)] = []
    for decision in AuthorizationDecision.allCases {
      cases.append(("expect authorization \(decision.rawValue)", .authorization(decision)))
      cases.append(
        ("expect app sees authorization \(decision.rawValue)", .appSeesAuthorization(decision)))
    }
    for status in ProfileStatus.allCases {
      cases.append(("expect profile kids \(status.rawValue)", .profile("kids", status)))
    }
    for response in ShieldResponse.allCases {
      cases.append(("expect action \(response.rawValue)", .action(response)))
    }
    for invariant in Invariant.allCases {
      cases.append(("expect violation \(invariant.rawValue)", .violation(invariant)))
    }
    return cases
  }()

  static let expectations: [(String, ScenarioCheck)] = [
    ("expect shielded social", .shielded(social, true)),
    ("expect shielded news", .shielded(news, true)),
    ("expect not shielded news", .shielded(news, false)),
    ("expect store kids has social, games", .storeHas(profile: "kids", [social, games])),
    ("expect store kids has news", .storeHas(profile: "kids", [news])),
    ("expect store kids empty", .storeEmpty(profile: "kids")),
    ("expect shield generic", .shield(.generic)),
    ("expect shield system-default", .shield(.systemDefault)),
    ("expect shield none", .shield(.none)),
    ("expect shield profile kids", .shield(.profile("kids"))),
    ("expect shield title \"Restricted\"", .shield(.title("Restricted"))),
    (
      "expect shield subtitle contains \"limited by \\\"Screen Time\\\"\"",
      .shield(.subtitleContains("limited by \"Screen Time\""))
    ),
    ("expect app closed", .appClosed),
    ("expect submenu shown", .submenuShown),
    ("expect cannot tap secondary", .cannotTap(.secondary)),
    ("expect cannot tap submenu 2", .cannotTap(.submenu(2))),
    (
      "expect callback intervalDidStart",
      .callback(.intervalDidStart, event: nil, profile: nil, at: nil)
    ),
    (
      "expect callback intervalDidEnd for kids",
      .callback(.intervalDidEnd, event: nil, profile: "kids", at: nil)
    ),
    (
      "expect callback intervalDidStart at 09:00",
      .callback(.intervalDidStart, event: nil, profile: nil, at: .clock(Clock(hour: 9, minute: 0)))
    ),
    (
      "expect callback intervalDidStart for kids at day 2 09:00:15",
      .callback(
        .intervalDidStart, event: nil, profile: "kids",
        at: .day(2, Clock(hour: 9, minute: 0, second: 15)))
    ),
    ("expect no callback intervalDidEnd", .noCallback(.intervalDidEnd, event: nil, profile: nil)),
    (
      "expect no callback eventWillReachThresholdWarning for kids",
      .noCallback(.eventWillReachThresholdWarning, event: nil, profile: "kids")
    ),
    (
      "expect callback eventDidReachThreshold for kids count 2",
      .callbackCount(.eventDidReachThreshold, event: nil, profile: "kids", count: 2)
    ),
    (
      "expect callback intervalWillEndWarning count 0",
      .callbackCount(.intervalWillEndWarning, event: nil, profile: nil, count: 0)
    ),
    (
      "expect callback eventDidReachThreshold event warn15 for kids at 09:15",
      .callback(
        .eventDidReachThreshold, event: "warn15", profile: "kids",
        at: .clock(Clock(hour: 9, minute: 15)))
    ),
    (
      "expect no callback eventDidReachThreshold event limit",
      .noCallback(.eventDidReachThreshold, event: "limit", profile: nil)
    ),
    ("expect token social stale", .tokenStale(social, true)),
    ("expect token games current", .tokenStale(games, false)),
    ("expect error auth.authorizationCanceled", .error("auth.authorizationCanceled")),
    ("expect error monitoring.intervalTooShort", .error("monitoring.intervalTooShort")),
    ("expect error selection.decode-failed", .error("selection.decode-failed")),
    ("expect no error", .noError),
    ("expect diagnostic selection.saved", .diagnostic(code: "selection.saved", fields: [])),
    (
      "expect diagnostic shield.unmatched-token kind=application via=individual match=none",
      .diagnostic(
        code: "shield.unmatched-token",
        fields: [
          DiagnosticField(key: "kind", value: "application"),
          DiagnosticField(key: "via", value: "individual"),
          DiagnosticField(key: "match", value: "none"),
        ])
    ),
    ("expect no diagnostic tokens.expired", .noDiagnostic(code: "tokens.expired")),
    ("expect logs redacted", .logsRedacted),
  ]

  @Test(arguments: authorization + mainApp + device + system + storage)
  func stepStatementsBuildTheirActions(line: String, action: Action) {
    #expect(Fixture.steps(line).map(\.action) == [action], "\(line)")
  }

  @Test(arguments: statusExpectations + expectations)
  func expectationsBuildTheirChecks(line: String, expectation: ScenarioCheck) {
    #expect(Fixture.steps(line).map(\.action) == [.expect(expectation)], "\(line)")
  }

  @Test func profilesAreCreatedInTheOrderStepsFirstNameThem() {
    let scenario = Fixture.scenario(
      Fixture.header + """
        expect profile zeta ready
        user picks kids apps social
        os ignores store work
        user deletes kids
        """)
    #expect(scenario?.profiles == ["zeta", "kids", "work"])
  }

  @Test func stepsRememberWhereTheirStatementStarts() {
    let steps = Fixture.steps("wait\n  +5m user goes home\n")
    #expect(
      steps.map(\.location) == [
        SourceLocation(file: Fixture.path, line: 6, column: 1),
        SourceLocation(file: Fixture.path, line: 7, column: 7),
      ])
    #expect(steps.map(\.timePrefix) == [.none, .after(.minutes(5))])
  }
}
