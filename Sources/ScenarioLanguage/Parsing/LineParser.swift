import InvariantChecking
import ScreenTimeModel

/// Parses one lexed line: an optional time prefix, then one statement of ``StatementTable``.
///
/// When no statement matches, the line's problem is reported at the furthest token any candidate
/// statement reached, with a suggestion drawn from every word valid there.
package struct LineParser {
  let context: MatchContext
  /// The statements matched before, reused for the same tokens; `nil` to match every line.
  let statements: StatementCache?
  /// Pattern elements and tokens examined so far.
  private(set) var work = 0

  package init(context: MatchContext, statements: StatementCache? = nil) {
    self.context = context
    self.statements = statements
  }

  /// Parses `line`.
  ///
  /// - Complexity: O(p·(t + e)) for p candidate statements of at most e elements and t tokens.
  package mutating func parse(_ line: LexedLine, file: String) -> ParsedLine {
    var parsed = ParsedLine(number: line.number, prefix: .none, content: .blank)
    let endLocation = SourceLocation(
      file: file, line: line.number, column: line.tokens.last?.endColumn ?? line.endColumn)
    parsed.firstWord = line.tokens.first?.word
    if let problem = line.problem {
      parsed.content = .failed(problem, declarations: [])
      return parsed
    }
    guard let first = line.tokens.first else { return parsed }

    var tokens = line.tokens
    switch parsePrefix(&tokens) {
    case .success(let prefix?):
      parsed.prefix = prefix
      parsed.prefixLocation = first.location
    case .success(nil):
      break
    case .failure(let diagnostic):
      parsed.content = .failed(diagnostic, declarations: [])
      return parsed
    }
    guard let head = tokens.first else {
      let after = line.tokens.last?.spelling ?? ""
      parsed.content = .failed(
        Diagnostic(.incomplete(after: after, expected: [.statement]), at: endLocation),
        declarations: [])
      return parsed
    }
    parsed.firstWord = head.word
    parsed.location = head.location
    if let statements {
      parsed.content = statements.statement(tokens, context: context) {
        parseStatement(tokens, endLocation: endLocation)
      }
    } else {
      parsed.content = parseStatement(tokens, endLocation: endLocation)
    }
    return parsed
  }

  // MARK: - Time prefix

  /// Reads a time prefix from the front of `tokens`: `nil` when there is none.
  private mutating func parsePrefix(_ tokens: inout TokenList)
    -> Result<TimePrefix?, Diagnostic>
  {
    work += 1
    guard let first = tokens.first, let word = first.word, let lead = word.utf8.first else {
      return .success(nil)
    }
    if word == "day" {
      let day = tokens.count > 1 ? tokens[1] : nil
      let clock = tokens.count > 2 ? tokens[2] : nil
      guard let day, let dayWord = day.word else {
        return .failure(missing(after: first, .integer(.day), next: day))
      }
      let number: Int
      switch Literal.integer(dayWord, in: IntegerRole.day.range) {
      case .success(let value): number = value
      case .failure(.outOfRange):
        return .failure(Diagnostic(.outOfRange(dayWord, .integer(.day)), at: day.location))
      case .failure:
        return .failure(Diagnostic(.malformed(dayWord, .integer(.day)), at: day.location))
      }
      guard let clock, let clockWord = clock.word, clockWord.utf8.first.map(Self.isDigit) == true
      else { return .failure(missing(after: day, .clock, next: clock)) }
      guard let time = Literal.clock(clockWord) else {
        return .failure(Diagnostic(.malformed(clockWord, .clock), at: clock.location))
      }
      tokens = tokens.droppingFirst(3)
      return .success(.day(number, time))
    }
    if lead == UInt8(ascii: "+") {
      switch Literal.duration(String(word.dropFirst())) {
      case .success(let duration):
        tokens = tokens.droppingFirst(1)
        return .success(.after(duration))
      case .failure(.outOfRange):
        return .failure(Diagnostic(.outOfRange(word, .duration), at: first.location))
      case .failure:
        return .failure(Diagnostic(.malformed(word, .duration), at: first.location))
      }
    }
    if Self.isDigit(lead) {
      guard let clock = Literal.clock(word) else {
        return .failure(Diagnostic(.malformed(word, .clock), at: first.location))
      }
      tokens = tokens.droppingFirst(1)
      return .success(.clock(clock))
    }
    return .success(nil)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// The problem of a prefix that ends after `token` where a value of `kind` should follow.
  private func missing(after token: Token, _ kind: ValueKind, next: Token?) -> Diagnostic {
    if let next {
      return Diagnostic(
        .unexpected(
          next.spelling, after: token.spelling, expected: [.value(kind)], suggestion: nil),
        at: next.location)
    }
    let end = SourceLocation(
      file: token.location.file, line: token.location.line, column: token.endColumn)
    return Diagnostic(.incomplete(after: token.spelling, expected: [.value(kind)]), at: end)
  }

  // MARK: - Statements

  private mutating func parseStatement(_ tokens: TokenList, endLocation: SourceLocation)
    -> ParsedLine.Content
  {
    let head = tokens[0]
    guard let word = head.word, let candidates = StatementTable.byFirstWord[word] else {
      let suggestion = head.word.flatMap { suggest($0, among: StatementTable.firstWords) }
      return .failed(
        Diagnostic(.unknownStatement(head.spelling, suggestion: suggestion), at: head.location),
        declarations: [])
    }
    var matcher = PatternMatcher(tokens: tokens, context: context, location: head.location)
    var failures: [MatchFailure] = []
    var otherPhaseFailures: [MatchFailure] = []
    defer { work += matcher.work }
    for candidate in candidates {
      let pattern = StatementTable.all[candidate]
      switch matcher.match(pattern) {
      case .success(let captures):
        return .statement(pattern, captures)
      case .failure(let failure) where pattern.isHeader == context.isInSteps:
        otherPhaseFailures.append(failure)
      case .failure(let failure):
        failures.append(failure)
      }
    }
    let reach = failures.map(\.index).max() ?? -1
    let otherReach = otherPhaseFailures.map(\.index).max() ?? -1
    return diagnose(
      otherReach > reach ? otherPhaseFailures : failures, tokens: tokens, endLocation: endLocation)
  }

  /// The problem to report when no statement matched: the one at the furthest position.
  ///
  /// Statements of the part of the file the line is in (header or steps) are preferred: the
  /// other part's are considered only when they get further. A wrong value at the furthest
  /// position wins over words that do not fit; otherwise every word and value the candidates
  /// accept there is gathered for the message and the suggestion.
  private func diagnose(
    _ failures: [MatchFailure], tokens: TokenList, endLocation: SourceLocation
  )
    -> ParsedLine.Content
  {
    let furthest = failures.map(\.index).max() ?? 0
    let atFurthest = failures.filter { $0.index == furthest }
    let declarations = atFurthest.first?.declarations ?? []
    var expected: [ExpectedItem] = []
    for failure in atFurthest {
      switch failure.reason {
      case .invalid(let diagnostic):
        return .failed(diagnostic, declarations: failure.declarations)
      case .expected(let items):
        for item in items where !expected.contains(item) { expected.append(item) }
      }
    }
    let previous = furthest > 0 ? tokens[furthest - 1].spelling : nil
    guard furthest < tokens.count else {
      return .failed(
        Diagnostic(.incomplete(after: previous ?? "", expected: expected), at: endLocation),
        declarations: declarations)
    }
    let token = tokens[furthest]
    let keywords = expected.compactMap { item -> String? in
      if case .word(let word) = item { return word }
      return nil
    }
    let kinds = expected.compactMap { item -> ValueKind? in
      if case .value(let kind) = item { return kind }
      return nil
    }
    let suggestion = token.word.flatMap { word in
      suggest(word, among: keywords + kinds.flatMap(vocabulary))
    }
    var aliasKinds: [ItemReference.Kind] = []
    for case .alias(let itemKinds) in kinds {
      for kind in itemKinds where !aliasKinds.contains(kind) { aliasKinds.append(kind) }
    }
    let error: ScenarioError
    if let word = token.word, !aliasKinds.isEmpty, Literal.isName(word),
      !keywords.contains(suggestion ?? "")
    {
      error = .undeclaredAlias(word, kinds: aliasKinds, suggestion: suggestion)
    } else if keywords.isEmpty, kinds.count == 1, expected.count == 1, hasVocabulary(kinds[0]) {
      let choices = kinds[0] == .policyOption ? context.policyOptions : []
      error = .unknownWord(token.spelling, kinds[0], suggestion: suggestion, choices: choices)
    } else {
      error = .unexpected(
        token.spelling, after: previous, expected: expected, suggestion: suggestion)
    }
    return .failed(Diagnostic(error, at: token.location), declarations: declarations)
  }

  /// Whether a kind of value is a fixed set of words, so that a stranger is "unknown".
  ///
  /// Aliases are not: an unknown name there is undeclared, and anything else unexpected.
  private func hasVocabulary(_ kind: ValueKind) -> Bool {
    if case .alias = kind { return false }
    let injected: [ValueKind] = [.policy, .mistake, .policyOption, .diagnosticCode, .errorCode]
    return !vocabulary(kind).isEmpty || injected.contains(kind)
  }

  /// The words a kind of value can be, for suggestions and completions.
  package func vocabulary(_ kind: ValueKind) -> [String] {
    switch kind {
    case .alias(let kinds): context.symbols.aliases(of: kinds, limit: Self.aliasCandidates)
    case .weekday: Weekday.allCases.map(\.rawValue)
    case .timeZone: DeviceTimeZone.knownIdentifiers
    case .callback: MonitorCallback.allCases.map(\.rawValue)
    case .injectableError: FamilyControlsErrorCode.injectable.map(\.rawValue)
    case .invariant: Invariant.allCases.map(\.rawValue)
    case .mistake: context.mistakes
    case .policyOption: context.policyOptions
    case .policy: context.policies
    case .optionKey: ModelOptionSpecification.all.map(\.key)
    case .optionValue(let key):
      if case .choice(let words)? = ModelOptionSpecification.named(key)?.values {
        words
      } else {
        []
      }
    case .diagnosticCode: context.diagnosticCodes
    case .errorCode: context.errorCodes
    default: []
    }
  }

  /// How many declared aliases of a kind a suggestion considers, which bounds a bad line's cost.
  private static let aliasCandidates = 256

  /// The candidate closest to `word`, considering only candidates whose length could qualify.
  ///
  /// ``Suggestion`` accepts a third of the word's length in edits; a candidate whose length
  /// differs by more cannot qualify, so it is skipped before any distance is computed. That
  /// bounds the cost for long words, which no candidate is near.
  private func suggest(_ word: String, among candidates: [String]) -> String? {
    let length = word.unicodeScalars.count
    let limit = max(1, length / 3)
    let near = candidates.filter { abs($0.unicodeScalars.count - length) <= limit }
    return near.isEmpty ? nil : Suggestion.closest(to: word, among: near)
  }
}
