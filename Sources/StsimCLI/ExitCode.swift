/// The exit statuses of `stsim`, a documented contract (scenario language spec, section 9).
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Every scenario passed, or the command did what it was asked.
  case success = 0
  /// At least one scenario failed an expectation or an invariant.
  case failure = 1
  /// The command line was wrong (`EX_USAGE`).
  case usage = 64
  /// A scenario file did not parse or validate; nothing was run (`EX_DATAERR`).
  case dataError = 65
  /// The scenarios ran but the report could not be written: to the `--output` file or to
  /// standard output (`EX_IOERR`).
  case ioError = 74
}
