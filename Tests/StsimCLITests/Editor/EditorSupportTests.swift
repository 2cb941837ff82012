import Foundation
import ScenarioLanguage
import ScenarioLanguageServer
import Testing

@testable import StsimCLI

/// The files of `Editors/`: the TextMate grammar is valid, its expressions compile, it gives
/// scenario lines the expected scopes and knows every keyword of the statement table, and the
/// VS Code, Neovim and Helix files start `stsim lsp` for `.scenario` files.
struct EditorSupportTests {
  static let folder = BinaryRun.root + "/Editors"

  static func json(_ path: String) throws -> JSONValue {
    let data = try #require(FileManager.default.contents(atPath: folder + "/" + path), "\(path)")
    return try JSONParser.parse([UInt8](data))
  }

  /// One rule of the grammar: a `match`, or a `begin` and `end` with rules inside.
  struct Rule {
    var name: String?
    var match: NSRegularExpression?
    var captures: [Int: String] = [:]
    var begin: NSRegularExpression?
    var end: NSRegularExpression?
    var inside: [Rule] = []
  }

  static func expression(_ pattern: String?) throws -> NSRegularExpression? {
    try pattern.map { try NSRegularExpression(pattern: $0) }
  }

  /// The grammar's top-level rules, in order, with `include`s resolved.
  static func rules() throws -> [Rule] {
    let grammar = try json("scenario.tmLanguage.json")
    let repository = try #require(grammar["repository"]?.object)
    func makeRule(_ value: JSONValue) throws -> Rule {
      if let include = value["include"]?.string {
        return try makeRule(try #require(repository[String(include.dropFirst())], "\(include)"))
      }
      var rule = Rule(
        name: value["name"]?.string, match: try expression(value["match"]?.string),
        begin: try expression(value["begin"]?.string), end: try expression(value["end"]?.string))
      for member in value["captures"]?.object?.members ?? [] {
        rule.captures[Int(member.key) ?? -1] = member.value["name"]?.string
      }
      rule.inside = try (value["patterns"]?.array ?? []).map { try makeRule($0) }
      return rule
    }
    return try (grammar["patterns"]?.array ?? []).map { try makeRule($0) }
  }

  /// The scope of each piece of `line` the grammar names, as `(text, scope)` in order: at each
  /// position the rule whose match starts first wins, the first listed on a tie, as in
  /// TextMate.
  static func scopes(_ line: String, rules: [Rule]) -> [(String, String)] {
    let text = line as NSString
    var result: [(String, String)] = []
    var position = 0
    func search(_ expression: NSRegularExpression, from start: Int) -> NSTextCheckingResult? {
      expression.firstMatch(
        in: line, options: [.withoutAnchoringBounds, .withTransparentBounds],
        range: NSRange(location: start, length: text.length - start))
    }
    while position < text.length {
      var best: (Rule, NSTextCheckingResult)?
      for rule in rules {
        guard let expression = rule.match ?? rule.begin,
          let found = search(expression, from: position)
        else { continue }
        if best == nil || found.range.location < best?.1.range.location ?? Int.max {
          best = (rule, found)
        }
      }
      guard let (rule, found) = best, found.range.length > 0 else { break }
      if let end = rule.end {
        // Inside, the rules within and the end compete; the end wins a tie.
        var inner = NSMaxRange(found.range)
        var stop = text.length
        while inner < text.length {
          let closing = search(end, from: inner)
          let nested = rule.inside.compactMap { rule in
            rule.match.flatMap { search($0, from: inner) }
          }
          .min { $0.range.location < $1.range.location }
          if let nested, nested.range.length > 0,
            nested.range.location < closing?.range.location ?? Int.max
          {
            inner = NSMaxRange(nested.range)
            continue
          }
          stop = closing.map { NSMaxRange($0.range) } ?? text.length
          break
        }
        let range = NSRange(location: found.range.location, length: stop - found.range.location)
        result.append((text.substring(with: range), rule.name ?? ""))
        position = max(stop, position + 1)
        continue
      }
      if let name = rule.name { result.append((text.substring(with: found.range), name)) }
      for (group, name) in rule.captures.sorted(by: { $0.key < $1.key }) {
        let range = found.range(at: group)
        if range.location != NSNotFound { result.append((text.substring(with: range), name)) }
      }
      position = NSMaxRange(found.range)
    }
    return result
  }

  static let lines: [(String, [(String, String)])] = [
    (
      #"scenario "a # b \" c" # note"#,
      [
        ("scenario", "keyword.other.header.scenario"),
        (#""a # b \" c""#, "string.quoted.double.scenario"),
        ("# note", "comment.line.number-sign.scenario"),
      ]
    ),
    (
      "day 2 09:00 user uses insta for 1h30m",
      [
        ("day", "keyword.other.scenario"), ("2", "constant.numeric.integer.scenario"),
        ("09:00", "constant.numeric.clock.scenario"), ("user", "keyword.control.subject.scenario"),
        ("uses", "keyword.other.scenario"), ("for", "keyword.other.scenario"),
        ("1h30m", "constant.numeric.duration.scenario"),
      ]
    ),
    (
      "+15m app schedules work daily 21:00-07:00 limit 2h on games, chess",
      [
        ("+15m", "constant.numeric.duration.scenario"), ("app", "keyword.control.subject.scenario"),
        ("schedules", "keyword.other.scenario"), ("daily", "keyword.other.scenario"),
        ("21:00-07:00", "constant.numeric.clock.scenario"), ("limit", "keyword.other.scenario"),
        ("2h", "constant.numeric.duration.scenario"), ("on", "keyword.other.scenario"),
        (",", "punctuation.separator.comma.scenario"),
      ]
    ),
    (
      "os limits monitor memory to 6MB",
      [
        ("os", "keyword.control.subject.scenario"), ("limits", "keyword.other.scenario"),
        ("monitor", "keyword.other.scenario"), ("memory", "keyword.other.scenario"),
        ("to", "keyword.other.scenario"), ("6MB", "constant.numeric.size.scenario"),
      ]
    ),
    (
      "expect callback intervalDidStart for work count 2",
      [
        ("expect", "keyword.control.subject.scenario"), ("callback", "keyword.other.scenario"),
        ("intervalDidStart", "support.function.callback.scenario"),
        ("for", "keyword.other.scenario"), ("count", "keyword.other.scenario"),
        ("2", "constant.numeric.integer.scenario"),
      ]
    ),
    (
      "option config-timeout 5s",
      [
        ("option", "keyword.other.header.scenario"),
        ("config-timeout", "variable.other.option.scenario"),
        ("5s", "constant.numeric.duration.scenario"),
      ]
    ),
    (
      "start 2026-01-05 08:00:30",
      [
        ("start", "keyword.other.header.scenario"),
        ("2026-01-05", "constant.numeric.date.scenario"),
        ("08:00:30", "constant.numeric.clock.scenario"),
      ]
    ),
    (
      "expect diagnostic selection.saved profile=work",
      [
        ("expect", "keyword.control.subject.scenario"), ("diagnostic", "keyword.other.scenario"),
        ("profile", "variable.parameter.field.scenario"),
        ("=", "keyword.operator.assignment.scenario"),
      ]
    ),
    (
      "device iOS 26.5 build 23F5",
      [
        ("device", "keyword.other.header.scenario"), ("iOS", "keyword.other.scenario"),
        ("26.5", "constant.numeric.version.scenario"), ("build", "keyword.other.scenario"),
      ]
    ),
    (
      "expect violation no-crash",
      [
        ("expect", "keyword.control.subject.scenario"), ("violation", "keyword.other.scenario"),
        ("no-crash", "support.constant.invariant.scenario"),
      ]
    ),
  ]

  @Test(arguments: lines)
  func theGrammarScopesALine(line: String, expected: [(String, String)]) throws {
    let scopes = Self.scopes(line, rules: try Self.rules())
    #expect(scopes.map { "\($0.0) \($0.1)" } == expected.map { "\($0.0) \($0.1)" })
  }

  /// Every keyword of every step statement (as `stsim list verbs` writes them) is highlighted.
  @Test func theGrammarKnowsEveryKeywordOfTheStatementTable() throws {
    let rules = try Self.rules()
    let listing = ListTopic.verbs.listing(catalog: PolicyCatalog([]))
    var words: [String] = []
    for line in listing.split(separator: "\n") where !line.hasPrefix("#") {
      for word in line.split(whereSeparator: { " []|".contains($0) }) {
        let word = String(word)
        let isKeyword =
          word == "iOS"
          || (word.first?.isLowercase == true
            && word.allSatisfy { $0.isLetter || $0 == "-" })
        if isKeyword, !words.contains(word) { words.append(word) }
      }
    }
    #expect(words.count > 150)
    for word in words {
      let scopes = Self.scopes(word, rules: rules)
      #expect(
        scopes.count == 1 && scopes.first?.0 == word
          && scopes.first?.1.hasPrefix("keyword.") == true, "\(word): \(scopes)")
    }
  }

  @Test func theVSCodeExtensionContributesTheLanguageGrammarAndClient() throws {
    let package = try Self.json("vscode/package.json")
    let language = try #require(package["contributes"]?["languages"]?.array?.first)
    #expect(language["id"] == "scenario")
    #expect(language["extensions"] == [".scenario"])
    let grammar = try #require(package["contributes"]?["grammars"]?.array?.first)
    #expect(grammar["scopeName"] == "source.scenario")
    let grammarPath = Self.folder + "/vscode/" + (grammar["path"]?.string ?? "")
    #expect(
      FileManager.default.contents(atPath: grammarPath)
        == FileManager.default.contents(atPath: Self.folder + "/scenario.tmLanguage.json"))
    #expect(package["dependencies"]?["vscode-languageclient"] != nil)
    _ = try Self.json("vscode/language-configuration.json")
    let client = try String(contentsOfFile: Self.folder + "/vscode/extension.js", encoding: .utf8)
    #expect(client.contains(#"["lsp", ...settings.get("arguments", [])]"#))
    #expect(client.contains(#"documentSelector: [{ language: "scenario" }]"#))
  }

  @Test func helixAndNeovimStartTheServerForScenarioFiles() throws {
    let helix = try String(contentsOfFile: Self.folder + "/helix/languages.toml", encoding: .utf8)
    for line in [
      #"command = "stsim""#, #"args = ["lsp"]"#, #"file-types = ["scenario"]"#,
      #"language-servers = ["stsim"]"#, #"scope = "source.scenario""#,
    ] {
      #expect(helix.contains(line), "\(line)")
    }
    let neovim = try String(contentsOfFile: Self.folder + "/neovim/stsim.lua", encoding: .utf8)
    #expect(neovim.contains(#"{ "stsim", "lsp" }"#))
    let detection = try String(
      contentsOfFile: Self.folder + "/neovim/ftdetect/scenario.lua", encoding: .utf8)
    #expect(detection.contains("*.scenario setfiletype scenario"))
  }
}
