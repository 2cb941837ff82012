import ScenarioLanguage
import ScreenTimeModel
import SimulationEngine
import Testing
import _SimulatorTestSupport

/// Every row of the spec's header table (section 2) and options table (section 8) parses to its
/// setting, and the defaults are the spec's.
struct HeaderStatementTests {
  /// A header line and how it changes a scenario titled `t` whose header is that line alone.
  struct Case: Sendable, CustomTestStringConvertible {
    var line: String
    var change: @Sendable (inout Scenario) -> Void

    init(_ line: String, _ change: @escaping @Sendable (inout Scenario) -> Void) {
      self.line = line
      self.change = change
    }

    var testDescription: String { line }
  }

  /// Where the case's line is: line 2, after the title.
  static func at(_ column: Int) -> ScenarioLanguage.SourceLocation {
    SourceLocation(file: Fixture.path, line: 2, column: column)
  }

  static let cases: [Case] = [
    Case("about \"FB14111223\"") { $0.about = ["FB14111223"] },
    Case("tags smoke revoke smoke") { $0.tags = ["smoke", "revoke"] },
    Case("device iOS 17.5.1") {
      $0.systemVersion = SystemVersion(17, 5, 1)
      $0.build = "21F"
      $0.declaresDevice = true
    },
    Case("device iOS 26.4 build 23E5207a") {
      $0.systemVersion = SystemVersion(26, 4)
      $0.build = "23E5207a"
      $0.declaresDevice = true
    },
    Case("device iOS 15.0") {
      $0.systemVersion = SystemVersion(15, 0)
      $0.build = "19A"
      $0.declaresDevice = true
    },
    Case("versions 16.0...26.3, 27.0") {
      $0.declaredVersions = SystemVersionSet([
        .range(SystemVersion(16, 0), SystemVersion(26, 3)), .version(SystemVersion(27, 0)),
      ])
    },
    Case("versions 26.4...") {
      $0.declaredVersions = SystemVersionSet([.range(SystemVersion(26, 4), nil)])
    },
    Case("app-version 2.3.1") { $0.appVersion = "2.3.1" },
    Case("app-version \"2.0 beta\"") { $0.appVersion = "2.0 beta" },
    Case("timezone Europe/Berlin") { $0.timeZone = Fixture.zone("Europe/Berlin") },
    Case("timezone Etc/GMT+12") { $0.timeZone = Fixture.zone("Etc/GMT+12") },
    Case("timezone Etc/GMT-14") { $0.timeZone = Fixture.zone("Etc/GMT-14") },
    Case("timezone Asia/Kolkata") { $0.timeZone = Fixture.zone("Asia/Kolkata") },
    Case("start 2026-03-29 01:30") {
      $0.start = LocalDateTime(
        date: CivilDate(year: 2026, month: 3, day: 29), clock: Clock(hour: 1, minute: 30))
    },
    Case("seed 18446744073709551615") {
      $0.seed = .max
      $0.isSeedPinned = true
    },
    Case("seed 0") {
      $0.seed = 0
      $0.isSeedPinned = true
    },
    Case("member child") { $0.member = .child },
    Case("member individual") { $0.member = .individual },
    Case("policy recommended") { $0.policy = PolicyDeclaration() },
    Case("policy recommended with log-tokens, token-as-id") {
      $0.policy = PolicyDeclaration(mistakes: ["log-tokens", "token-as-id"])
    },
    Case("app chess com.example.chess") {
      $0.apps = [
        AppDeclaration(
          alias: "chess", bundleIdentifier: "com.example.chess", category: nil,
          displayName: "chess", location: at(1))
      ]
    },
    Case("app chess com.example.chess category games named \"Chess Master\"") {
      $0.apps = [
        AppDeclaration(
          alias: "chess", bundleIdentifier: "com.example.chess", category: "games",
          displayName: "Chess Master", location: at(1))
      ]
      $0.categories = [CategoryDeclaration(alias: "games", displayName: "games", location: at(38))]
    },
    Case("web news news.example.com") {
      $0.webDomains = [
        WebDeclaration(alias: "news", domain: "news.example.com", category: nil, location: at(1))
      ]
    },
    Case("web news localhost category reading") {
      $0.webDomains = [
        WebDeclaration(alias: "news", domain: "localhost", category: "reading", location: at(1))
      ]
      $0.categories = [
        CategoryDeclaration(alias: "reading", displayName: "reading", location: at(29))
      ]
    },
    Case("category games \"Games\"") {
      $0.categories = [CategoryDeclaration(alias: "games", displayName: "Games", location: at(1))]
    },
    Case("category games") {
      $0.categories = [CategoryDeclaration(alias: "games", displayName: "games", location: at(1))]
    },
    Case("option rotation invalidates-old") { $0.options.rotation = .invalidatesOld },
    Case("option rotation keeps-old") { $0.options.rotation = .keepsOld },
    Case("option revoked-status notDetermined") { $0.options.revokedStatus = .notDetermined },
    Case("option token-cap truncate") { $0.options.tokenCap = .truncate },
    Case("option token-cap accept") { $0.options.tokenCap = .accept },
    Case("option store-cap accept") { $0.options.storeCap = .accept },
    Case("option callback-latency 250ms") { $0.options.callbackLatency = .milliseconds(250) },
    Case("option config-timeout 2s") { $0.options.configTimeout = .seconds(2) },
    Case("option action-timeout 1m30s") { $0.options.actionTimeout = .seconds(90) },
    Case("option monitor-memory 8MB") { $0.options.monitorMemory = 8 * 1_048_576 },
  ]

