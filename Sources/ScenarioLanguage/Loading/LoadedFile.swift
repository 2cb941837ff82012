/// One scenario file after loading: its bytes, its scenario, and its problems.
public struct LoadedFile: Sendable, Equatable {
  /// The file as read.
  public var source: SourceFile
  /// The scenario, when the file has no problems.
  public var scenario: Scenario?
  /// The file's problems, ordered by position.
  public var diagnostics: [Diagnostic]

  public init(source: SourceFile, scenario: Scenario?, diagnostics: [Diagnostic]) {
    self.source = source
    self.scenario = scenario
    self.diagnostics = diagnostics
  }

  /// The diagnostics as text, each followed by its source line and a caret unless
  /// `showingSource` is `false`.
  public func renderedDiagnostics(showingSource: Bool = true) -> String {
    diagnostics.map {
      DiagnosticRenderer.render($0, source: showingSource ? source : nil)
    }.joined()
  }
}
