import ScenarioLanguage

/// `textDocument/codeAction`: quick fixes that take a diagnostic's "did you mean" suggestion.
enum CodeActionFeature {
  /// The `CodeAction` array for the diagnostics on lines `range` touches.
  static func actions(
    _ document: OpenDocument, in range: TextRange, encoding: PositionEncoding
  ) -> JSONValue {
    var actions: [JSONValue] = []
    for diagnostic in document.analysis.file.diagnostics {
      guard let suggestion = suggestion(diagnostic.error) else { continue }
      let bytes = document.problemRange(at: diagnostic.location)
      let problemRange = document.range(of: bytes, encoding: encoding)
      guard problemRange.end.line >= range.start.line, problemRange.start.line <= range.end.line
      else { continue }
      let word = String(decoding: document.text.bytes[bytes], as: UTF8.self)
      let edit: JSONValue = ["range": problemRange.json, "newText": .string(suggestion)]
      actions.append([
        "title": .string("Replace '\(word)' with '\(suggestion)'"), "kind": "quickfix",
        "diagnostics": [
          DiagnosticsFeature.diagnosticJSON(
            problemRange, severity: 1, message: DiagnosticRenderer.message(diagnostic.error))
        ],
        "isPreferred": true,
        "edit": ["changes": .object(JSONObject([(document.text.uri, [edit])]))],
      ])
    }
    return .array(actions)
  }

  /// The word a problem suggests instead of the one written, if any.
  static func suggestion(_ error: ScenarioError) -> String? {
    switch error {
    case .unknownStatement(_, let suggestion), .unexpected(_, _, _, let suggestion),
      .unknownWord(_, _, let suggestion, _), .undeclaredAlias(_, _, let suggestion):
      suggestion
    default:
      nil
    }
  }
}
