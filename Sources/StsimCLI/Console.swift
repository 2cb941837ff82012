import ScenarioLanguage

/// How a command was called and where it writes: standard output for results and help, standard
/// error for problems.
///
/// The executable writes to the process's streams; tests capture both in strings.
public struct Console: Sendable {
  /// The name the tool was called by, as usage lines and hints name it: `stsim`, or a team's
  /// `my-stsim`.
  public var programName: String
  /// Whether standard output is a terminal.
  public var isOutputTerminal: Bool
  /// Whether the environment allows colour: `NO_COLOR` is unset and `TERM` is not `dumb`.
  public var allowsColor: Bool
  /// Writes text to standard output as is (callers include line breaks).
  public var writeOutput: @Sendable (String) -> Void
  /// Writes text to standard error as is.
  public var writeError: @Sendable (String) -> Void
  /// Whether standard error is a terminal, where a progress line can be redrawn in place.
  public var isErrorTerminal: Bool

  /// A console that writes with `writeOutput` and `writeError`.
  ///
  /// By default neither stream is a terminal, colour is off and the program is `stsim`, as a test
  /// wants.
  public init(
    writeOutput: @escaping @Sendable (String) -> Void,
    writeError: @escaping @Sendable (String) -> Void,
    isErrorTerminal: Bool = false, isOutputTerminal: Bool = false, allowsColor: Bool = false,
    programName: String = "stsim"
  ) {
    self.writeOutput = writeOutput
    self.writeError = writeError
    self.isErrorTerminal = isErrorTerminal
    self.isOutputTerminal = isOutputTerminal
    self.allowsColor = allowsColor
    self.programName = programName
  }

  /// Whether `environment` allows colour: `NO_COLOR` unset or empty (no-color.org) and `TERM`
  /// not `dumb`.
  public static func allowsColor(environment: [String: String]) -> Bool {
    (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  /// Whether results on standard output are coloured: it is a terminal and colour is allowed.
  public var colorsOutput: Bool { isOutputTerminal && allowsColor }
  /// Whether problems on standard error are coloured: it is a terminal and colour is allowed.
  public var colorsErrors: Bool { isErrorTerminal && allowsColor }

  /// Writes `line` and a line feed to standard output.
  public func print(_ line: String) {
    writeOutput(line + "\n")
  }

  /// Writes `line` and a line feed to standard error.
  public func printError(_ line: String) {
    writeError(line + "\n")
  }

  /// Writes `error: ` and `message` as a line to standard error, `error:` drawn for a terminal.
  public func printProblem(_ message: String) {
    printError(TerminalStyle.error.apply("error:", if: colorsErrors) + " " + message)
  }
}
