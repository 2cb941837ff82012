import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel

/// A subcommand of `stsim`: its command-line shape, how it reads its arguments, what it does.
///
/// Running is split from parsing, as in swift-argument-parser: ``init(arguments:catalog:)``
/// checks every value and ``run(console:)`` does the work, so tests can exercise parsing without
/// running.
public protocol StsimCommand: Sendable {
  /// The command's name, help texts, options and arguments.
  static var specification: CommandSpecification { get }
  /// Builds the command from its sorted arguments, rejecting values that do not fit; `catalog`
  /// holds the apps `--app` and `--policy` can name.
  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError)
  /// Does the work and returns the exit status.
  func run(console: Console) -> ExitCode
}

extension StsimCommand {
  /// Parses `words` with this command's specification and runs the result, or prints help.
  static func execute(_ words: [[UInt8]], catalog: PolicyCatalog, console: Console) throws
    -> ExitCode
  {
    let parsed = try specification.parse(rawWords: words)
    if parsed.wantsHelp {
      console.writeOutput(specification.helpText(program: console.programName))
      return .success
    }
    return try Self(arguments: parsed, catalog: catalog).run(console: console)
  }
}

/// Readers for option values shared by several commands.
///
/// Numbers are written as a scenario file writes them: decimal digits only, no sign, so that
/// `--seed +5` is refused as `seed +5` is.
enum OptionValue {
  /// A seed: an integer from 0 through 2^64 − 1, as a scenario's `seed` line takes it.
  static func seed(_ text: String?, option: String = "--seed") throws(UsageError) -> UInt64? {
    guard let text else { return nil }
    guard let value = ScenarioValue.seed(text) else {
      throw .invalidValue(
        text, option: option, expected: "an integer from 0 to \(UInt64.max), digits only")
    }
    return value
  }

  /// `--versions LIST`: `all`, or versions and ranges separated by commas.
  static func versions(_ text: String?) throws(UsageError) -> SystemVersionSet? {
    guard let text else { return nil }
    guard let versions = SystemVersionSet.parsingList(text) else {
      throw .invalidValue(
        text, option: "--versions",
        expected: "'all', or iOS versions and ranges separated by commas (16.0,18.5,26.4...27.0, "
          + "26.4...), from \(SystemVersion.oldestSupported) to "
          + "\(SystemVersion.supportedMajors.upperBound).x")
    }
    return versions
  }

  /// A positive count, at most `maximum`; `limit` says why the maximum is what it is.
  static func count(
    _ text: String?, option: String, maximum: Int = 1_000_000_000, limit: String? = nil
  ) throws(UsageError) -> Int? {
    guard let text else { return nil }
    let isDigits = !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) }
    guard isDigits, let value = Int(text), value > 0, value <= maximum else {
      throw .invalidValue(
        text, option: option,
        expected: "an integer from 1 to \(maximum), digits only" + (limit.map { " (\($0))" } ?? ""))
    }
    return value
  }

  /// One of `Choice`'s cases by its raw value, or `nil` when `text` is `nil`; a word that is
  /// none of them is refused with every case listed and the closest one suggested.
  static func choice<Choice: RawRepresentable & CaseIterable>(
    _ text: String?, option: String
  ) throws(UsageError) -> Choice? where Choice.RawValue == String {
    guard let text else { return nil }
    if let choice = Choice(rawValue: text) { return choice }
    let names = Choice.allCases.map(\.rawValue)
    let listed =
      names.count > 1
      ? names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
      : names.joined()
    throw .invalidValue(
      text, option: option,
      expected: listed
        + (Suggestion.closest(to: text, among: names).map { "; did you mean '\($0)'?" } ?? ""))
  }
}
