/// The error of loading one scenario from text when it has problems; it prints them all.
public struct InvalidScenario: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file with its problems.
  public var file: LoadedFile

  public init(file: LoadedFile) {
    self.file = file
  }

  /// The problems, ordered by position.
  public var diagnostics: [Diagnostic] { file.diagnostics }

  /// Every problem with its source line and caret.
  public var description: String { file.renderedDiagnostics() }
}
