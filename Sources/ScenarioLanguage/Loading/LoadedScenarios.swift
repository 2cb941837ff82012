/// Every scenario file the loader found, in path order, with their scenarios and problems.
public struct LoadedScenarios: Sendable, Equatable {
  /// The files, sorted by path.
  public var files: [LoadedFile]

  public init(files: [LoadedFile]) {
    self.files = files
  }

  /// The scenarios of the files without problems, in path order.
  ///
  /// Files with problems are left out: check ``hasErrors`` (or report ``filesWithErrors``)
  /// before running these, or use the `ScenarioTesting` product, whose cases fail on a broken
  /// file.
  public var scenarios: [Scenario] { files.compactMap(\.scenario) }

  /// Every problem kept of every file, by file and then position.
  public var diagnostics: [Diagnostic] { files.flatMap(\.diagnostics) }

  /// The number of problems of every file, those kept and those only counted.
  public var diagnosticCount: Int { files.reduce(0) { $0 + $1.diagnosticCount } }

  /// Whether any file has a problem (then nothing should run).
  public var hasErrors: Bool { files.contains(where: \.hasErrors) }

  /// The files that have problems.
  public var filesWithErrors: [LoadedFile] { files.filter(\.hasErrors) }

  /// Every diagnostic as text, each followed by its source line and a caret unless
  /// `showingSource` is `false`.
  public func renderedDiagnostics(showingSource: Bool = true) -> String {
    files.map { $0.renderedDiagnostics(showingSource: showingSource) }.joined()
  }
}
