/// One scenario file after loading: its bytes, its scenario, and its problems.
public struct LoadedFile: Sendable, Equatable {
  /// The file as read.
  public var source: SourceFile
  /// The scenario, when the file has no problems.
  public var scenario: Scenario?
  /// The file's first problems, ordered by position: at most the loader's
  /// ``ScenarioLoader/diagnosticLimit``.
  public var diagnostics: [Diagnostic]
  /// How many more problems the file has beyond ``diagnostics``.
  public var omittedDiagnosticCount: Int

  public init(
    source: SourceFile, scenario: Scenario?, diagnostics: [Diagnostic],
    omittedDiagnosticCount: Int = 0
  ) {
    self.source = source
    self.scenario = scenario
    self.diagnostics = diagnostics
    self.omittedDiagnosticCount = omittedDiagnosticCount
  }

  /// Every problem of the file, those kept and those only counted.
  public var diagnosticCount: Int { diagnostics.count + omittedDiagnosticCount }

  /// Whether the file has any problem.
  public var hasErrors: Bool { diagnosticCount > 0 }

  /// The diagnostics as text, each followed by its source line and a caret unless
  /// `showingSource` is `false`, then a line that counts the problems not shown, if any.
  public func renderedDiagnostics(showingSource: Bool = true) -> String {
    var text = ""
    writeDiagnostics(showingSource: showingSource) { text += $0 }
    return text
  }

  /// Hands the diagnostics to `write` one at a time, as ``renderedDiagnostics(showingSource:)``
  /// words them, so that a caller can pass them on without building one string of them all;
  /// with `styled`, drawn for a terminal.
  public func writeDiagnostics(
    showingSource: Bool = true, styled: Bool = false, to write: (String) -> Void
  ) {
    for diagnostic in diagnostics {
      write(
        DiagnosticRenderer.render(
          diagnostic, source: showingSource ? source : nil, styled: styled))
    }
    if omittedDiagnosticCount > 0 {
      write(
        DiagnosticRenderer.omittedDiagnostics(omittedDiagnosticCount, path: source.path) + "\n")
    }
  }
}
