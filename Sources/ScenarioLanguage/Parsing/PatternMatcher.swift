import InvariantChecking
import ScreenTimeModel

/// Matches the tokens of one statement against statement patterns, counting its work.
///
/// Matching is deterministic and never backtracks: an optional group is skipped only when its
/// first element does not match, and then what it would have accepted is remembered, so that a
/// failure at the same position can say everything that was possible there.
struct PatternMatcher {
  /// What the matcher reads and never changes, in one object, so that the copies a match makes
  /// of the matcher cost one reference however large the context is.
  private final class Line: Sendable {
    /// The statement's tokens (after any time prefix).
    let tokens: TokenList
    let context: MatchContext
    /// The first of the tokens, made once: every candidate pattern reads them again, and a
    /// token read from the list is made anew each time.
    let leading: [Token]
    /// The number of tokens.
    let count: Int
    /// Nothing captured yet, at the statement's start: each attempt and each repetition starts
    /// from a copy.
    let blank: Captures

    init(tokens: TokenList, context: MatchContext, location: SourceLocation) {
      self.tokens = tokens
      self.context = context
      count = tokens.count
      blank = Captures(location: location)
      leading = tokens.prefix(PatternMatcher.leadingTokens).map { $0 }
    }

    func token(_ index: Int) -> Token? {
      if index < leading.count { return leading[index] }
      return index < count ? tokens[index] : nil
    }
  }

  /// How many of a statement's first tokens a matcher makes once; a longer statement (a long
  /// list) reads the rest from the list as it reaches them.
  static let leadingTokens = 16

  private let line: Line
  /// Pattern elements and tokens examined so far; grows linearly with the tokens matched.
  private(set) var work = 0

  /// A matcher of `tokens`, a statement that starts at `location`.
  init(tokens: TokenList, context: MatchContext, location: SourceLocation) {
    line = Line(tokens: tokens, context: context, location: location)
  }

  /// The statement's tokens (after any time prefix).
  var tokens: TokenList { line.tokens }

  /// The state of one attempt: the position, the captures, and what skipped groups accept.
  private struct State {
    var index = 0
    var captures: Captures
    var pendingIndex = -1
    var pending: [ExpectedItem] = []

    /// Remembers that the position `index` also accepts `item`.
    mutating func expect(_ item: ExpectedItem, at index: Int) {
      if pendingIndex != index {
        pendingIndex = index
        pending = []
      }
      pending.append(item)
    }
  }

  /// The captures of `pattern` when it matches the whole statement, or where it stopped.
  mutating func match(_ pattern: StatementPattern) -> Result<Captures, MatchFailure> {
    var state = State(captures: line.blank)
    if let failure = matchSequence(pattern.elements, &state) {
      return .failure(failure)
    }
    work += 1
    if state.index < line.count {
      return .failure(expected(state, [.endOfLine]))
    }
    return .success(state.captures)
  }

  private func token(_ index: Int) -> Token? {
    line.token(index)
  }

  /// A failure at `index` (the current position by default) that expected `items`, plus what
  /// groups skipped at that position would have accepted.
  private func expected(_ state: State, _ items: [ExpectedItem], at index: Int? = nil)
    -> MatchFailure
  {
    let index = index ?? state.index
    let pending = state.pendingIndex == index ? state.pending : []
    return MatchFailure(
      index: index, reason: .expected(pending.isEmpty ? items : pending + items),
      declarations: state.captures.declarations)
  }

  private func invalid(_ state: State, _ error: ScenarioError, at index: Int) -> MatchFailure {
    let location = token(index)?.location ?? state.captures.location
    return MatchFailure(
      index: index, reason: .invalid(Diagnostic(error, at: location)),
      declarations: state.captures.declarations)
  }

  private mutating func matchSequence(_ elements: [PatternElement], _ state: inout State)
    -> MatchFailure?
  {
    for element in elements {
      work += 1
      switch element {
      case .keyword(let word):
        guard token(state.index)?.word == word else { return expected(state, [.word(word)]) }
        state.index += 1
      case .choice(let label, let words):
        guard let token = token(state.index), let word = token.word, words.contains(word) else {
          return expected(state, words.map(ExpectedItem.word))
        }
        state.captures.set(label, .word(word), at: token.location)
        state.index += 1
      case .optional(let label, let inner):
        let start = state.index
        var attempt = state
        if let failure = matchSequence(inner, &attempt) {
          guard failure.index == start, case .expected(let items) = failure.reason else {
            return failure
          }
          state.pendingIndex = start
          state.pending = items
          continue
        }
        if !attempt.captures.has(label), let token = token(start) {
          attempt.captures.set(label, .present, at: token.location)
        }
        state = attempt
      case .repeated(let label, let key, let inner):
        if let failure = matchRepeated(label, key: key, inner, &state) { return failure }
      case .value(let label, let placeholder):
        if let failure = matchValue(placeholder, label: label, &state) { return failure }
      }
    }
    return nil
  }

