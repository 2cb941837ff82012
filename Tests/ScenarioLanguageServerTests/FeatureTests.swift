import Testing

@testable import ScenarioLanguageServer

/// Completion, hover, definition and the outline, each on a document as a user would type it.
struct FeatureTests {
  static let header = """
    scenario "features"
    app insta com.burbn.instagram category social named "Instagram"
    app chess com.chess.app
    web news news.example.com
    category games "Games"

    """

  // MARK: - Completion

  /// A document with the cursor at `‸`, and labels the completion must start with (in order), or
  /// hold, or not hold.
  struct CompletionCase: Sendable, CustomTestStringConvertible {
    var document: String
    var first: [String] = []
    var includes: [String] = []
    var excludes: [String] = []
    var testDescription: String { document.split(separator: "\n").last.map(String.init) ?? "" }
  }

  static let completionCases: [CompletionCase] = [
    CompletionCase(
      document: "‸", first: ["scenario", "about", "tags"], includes: ["user", "expect"]),
    CompletionCase(
      document: header + "‸", first: ["scenario", "about"], includes: ["app", "user", "os", "wait"]),
    CompletionCase(
      document: header + "user picks work apps chess\n‸", first: ["user", "guardian"],
      includes: ["expect", "backend", "appgroup", "wait"],
      excludes: ["scenario", "timezone", "tags"]),
    CompletionCase(
      document: header + "user picks work apps chess\n+1m ‸", includes: ["user", "expect"],
      excludes: ["scenario"]),
    CompletionCase(
      document: header + "user ‸", first: ["requests", "approves", "cancels", "revokes", "sets"],
      includes: ["picks", "taps", "uses", "locks"], excludes: ["user", "authorization"]),
    CompletionCase(document: header + "user op‸", includes: ["opens"]),
    CompletionCase(
      document: header + "user opens ‸", first: ["main", "insta", "chess"],
      excludes: ["news", "games"]),
    CompletionCase(document: header + "user visits ‸", first: ["news"], excludes: ["insta"]),
    CompletionCase(
      document: header + "user picks work ‸",
      first: ["apps", "categories", "web", "entire-categories", "as"]),
    CompletionCase(document: header + "user picks work apps insta, ‸", first: ["insta", "chess"]),
    CompletionCase(
      document: header + "user picks work categories ‸", first: ["social", "games"],
      excludes: ["insta"]),
    CompletionCase(
      document: header + "user picks work apps chess\nuser picks evening apps insta\nuser blocks ‸",
      first: ["work", "evening"]),
    CompletionCase(
      document: header + "expect callback ‸",
      first: [
        "intervalDidStart", "intervalDidEnd", "intervalWillStartWarning", "intervalWillEndWarning",
        "eventDidReachThreshold", "eventWillReachThresholdWarning",
      ]),
    CompletionCase(
      document: header + "expect violation ‸", includes: ["unknown-token-shield", "no-crash"]),
    CompletionCase(
      document: header + "os fails authorization with ‸", includes: ["restricted", "networkError"]),
    CompletionCase(
      document: header + "app schedules work daily 09:00-17:00 ‸",
      first: ["warning", "limit", "event"]),
    CompletionCase(
      document: "scenario \"x\"\noption ‸",
      includes: ["rotation", "config-timeout", "slept-interval"]),
    CompletionCase(
      document: "scenario \"x\"\noption rotation ‸", first: ["keeps-old", "invalidates-old"]),
    CompletionCase(document: "scenario \"x\"\npolicy ‸", includes: ["recommended"]),
    CompletionCase(
      document: "scenario \"x\"\npolicy recommended with ‸",
      includes: ["defer-unknown", "log-tokens"]),
    CompletionCase(
      document: "scenario \"x\"\ntimezone Europe/Be‸", includes: ["Europe/Berlin", "UTC"]),
    CompletionCase(document: header + "expect diagnostic ‸", includes: ["selection.saved"]),
    CompletionCase(
      document: header + "expect error ‸", includes: ["api.unavailable", "auth.restricted"]),
    CompletionCase(
      document: header + "expect ‸",
      includes: ["shielded", "callback", "violation", "no", "shield"]),
    CompletionCase(document: header + "user opens insta # ‸", excludes: ["main", "insta"]),
    CompletionCase(document: "scenario \"a ‸", excludes: ["scenario", "about"]),
    CompletionCase(document: header + "user flies ‸", excludes: ["main", "user"]),
  ]