  @Test(arguments: cases)
  func headerStatementsSetTheirSetting(_ example: Case) {
    var expected = Scenario(path: Fixture.path, title: "t")
    example.change(&expected)
    #expect(Fixture.scenario("scenario \"t\"\n" + example.line + "\n") == expected)
  }

  @Test func theDefaultsAreTheSpecs() throws {
    let scenario = try #require(Fixture.scenario("scenario \"Only a title\"\n"))
    #expect(scenario.title == "Only a title")
    #expect(scenario.systemVersion == SystemVersion(18, 5))
    #expect(scenario.build == "22F76")
    #expect(scenario.appVersion == "1.0")
    #expect(scenario.timeZone == .utc)
    #expect("\(scenario.start)" == "2026-01-05 08:00:00.000")
    #expect(scenario.seed == 1)
    #expect(!scenario.isSeedPinned)
    #expect(scenario.member == .individual)
    #expect(scenario.policy == PolicyDeclaration(name: "recommended", mistakes: []))
    #expect(scenario.options == ModelOptions())
    #expect(scenario.steps.isEmpty && scenario.apps.isEmpty && scenario.profiles.isEmpty)
  }

  @Test func aCategoryLineMayNameACategoryAnAppImplied() throws {
    let scenario = try #require(
      Fixture.scenario(
        """
        scenario "t"
        app chess com.example.chess category games
        web chess-site chess.example.com category games
        category games "Games"
        """))
    #expect(
      scenario.categories == [
        CategoryDeclaration(
          alias: "games", displayName: "Games",
          location: SourceLocation(file: Fixture.path, line: 4, column: 1))
      ])
  }

  @Test func optionsApplyOverTheDefaults() throws {
    let scenario = try #require(
      Fixture.scenario(
        "scenario \"t\"\noption token-cap truncate\noption config-timeout 1s\n"))
    var expected = ModelOptions()
    expected.tokenCap = .truncate
    expected.configTimeout = .seconds(1)
    #expect(scenario.options == expected)
  }

  @Test func otherPoliciesAreAcceptedWhenTheLoaderKnowsThem() throws {
    var words = ScenarioVocabulary.referenceWords
    words.policies.append("naive")
    let loader = ScenarioLoader(vocabulary: words)
    let scenario = try loader.scenario(from: "scenario \"t\"\npolicy naive\n")
    #expect(scenario.policy.name == "naive")
  }
}
