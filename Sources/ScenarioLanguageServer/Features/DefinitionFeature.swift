import ScenarioLanguage

/// `textDocument/definition`: where the alias or profile under the cursor is declared.
///
/// An alias is declared by its header line (a category named by `app` or `web`, by the
/// `category` line when there is one, else by the first line that names it); a profile by the
/// first step that names it.
enum DefinitionFeature {
  /// The `Location` of the declaration, or `null` when the cursor is on no declared name.
  static func definition(
    _ document: OpenDocument, at position: TextPosition, encoding: PositionEncoding
  ) -> JSONValue {
    let analysis = document.analysis
    let place = document.sourcePlace(of: position, encoding: encoding)
    guard let token = analysis.token(atLine: place.line, column: place.column),
      let name = analysis.referencedName(atLine: place.line, token: token)
    else { return .null }
    let start = analysis.offset(of: name.location)
    let range = document.range(of: start..<(start + name.name.utf8.count), encoding: encoding)
    return ["uri": .string(document.text.uri), "range": range.json]
  }
}