  @Test(arguments: completionCases)
  func completionOffersWhatTheParserAcceptsThere(_ test: CompletionCase) {
    let cursored = Cursored(test.document)
    var session = ServerSession.initialized()
    session.open(cursored.text)
    let response = session.request("textDocument/completion", ServerSession.at(cursored.position))
    let labels = (response["result"]?["items"]?.array ?? []).compactMap { $0["label"]?.string }
    #expect(Array(labels.prefix(test.first.count)) == test.first, "\(labels.prefix(12))")
    for label in test.includes { #expect(labels.contains(label), "\(label) missing") }
    for label in test.excludes { #expect(!labels.contains(label), "\(label) offered") }
  }

  @Test func completionReplacesTheWordBeingTyped() throws {
    let cursored = Cursored(Self.header + "user op‸ens")
    var session = ServerSession.initialized()
    session.open(cursored.text)
    let response = session.request("textDocument/completion", ServerSession.at(cursored.position))
    let opens = try #require(response["result"]?["items"]?.array?.first { $0["label"] == "opens" })
    #expect(
      TextRange(json: opens["textEdit"]?["range"])
        == TextRange(start: .init(line: 5, character: 5), end: .init(line: 5, character: 7)))
    #expect(opens["kind"] == 14)
  }

  // MARK: - Hover

  static let hoverCases: [(String, [String])] = [
    (
      header + "user pi‸cks work apps insta",
      [
        "user picks <profile> [apps <app>[, ...]]", "FamilyActivityPicker",
        "*The main app and profiles*",
      ]
    ),
    (
      header + "user picks work apps in‸sta",
      [
        "app insta com.burbn.instagram category social named \"Instagram\"",
        "app alias `insta`, declared at line 2",
      ]
    ),
    (
      header + "user picks wo‸rk apps insta\nuser blocks work now",
      ["profile `work`, created at line 6"]
    ),
    (
      header + "user picks work apps insta\nuser blocks wo‸rk now",
      ["user picks work apps insta", "profile `work`, created at line 6"]
    ),
    (
      header + "user picks work categories soc‸ial",
      ["category alias `social`, declared at line 2 by the app or web domain it names"]
    ),
    ("scenario \"x\"\ntime‸zone UTC", ["timezone <IANA id>", "*Header* statement; default: UTC"]),
    (
      "scenario \"x\"\noption rot‸ation keeps-old",
      ["option rotation keeps-old, invalidates-old", "Default: `keeps-old`"]
    ),
    (header + "user fl‸ies", ["user approves authorization with data access", "it has a problem"]),
  ]

  @Test(arguments: hoverCases)
  func hoverShowsTheReferenceOrTheDeclaration(document: String, parts: [String]) {
    let cursored = Cursored(document)
    var session = ServerSession.initialized()
    session.open(cursored.text)
    let response = session.request("textDocument/hover", ServerSession.at(cursored.position))
    let value = response["result"]?["contents"]?["value"]?.string ?? ""
    for part in parts { #expect(value.contains(part), "\(value)") }
  }

  @Test(arguments: ["user picks work apps insta # a comm‸ent", "‸", "   ‸  "])
  func hoverOverNothingIsNull(line: String) {
    let cursored = Cursored(Self.header + line)
    var session = ServerSession.initialized()
    session.open(cursored.text)
    let response = session.request("textDocument/hover", ServerSession.at(cursored.position))
    #expect(response["result"] == .null)
  }

  // MARK: - Definition

  static let definitionCases: [(String, TextRange?)] = [
    (
      header + "user opens ch‸ess",
      TextRange(start: .init(line: 2, character: 4), end: .init(line: 2, character: 9))
    ),
    (
      header + "user picks w apps insta\nuser blocks ‸w now",
      TextRange(start: .init(line: 5, character: 11), end: .init(line: 5, character: 12))
    ),
    (
      header + "user picks w categories g‸ames",
      TextRange(start: .init(line: 4, character: 9), end: .init(line: 4, character: 14))
    ),
    (
      header + "user picks w categories soc‸ial",
      TextRange(start: .init(line: 1, character: 39), end: .init(line: 1, character: 45))
    ),
    ("scenario \"x\"\napp home com.example.home\nuser goes ho‸me", nil),
    (header + "user ope‸ns chess", nil),
  ]

  @Test(arguments: definitionCases)
  func definitionGoesToTheDeclaration(document: String, range: TextRange?) {
    let cursored = Cursored(document)
    var session = ServerSession.initialized()
    session.open(cursored.text)
    let response = session.request("textDocument/definition", ServerSession.at(cursored.position))
    #expect(TextRange(json: response["result"]?["range"]) == range)
    if range != nil { #expect(response["result"]?["uri"] == .string(ServerSession.uri)) }
  }

  // MARK: - Outline

  @Test func theOutlineHasTheTitleAliasesProfilesAndStepsByDay() throws {
    var session = ServerSession.initialized()
    session.open(
      Self.header + """
        user approves authorization
        user picks work apps insta
        day 2 09:00 user blocks work now
        23:00 user uses insta for 2h
        02:00 expect shielded insta
        """)
    let response = session.request(
      "textDocument/documentSymbol", ["textDocument": ["uri": .string(ServerSession.uri)]])
    let symbols = try #require(response["result"]?.array)
    #expect(
      symbols.map { $0["name"]?.string ?? "" } == [
        "features", "insta", "social", "chess", "news", "games", "work", "day 1", "day 2", "day 3",
      ])
    #expect(symbols.map { $0["kind"]?.integer ?? 0 } == [1, 4, 10, 4, 2, 10, 19, 3, 3, 3])
    let dayTwo = try #require(symbols[8]["children"]?.array)
    #expect(
      dayTwo.map { $0["name"]?.string ?? "" } == ["user blocks work now", "user uses insta for 2h"])
    #expect(dayTwo.map { $0["detail"]?.string ?? "" } == ["day 2 09:00", "23:00"])
    #expect(symbols[9]["children"]?.array?.first?["name"] == "expect shielded insta")
    #expect(
      symbols[1]["detail"] == "app insta com.burbn.instagram category social named \"Instagram\"")
    #expect(
      TextRange(json: symbols[1]["selectionRange"])
        == TextRange(start: .init(line: 1, character: 4), end: .init(line: 1, character: 9)))
  }

  // MARK: - Quick fixes

  @Test func aSuggestionIsAQuickFix() throws {
    var session = ServerSession.initialized()
    session.open("scenario \"x\"\nuser approve authorization\n")
    let response = session.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(ServerSession.uri)],
        "range": TextRange(start: .init(line: 1, character: 0), end: .init(line: 1, character: 0))
          .json,
        "context": ["diagnostics": []],
      ])
    let actions = try #require(response["result"]?.array)
    #expect(actions.count == 1)
    #expect(actions.first?["title"] == "Replace 'approve' with 'approves'")
    let edit = actions.first?["edit"]?["changes"]?[ServerSession.uri]?.array?.first
    #expect(edit?["newText"] == "approves")
    #expect(
      TextRange(json: edit?["range"])
        == TextRange(start: .init(line: 1, character: 5), end: .init(line: 1, character: 12)))
  }
}
