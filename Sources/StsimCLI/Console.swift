/// Where a command writes: standard output for results and help, standard error for problems.
///
/// The executable writes to the process's streams; tests capture both in strings.
public struct Console: Sendable {
  /// Writes text to standard output as is (callers include line breaks).
  public var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error as is.
  public var writeError: @Sendable (String) -> Void
  /// Whether standard error is a terminal, where a progress line can be redrawn in place.
  public var isErrorTerminal: Bool

  public init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    isErrorTerminal: Bool = false
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.isErrorTerminal = isErrorTerminal
  }

  /// Writes `line` and a line feed to standard output.
  public func print(_ line: String) {
    writeOutput(line + "\n")
  }

  /// Writes `line` and a line feed to standard error.
  public func printError(_ line: String) {
    writeError(line + "\n")
  }
}
