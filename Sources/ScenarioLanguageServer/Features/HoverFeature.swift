import ScenarioLanguage

/// `textDocument/hover`: the language reference's entry for the statement under the cursor, the
/// declaration of an alias or profile, or what an option does.
enum HoverFeature {
  /// The `Hover` for `position`, or `null` where there is nothing to tell.
  static func hover(
    _ document: OpenDocument, at position: TextPosition, encoding: PositionEncoding
  ) -> JSONValue {
    let analysis = document.analysis
    let place = document.sourcePlace(of: position, encoding: encoding)
    guard let token = analysis.token(atLine: place.line, column: place.column) else { return .null }
    let tokenRange = document.range(of: document.byteRange(of: token), encoding: encoding)
    if let name = analysis.referencedName(atLine: place.line, token: token) {
      return hover(declarationText(name, in: document), range: tokenRange)
    }
    if let word = token.word,
      let option = ModelOptionSpecification.all.first(where: {
        $0.key == word
      }), analysis.lexedLine(place.line).tokens.first?.word == "option"
    {
      return hover(
        "```scenario\noption \(option.key) \(option.valuesSyntax)\n```\n\(option.summary)\n\n"
          + "Default: `\(option.defaultValue)`", range: tokenRange)
    }
    let statements = analysis.statements(atLine: place.line)
    if let matched = statements.matched {
      return hover(text(matched), range: nil)
    }
    guard !statements.candidates.isEmpty else { return .null }
    let syntaxes = statements.candidates.map(\.syntax).joined(separator: "\n")
    return hover(
      "```scenario\n\(syntaxes)\n```\nThe statements this line can be; it has a problem.",
      range: nil)
  }

  /// The reference text of a statement.
  static func text(_ statement: StatementReference) -> String {
    var text = "```scenario\n\(statement.syntax)\n```\n\(statement.summary)\n\n"
    if let defaultValue = statement.defaultValue {
      text += "*\(statement.section)* statement; default: \(defaultValue)"
    } else {
      text += "*\(statement.section)*"
    }
    return text
  }

  /// What a declared name is and where, with its declaration's line.
  private static func declarationText(_ name: DeclaredName, in document: OpenDocument) -> String {
    let line = name.location.line
    let statement = document.statementText(line: line)
    let what =
      switch name.kind {
      case .profile:
        "profile `\(name.name)`, created at line \(line) by the first step that names it"
      case .category where name.isImplied:
        "category alias `\(name.name)`, declared at line \(line) by the app or web domain it names"
      default: "\(name.kind.rawValue) alias `\(name.name)`, declared at line \(line)"
      }
    return "```scenario\n\(statement)\n```\n\(what)"
  }

  private static func hover(_ markdown: String, range: TextRange?) -> JSONValue {
    var object = JSONObject([("contents", ["kind": "markdown", "value": .string(markdown)])])
    if let range { object["range"] = range.json }
    return .object(object)
  }
}