  /// A group matched as many times as its first element matches, each time in full.
  private mutating func matchRepeated(
    _ label: String, key: String, _ inner: [PatternElement], _ state: inout State
  ) -> MatchFailure? {
    var groups: [Captures] = []
    var keys: [String] = []
    let first = token(state.index)?.location
    while true {
      let start = state.index
      var attempt = State(index: start, captures: line.blank)
      if let failure = matchSequence(inner, &attempt) {
        guard failure.index == start, case .expected(let items) = failure.reason else {
          return failure
        }
        for item in items { state.expect(item, at: start) }
        break
      }
      precondition(attempt.index > start, "a repeated group must take at least one word")
      if attempt.captures.has(key) {
        let value = attempt.captures.word(key)
        if keys.contains(value) {
          let index = tokens.firstIndex { $0.location == attempt.captures.location(of: key) }
          return invalid(state, .repeatedListItem(value), at: index ?? start)
        }
        keys.append(value)
      }
      state.captures.merge(attempt.captures)
      groups.append(attempt.captures)
      state.index = attempt.index
      if attempt.pendingIndex == state.index {
        for item in attempt.pending { state.expect(item, at: state.index) }
      }
    }
    if let first, !groups.isEmpty { state.captures.set(label, .groups(groups), at: first) }
    return nil
  }

  // MARK: - Values

