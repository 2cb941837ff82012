/// A subcommand of `stsim`: its command-line shape, how it reads its arguments, what it does.
///
/// Running is split from parsing, as in swift-argument-parser: ``init(arguments:)`` checks every
/// value and ``run(console:)`` does the work, so tests can exercise parsing without running.
public protocol StsimCommand: Sendable {
  /// The command's name, help texts, options and arguments.
  static var specification: CommandSpecification { get }
  /// Builds the command from its sorted arguments, rejecting values that do not fit.
  init(arguments: ParsedArguments) throws(UsageError)
  /// Does the work and returns the exit status.
  func run(console: Console) -> ExitCode
}

extension StsimCommand {
  /// Parses `words` with this command's specification and runs the result, or prints help.
  static func execute(_ words: [String], console: Console) throws -> ExitCode {
    let parsed = try specification.parse(words)
    if parsed.wantsHelp {
      console.writeOutput(specification.helpText)
      return .success
    }
    return try Self(arguments: parsed).run(console: console)
  }
}

/// Readers for option values shared by several commands.
enum OptionValue {
  /// A seed: an integer from 0 through 2^64 − 1.
  static func seed(_ text: String?, option: String = "--seed") throws(UsageError) -> UInt64? {
    guard let text else { return nil }
    guard let value = UInt64(text) else {
      throw .invalidValue(
        text, option: option, expected: "an integer from 0 to 18446744073709551615")
    }
    return value
  }

  /// A positive count, at most `maximum`.
  static func count(_ text: String?, option: String, maximum: Int = 1_000_000_000)
    throws(UsageError)
    -> Int?
  {
    guard let text else { return nil }
    guard let value = Int(text), value > 0, value <= maximum else {
      throw .invalidValue(text, option: option, expected: "an integer from 1 to \(maximum)")
    }
    return value
  }
}
