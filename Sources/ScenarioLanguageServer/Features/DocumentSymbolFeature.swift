import ScenarioLanguage

/// `textDocument/documentSymbol`: the scenario's outline.
///
/// The title first, then the header's aliases in declaration order, the profiles in the order
/// steps first name them, and the steps grouped by the day they run on, each step named by its
/// statement with its time prefix as detail.
enum DocumentSymbolFeature {
  /// LSP's `SymbolKind` values used here.
  private enum Kind: Int {
    case file = 1
    case module = 2
    case namespace = 3
    case package = 4
    case enumeration = 10
    case object = 19
    case event = 24
  }

  /// The `DocumentSymbol` array for `document`.
  static func symbols(_ document: OpenDocument, encoding: PositionEncoding) -> JSONValue {
    let analysis = document.analysis
    var symbols: [JSONValue] = []
    if let title = analysis.title {
      let line = title.location.line
      symbols.append(
        symbol(
          title.text, detail: "scenario", kind: .file,
          range: document.lineRange(line, encoding: encoding),
          selection: document.lineRange(line, encoding: encoding)))
    }
    for name in analysis.names {
      let kind: Kind =
        switch name.kind {
        case .app: .package
        case .web: .module
        case .category: .enumeration
        case .profile: .object
        }
      let start = analysis.offset(of: name.location)
      let selection = document.range(
        of: start..<(start + name.name.utf8.count), encoding: encoding)
      let detail =
        name.kind == .profile
        ? "profile" : document.statementText(line: name.location.line, limit: 120)
      symbols.append(
        symbol(
          name.name, detail: detail, kind: kind,
          range: document.lineRange(name.location.line, encoding: encoding), selection: selection))
    }
    var index = 0
    let steps = analysis.steps
    while index < steps.count {
      let day = steps[index].day
      var end = index
      while end < steps.count, steps[end].day == day { end += 1 }
      let children = steps[index..<end].map { step -> JSONValue in
        let line = step.location.line
        let column = step.location.column
        let statement = document.statementText(line: line, columns: column..<Int.max)
        let detail = document.statementText(line: line, columns: 1..<column)
        return symbol(
          statement.isEmpty ? "step" : statement, detail: detail.isEmpty ? nil : detail,
          kind: .event, range: document.lineRange(line, encoding: encoding),
          selection: document.lineRange(line, encoding: encoding))
      }
      let first = document.lineRange(steps[index].location.line, encoding: encoding)
      let last = document.lineRange(steps[end - 1].location.line, encoding: encoding)
      symbols.append(
        symbol(
          "day \(day)", detail: "\(end - index) step\(end - index == 1 ? "" : "s")",
          kind: .namespace, range: TextRange(start: first.start, end: last.end), selection: first,
          children: children))
      index = end
    }
    return .array(symbols)
  }

  private static func symbol(
    _ name: String, detail: String?, kind: Kind, range: TextRange, selection: TextRange,
    children: [JSONValue]? = nil
  ) -> JSONValue {
    var object = JSONObject([("name", .string(name))])
    if let detail { object["detail"] = .string(detail) }
    object["kind"] = .integer(kind.rawValue)
    object["range"] = range.json
    object["selectionRange"] = selection.json
    if let children { object["children"] = .array(children) }
    return .object(object)
  }
}
