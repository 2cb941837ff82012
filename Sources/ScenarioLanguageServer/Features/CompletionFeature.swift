import ScenarioLanguage

/// `textDocument/completion`: what the parser accepts where the cursor is.
///
/// At the start of a statement (after any time prefix) the items are the words statements start
/// with, header statements first while the header may go on; after words of a statement, the
/// words and values every candidate statement accepts next: keywords, the aliases and profiles
/// the document declares, callbacks, invariants, errors, option keys and values, policies,
/// mistakes, codes and time zones. Items replace the word being typed; the client filters them.
enum CompletionFeature {
  /// LSP's `CompletionItemKind` values used here.
  private enum Kind: Int {
    case module = 9
    case property = 10
    case value = 12
    case keyword = 14
    case variable = 6
    case enumMember = 20
    case constant = 21
    case event = 23
  }

  /// One item before it is written as JSON.
  private struct Item {
    var label: String
    var kind: Kind
    var detail: String?
    var documentation: String?
  }

  /// The `CompletionList` for `position`.
  static func completions(
    _ document: OpenDocument, at position: TextPosition, encoding: PositionEncoding
  ) -> JSONValue {
    let cursor = document.text.offset(of: position, encoding: encoding)
    let bytes = document.text.bytes
    let place = document.sourcePlace(of: position, encoding: encoding)
    let lineStart = document.analysis.source.lineRange(place.line).lowerBound
    var wordStart = cursor
    while wordStart > lineStart, !OpenDocument.isDelimiter(bytes[wordStart - 1]) { wordStart -= 1 }
    let column = place.column - (cursor - wordStart)
    let analysis = document.analysis
    let items: [Item]
    switch analysis.continuation(atLine: place.line, column: column) {
    case .statement(let allowsHeader):
      let headerFirst = allowsHeader && analysis.steps.isEmpty
      items = StatementReference.firstWords(headerFirst: headerFirst, includingHeader: allowsHeader)
        .map { word in
          let statements = StatementReference.starting(with: word).filter {
            allowsHeader || !$0.isHeader
          }
          return Item(
            label: word, kind: .keyword,
            detail: statements.count == 1 ? statements[0].syntax : "\(statements.count) statements",
            documentation: "```scenario\n" + statements.map(\.syntax).joined(separator: "\n")
              + "\n```")
        }
    case .items(let expected):
      items = Self.items(for: expected, in: analysis)
    case .nothing:
      items = []
    }
    let range = document.range(of: wordStart..<cursor, encoding: encoding)
    let json = items.enumerated().map { position, item -> JSONValue in
      var object = JSONObject([
        ("label", .string(item.label)), ("kind", .integer(item.kind.rawValue)),
      ])
      if let detail = item.detail { object["detail"] = .string(detail) }
      if let documentation = item.documentation {
        object["documentation"] = ["kind": "markdown", "value": .string(documentation)]
      }
      object["sortText"] = .string(sortKey(position))
      object["textEdit"] = ["range": range.json, "newText": .string(item.label)]
      return .object(object)
    }
    return ["isIncomplete": false, "items": .array(json)]
  }

  /// A key that sorts items in the order given.
  private static func sortKey(_ position: Int) -> String {
    let digits = String(position)
    return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }

  /// The items for what the parser expects, each label once, in the parser's order.
  private static func items(for expected: [ExpectedItem], in analysis: DocumentAnalysis) -> [Item] {
    var items: [Item] = []
    var seen: Set<String> = []
    func add(_ item: Item) {
      if seen.insert(item.label).inserted { items.append(item) }
    }
    for item in expected {
      switch item {
      case .word(let word):
        add(Item(label: word, kind: .keyword))
      case .value(let kind):
        for value in values(of: kind, in: analysis) { add(value) }
      case .endOfLine, .statement:
        break
      }
    }
    return items
  }

  /// The items a value of `kind` can be.
  private static func values(of kind: ValueKind, in analysis: DocumentAnalysis) -> [Item] {
    switch kind {
    case .alias(let kinds):
      let symbolKinds = Set(kinds.map(SymbolKind.init))
      return analysis.names.filter { symbolKinds.contains($0.kind) }.map { name in
        Item(
          label: name.name, kind: .variable,
          detail: "\(name.kind.rawValue) alias, line \(name.location.line)")
      }
    case .profile:
      return analysis.names.filter { $0.kind == .profile }.map { name in
        Item(
          label: name.name, kind: .variable,
          detail: "profile, first named at line \(name.location.line)")
      }
    case .optionKey:
      return ModelOptionSpecification.all.map { option in
        Item(
          label: option.key, kind: .property,
          detail: "\(option.valuesSyntax) (default \(option.defaultValue))",
          documentation: option.summary)
      }
    default:
      let itemKind = Self.kind(of: kind)
      let detail = DiagnosticRenderer.noun(kind)
      return analysis.vocabulary(kind).map { Item(label: $0, kind: itemKind, detail: detail) }
    }
  }

  private static func kind(of kind: ValueKind) -> Kind {
    switch kind {
    case .callback: .event
    case .timeZone: .value
    case .policy: .module
    case .invariant, .diagnosticCode, .errorCode: .constant
    default: .enumMember
    }
  }
}
