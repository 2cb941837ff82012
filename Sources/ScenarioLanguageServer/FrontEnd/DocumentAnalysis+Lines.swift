import ScenarioLanguage

// MARK: - Single lines, parsed again with the parser's context

extension DocumentAnalysis {
  /// What the parser is told about line `line`: every name the document declares, and whether
  /// the line comes after the first step.
  func context(forLine line: Int) -> MatchContext {
    MatchContext(symbols: symbols, loader: loader, isInSteps: isInSteps(line))
  }

  /// The tokens of line `line` (from 1), or its first lexical problem.
  func lexedLine(_ line: Int) -> LexedLine {
    var work = 0
    return Lexer.lexLine(source, number: line, work: &work)
  }

  /// Line `line` parsed as the loader parsed it.
  func parsedLine(_ line: Int) -> ParsedLine {
    var parser = LineParser(context: context(forLine: line))
    return parser.parse(lexedLine(line), file: source.path)
  }

  /// The token of line `line` that holds byte column `column`, or ends just before it.
  func token(atLine line: Int, column: Int) -> Token? {
    let tokens = lexedLine(line).tokens
    let holding = tokens.first { $0.location.column <= column && column < $0.endColumn }
    return holding ?? tokens.last { $0.endColumn == column }
  }

  /// The words and values the parser accepts for a word starting at byte column `column` of line
  /// `line`, after what the line holds before it.
  ///
  /// The line's text before the column is parsed followed by a word that nothing in the language
  /// accepts; where the parser stops at that word, what it expected there is what may be
  /// written. Every candidate statement is considered, so `user opens ` offers both `main` and
  /// the app aliases.
  ///
  /// - Complexity: O(k) for a line of k bytes, times the statements sharing its first word.
  func continuation(atLine line: Int, column: Int) -> Continuation {
    let content = source.line(line)
    var bytes = Array(content.prefix(max(0, column - 1)))
    bytes.append(UInt8(ascii: " "))
    let probeColumn = bytes.count + 1
    bytes.append(contentsOf: Self.probe.utf8)
    let probe = SourceFile(path: source.path, bytes: bytes)
    var work = 0
    let lexed = Lexer.lexLine(probe, number: 1, work: &work)
    guard lexed.problem == nil, lexed.tokens.last?.location.column == probeColumn else {
      return .nothing
    }
    var parser = LineParser(context: context(forLine: line))
    let parsed = parser.parse(lexed, file: source.path)
    guard case .failed(let diagnostic, _) = parsed.content,
      diagnostic.location.column == probeColumn
    else { return .nothing }
    switch diagnostic.error {
    case .unknownStatement:
      return .statement(allowsHeader: parsed.prefixLocation == nil && !isInSteps(line))
    case .unexpected(_, _, let expected, _):
      return .items(expected)
    case .unknownWord(_, let kind, _, _), .malformed(_, let kind):
      return .items([.value(kind)])
    default:
      return .nothing
    }
  }

  /// A word no statement accepts anywhere: not a name, a number, a time or a keyword.
  private static let probe = "\u{FFFC}"

  /// The declared name that `token` of line `line` refers to: an alias or profile written where
  /// the statement takes one, its declaration included.
  func referencedName(atLine line: Int, token: Token) -> DeclaredName? {
    guard let word = token.word, let declared = declaration(of: word),
      case .items(let items) = continuation(atLine: line, column: token.location.column),
      !items.contains(.word(word))
    else { return nil }
    let takesName = items.contains { item in
      switch item {
      case .value(.alias), .value(.profile), .value(.newAlias): true
      default: false
      }
    }
    return takesName ? declared : nil
  }

  /// The words a kind of value can be, as suggestions draw them; aliases and profiles come from
  /// ``names``.
  func vocabulary(_ kind: ValueKind) -> [String] {
    LineParser(context: context(forLine: 1)).vocabulary(kind)
  }

  // MARK: - Positions

  /// The byte offset of `location` in the text, clamped to its line.
  func offset(of location: SourceLocation) -> Int {
    let range = source.lineRange(location.line)
    return min(range.lowerBound + max(0, location.column - 1), range.upperBound)
  }
}

// MARK: - Statements

extension DocumentAnalysis {
  /// The statement line `line` holds, or the statements it could be when it has a problem.
  func statements(atLine line: Int) -> (
    matched: StatementReference?, candidates: [StatementReference]
  ) {
    let parsed = parsedLine(line)
    switch parsed.content {
    case .statement(let pattern, _):
      return (StatementReference(pattern), [])
    case .failed, .blank:
      guard let word = parsed.firstWord else { return (nil, []) }
      let candidates = StatementReference.starting(with: word).filter {
        !isInSteps(line) || !$0.isHeader
      }
      return (nil, candidates)
    }
  }
}