  /// Matches one placeholder at the current position.
  private mutating func matchValue(
    _ placeholder: Placeholder, label: String, _ state: inout State
  ) -> MatchFailure? {
    let index = state.index
    let kind = placeholder.kind
    if placeholder == .fields { return matchFields(label: label, &state) }
    guard let token = token(index) else { return expected(state, [.value(kind)]) }
    let location = token.location

    func capture(_ value: CapturedValue, through end: Int? = nil) -> MatchFailure? {
      state.captures.set(label, value, at: location)
      state.index = end ?? index + 1
      return nil
    }

    switch placeholder {
    case .string, .title:
      guard token.kind == .string else { return expected(state, [.value(kind)]) }
      if placeholder == .title, token.text.isEmpty {
        return invalid(state, .emptyTitle, at: index)
      }
      return capture(.string(token.text))
    case .text:
      guard token.kind != .comma else { return expected(state, [.value(kind)]) }
      return capture(token.kind == .string ? .string(token.text) : .word(token.text))
    case .tags:
      var names: [String] = []
      var end = index
      while let word = self.token(end)?.word, Literal.isName(word) {
        work += 1
        names.append(word)
        end += 1
      }
      guard !names.isEmpty else { return expected(state, [.value(kind)]) }
      state.expect(.value(kind), at: end)
      return capture(.names(names), through: end)
    case .items(let kinds):
      return matchList(label: label, kind: kind, &state) { matcher, index in
        matcher.resolveItem(at: index, kinds: kinds)
      } finish: {
        .items($0)
      }
    case .weekdays:
      return matchList(label: label, kind: kind, &state) { matcher, index in
        Resolution(matcher.token(index)?.word.flatMap(Weekday.init(rawValue:)))
      } finish: {
        .weekdays($0)
      }
    case .mistakes:
      return matchList(label: label, kind: kind, &state) { matcher, index in
        Resolution(
          matcher.token(index)?.word.flatMap {
            matcher.line.context.mistakes.contains($0) ? $0 : nil
          })
      } finish: {
        .mistakes($0)
      }
    case .systemVersions:
      return matchList(label: label, kind: kind, &state) { matcher, index in
        guard let word = matcher.token(index)?.word else { return .notFound }
        guard let item = SystemVersionSet.Item(parsing: word) else {
          return .wrong(.unsupportedSystemVersion(word))
        }
        return .found(item)
      } finish: {
        .systemVersions(SystemVersionSet($0))
      }
    case .option:
      return matchOption(label: label, &state)
    default:
      break
    }

    guard let word = token.word else { return expected(state, [.value(kind)]) }
    switch placeholder {
    case .profile:
      guard Literal.isName(word) else { return expected(state, [.value(kind)]) }
      if let symbol = line.context.symbols[word], symbol.kind != .profile {
        return invalid(
          state, .profileNameIsAlias(word, declared: symbol.kind, line: symbol.line), at: index)
      }
      state.captures.profiles.append(.init(name: word, location: location))
      return capture(.word(word))
    case .eventName, .newEventName:
      guard Literal.isName(word) else { return invalid(state, .malformed(word, kind), at: index) }
      if placeholder == .newEventName, word == "limit" {
        return invalid(state, .reservedEventName(word), at: index)
      }
      return capture(.word(word))
    case .item(let kinds):
      switch resolveItem(at: index, kinds: kinds) {
      case .found(let item): return capture(.item(item))
      case .wrong(let error): return invalid(state, error, at: index)
      case .notFound: return expected(state, [.value(kind)])
      }
    case .newAlias(let itemKind):
      guard Literal.isName(word) else { return invalid(state, .malformed(word, kind), at: index) }
      state.captures.declarations.append(
        .init(
          name: word, kind: SymbolKind(itemKind), location: location, isImplied: false))
      return capture(.word(word))
    case .impliedCategory:
      guard Literal.isName(word) else { return invalid(state, .malformed(word, kind), at: index) }
      if let symbol = line.context.symbols[word], symbol.kind != .category {
        return invalid(
          state, .wrongAliasKind(word, declared: symbol.kind, expected: [.category]), at: index)
      }
      state.captures.declarations.append(
        .init(name: word, kind: .category, location: location, isImplied: true))
      return capture(.word(word))
    case .bundleIdentifier, .domain:
      let parts = word.split(separator: ".", omittingEmptySubsequences: false).count
      guard Literal.isDottedIdentifier(word), placeholder == .domain || parts >= 2 else {
        return invalid(state, .malformed(word, kind), at: index)
      }
      state.captures.identifiers.append(.init(value: word, kind: kind, location: location))
      return capture(.word(word))
    case .duration:
      switch Literal.duration(word) {
      case .success(let duration): return capture(.duration(duration))
      case .failure(let problem): return invalid(state, error(problem, word, kind), at: index)
      }
    case .clock:
      guard let clock = Literal.clock(word) else {
        return invalid(state, .malformed(word, kind), at: index)
      }
      return capture(.clock(clock))
    case .clockRange:
      guard let (start, end) = Literal.clockRange(word) else {
        return invalid(state, .malformed(word, kind), at: index)
      }
      return capture(.clockRange(start, end))
    case .size:
      switch Literal.size(word) {
      case .success(let bytes): return capture(.size(bytes))
      case .failure(let problem): return invalid(state, error(problem, word, kind), at: index)
      }
    case .date:
      switch Literal.date(word) {
      case .success(let date): return capture(.date(date))
      case .failure(let problem): return invalid(state, error(problem, word, kind), at: index)
      }
    case .integer(let role):
      switch Literal.integer(word, in: role.range) {
      case .success(let number): return capture(.integer(number))
      case .failure(let problem): return invalid(state, error(problem, word, kind), at: index)
      }
    case .seed:
      switch Literal.seed(word) {
      case .success(let seed): return capture(.seed(seed))
      case .failure(let problem): return invalid(state, error(problem, word, kind), at: index)
      }
    case .timeZone:
      guard let zone = DeviceTimeZone(identifier: word) else {
        return expected(state, [.value(kind)])
      }
      return capture(.timeZone(zone))
    case .systemVersion:
      guard let version = SystemVersion(parsing: word), version.isSupported else {
        return invalid(state, .unsupportedSystemVersion(word), at: index)
      }
      return capture(.systemVersion(version))
    case .build:
      guard Literal.isBuild(word) else { return invalid(state, .malformed(word, kind), at: index) }
      return capture(.word(word))
    case .callback:
      guard let callback = MonitorCallback(rawValue: word) else {
        return expected(state, [.value(kind)])
      }
      return capture(.callback(callback))
    case .injectableError:
      guard let code = FamilyControlsErrorCode(rawValue: word) else {
        return expected(state, [.value(kind)])
      }
      guard FamilyControlsErrorCode.injectable.contains(code) else {
        return invalid(state, .notInjectable(word), at: index)
      }
      return capture(.familyControlsError(code))
    case .invariant:
      guard let invariant = Invariant(rawValue: word) else {
        return expected(state, [.value(kind)])
      }
      return capture(.invariant(invariant))
    case .policy:
      guard line.context.policies.contains(word) else { return expected(state, [.value(kind)]) }
      return capture(.word(word))
    case .policyOption:
      guard line.context.policyOptions.contains(word) else {
        return expected(state, [.value(kind)])
      }
      return capture(.word(word))
    case .diagnosticCode:
      guard line.context.diagnosticCodes.contains(word) else {
        return expected(state, [.value(kind)])
      }
      return capture(.word(word))
    case .errorCode:
      guard line.context.errorCodes.contains(word) else { return expected(state, [.value(kind)]) }
      return capture(.word(word))
    case .string, .title, .text, .tags, .fields, .items, .weekdays, .mistakes, .option,
      .systemVersions:
      preconditionFailure("matched before the switch on words")
    }
  }

