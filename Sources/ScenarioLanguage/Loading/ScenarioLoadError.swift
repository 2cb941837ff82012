/// A path given to the loader that yields no scenario files: a usage problem, not a file problem.
public enum ScenarioLoadError: Error, Equatable, Sendable {
  /// Nothing exists at the path.
  case noSuchPath(String)
  /// The path exists but cannot be read.
  case unreadable(String)
  /// The folder holds no `*.scenario` file, at any depth.
  case noScenarioFiles(String)

  /// The message, worded by ``DiagnosticRenderer``.
  public var message: String { DiagnosticRenderer.message(self) }
}
