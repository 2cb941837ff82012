/// How a word is drawn on a terminal: the ANSI select-graphic-rendition codes of the few styles
/// the command line uses.
///
/// The command line applies styles only when the stream is a terminal and the environment allows
/// colour (`NO_COLOR` unset or empty, `TERM` not `dumb`), so piped output, files and CI logs are
/// the same bytes as ever.
public enum TerminalStyle: Sendable {
  /// A scenario that passed.
  case pass
  /// A scenario that failed, and `error:`.
  case fail
  /// A skipped scenario.
  case skip
  /// `error:` at the start of a problem.
  case error
  /// What a diff removes (the expected side).
  case removed
  /// What a diff adds (the actual side).
  case added

  private var code: String {
    switch self {
    case .pass, .added: "32"
    case .fail, .error: "1;31"
    case .removed: "31"
    case .skip: "33"
    }
  }

  /// `text` drawn in this style when `isOn`, else `text` as is.
  public func apply(_ text: String, if isOn: Bool) -> String {
    isOn ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
