import ScenarioLanguage

/// `textDocument/publishDiagnostics`: the problems `stsim check` reports for the document.
///
/// Each diagnostic's message is the one `stsim check` prints after `error: `, suggestion
/// included; its range starts at the line and column `stsim check` prints and covers the word
/// at fault. When the file has more problems than the loader keeps, one more diagnostic, at the
/// last one shown, says how many more there are, as `stsim check`'s last line does.
enum DiagnosticsFeature {
  /// The `publishDiagnostics` parameters for `document`.
  static func notification(_ document: OpenDocument, encoding: PositionEncoding) -> JSONValue {
    [
      "uri": .string(document.text.uri), "version": .integer(document.text.version),
      "diagnostics": .array(diagnostics(document, encoding: encoding)),
    ]
  }

  /// The document's problems as LSP diagnostics, in the order `stsim check` prints them.
  static func diagnostics(_ document: OpenDocument, encoding: PositionEncoding) -> [JSONValue] {
    let file = document.analysis.file
    var result = file.diagnostics.map { diagnostic in
      diagnosticJSON(
        document.range(of: document.problemRange(at: diagnostic.location), encoding: encoding),
        severity: 1, message: DiagnosticRenderer.message(diagnostic.error))
    }
    if file.omittedDiagnosticCount > 0, let last = file.diagnostics.last {
      result.append(
        diagnosticJSON(
          document.range(of: document.problemRange(at: last.location), encoding: encoding),
          severity: 3,
          message: DiagnosticRenderer.omittedDiagnostics(
            file.omittedDiagnosticCount, path: file.source.path)))
    }
    return result
  }

  /// A `Diagnostic` object; severity 1 is an error, 3 information.
  static func diagnosticJSON(_ range: TextRange, severity: Int, message: String) -> JSONValue {
    [
      "range": range.json, "severity": .integer(severity), "source": "stsim",
      "message": .string(message),
    ]
  }
}