  private func error(_ problem: LiteralProblem, _ word: String, _ kind: ValueKind)
    -> ScenarioError
  {
    switch problem {
    case .malformed: .malformed(word, kind)
    case .outOfRange: .outOfRange(word, kind)
    case .noSuchDate: .noSuchDate(word)
    }
  }

  /// What a word at a position names.
  private enum Resolution<Value> {
    /// The value the word names.
    case found(Value)
    /// The word names nothing of the kind: the position did not match.
    case notFound
    /// The word names something, but not what the position takes.
    case wrong(ScenarioError)

    init(_ value: Value?) {
      self = value.map { .found($0) } ?? .notFound
    }
  }

  /// The item the alias at `index` names.
  private func resolveItem(at index: Int, kinds: [ItemReference.Kind]) -> Resolution<ItemReference>
  {
    guard let word = token(index)?.word, Literal.isName(word),
      let symbol = line.context.symbols[word]
    else { return .notFound }
    guard let kind = symbol.kind.itemKind, kinds.contains(kind) else {
      return .wrong(.wrongAliasKind(word, declared: symbol.kind, expected: kinds))
    }
    return .found(ItemReference(kind, word))
  }

  /// A comma-separated list of one or more elements, none repeated.
  ///
  /// - Complexity: O(n) for n elements: repeats are found through a set.
  private mutating func matchList<Element: Hashable>(
    label: String, kind: ValueKind, _ state: inout State,
    element: (Self, Int) -> Resolution<Element>,
    finish: ([Element]) -> CapturedValue
  ) -> MatchFailure? {
    let start = state.index
    var elements: [Element] = []
    var seen: Set<Element> = []
    var index = start
    while true {
      work += 1
      switch element(self, index) {
      case .found(let value):
        guard seen.insert(value).inserted else {
          return invalid(state, .repeatedListItem(token(index)?.text ?? ""), at: index)
        }
        elements.append(value)
      case .wrong(let error):
        return invalid(state, error, at: index)
      case .notFound:
        return expected(state, [.value(kind)], at: index)
      }
      index += 1
      guard token(index)?.kind == .comma else { break }
      index += 1
    }
    state.captures.set(label, finish(elements), at: tokens[start].location)
    state.index = index
    return nil
  }

  /// Zero or more `<key>=<value>` fields, keys not repeated.
  ///
  /// - Complexity: O(n) for n fields: repeated keys are found through a set.
  private mutating func matchFields(label: String, _ state: inout State) -> MatchFailure? {
    var fields: [DiagnosticField] = []
    var keys: Set<String> = []
    var index = state.index
    while let word = token(index)?.word, let equals = word.firstIndex(of: "=") {
      work += 1
      let key = String(word[..<equals])
      let value = String(word[word.index(after: equals)...])
      guard Literal.isName(key), !value.isEmpty else {
        return invalid(state, .malformed(word, .field), at: index)
      }
      guard keys.insert(key).inserted else {
        return invalid(state, .repeatedListItem(key), at: index)
      }
      fields.append(DiagnosticField(key: key, value: value))
      index += 1
    }
    state.captures.set(
      label, .fields(fields), at: token(state.index)?.location ?? state.captures.location)
    state.index = index
    state.expect(.value(.field), at: index)
    return nil
  }

  /// `<key> <value>` of `option`.
  private mutating func matchOption(label: String, _ state: inout State) -> MatchFailure? {
    let index = state.index
    guard let keyToken = token(index), let key = keyToken.word,
      let option = ModelOptionSpecification.named(key)
    else { return expected(state, [.value(.optionKey)]) }
    let valueKind = ValueKind.optionValue(key: key)
    work += 1
    guard let word = token(index + 1)?.word else {
      return expected(state, [.value(valueKind)], at: index + 1)
    }
    let value: ModelOptionSpecification.Value
    switch option.values {
    case .choice(let words):
      guard words.contains(word) else { return expected(state, [.value(valueKind)], at: index + 1) }
      value = .word(word)
    case .duration:
      switch Literal.duration(word) {
      case .success(let duration): value = .duration(duration)
      case .failure(let problem):
        return invalid(state, error(problem, word, .duration), at: index + 1)
      }
    case .size:
      switch Literal.size(word) {
      case .success(let bytes): value = .size(bytes)
      case .failure(let problem): return invalid(state, error(problem, word, .size), at: index + 1)
      }
    case .durationOrOff:
      if word == "off" {
        value = .word(word)
      } else {
        switch Literal.duration(word) {
        case .success(let duration): value = .duration(duration)
        case .failure(let problem):
          return invalid(state, error(problem, word, .duration), at: index + 1)
        }
      }
    }
    state.captures.set(label, .option(option, value), at: keyToken.location)
    state.index = index + 2
    return nil
  }
}
