/// A problem with the command line, reported with exit status 64.
public enum UsageError: Error, Equatable, Sendable {
  /// No command was given.
  case missingCommand
  /// The first argument names no command.
  case unknownCommand(String, suggestion: String?)
  /// An option the command does not have.
  case unknownOption(String, command: String, suggestion: String?)
  /// An option that needs a value was last on the line.
  case missingValue(option: String, valueName: String)
  /// A value that does not fit the option.
  case invalidValue(String, option: String, expected: String)
  /// A positional argument the command does not take.
  case unexpectedArgument(String, command: String)
  /// A required positional argument is missing.
  case missingArgument(String, command: String)
  /// A positional argument whose value is not one of the allowed words.
  case invalidArgument(String, argument: String, allowed: [String], suggestion: String?)
  /// An option given twice where only one value makes sense.
  case repeatedOption(String)
  /// `--output` names a folder.
  case outputIsFolder(String)
  /// `--output` names a file in a folder that does not exist.
  case outputFolderMissing(String, folder: String)
  /// `--output` names one of the scenario files to run.
  case outputIsInput(String, scenario: String)
  /// `--tag` names a tag that no scenario given has.
  case noScenarioWithTag(String, suggestion: String?)

  /// The message, lower case, user text in single quotes, without the `error: ` prefix.
  public var message: String {
    switch self {
    case .missingCommand:
      return "missing command"
    case .unknownCommand(let word, let suggestion):
      return "unknown command '\(word)'" + didYouMean(suggestion)
    case .unknownOption(let option, let command, let suggestion):
      return "unknown option '\(option)' for '\(command)'" + didYouMean(suggestion)
    case .missingValue(let option, let valueName):
      return "missing value for '\(option) \(valueName)'"
    case .invalidValue(let value, let option, let expected):
      return "invalid value '\(value)' for '\(option)'; expected \(expected)"
    case .unexpectedArgument(let argument, let command):
      return "unexpected argument '\(argument)' for '\(command)'"
    case .missingArgument(let name, let command):
      return "missing argument \(name) for '\(command)'"
    case .invalidArgument(let value, let argument, let allowed, let suggestion):
      let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
      return "invalid \(argument) '\(value)'; expected one of \(list)" + didYouMean(suggestion)
    case .repeatedOption(let option):
      return "option '\(option)' given more than once"
    case .outputIsFolder(let path):
      return "'--output \(path)' names a folder; expected a file to write the report to"
    case .outputFolderMissing(let path, let folder):
      return "'--output \(path)': no such folder '\(folder)'"
    case .outputIsInput(let path, let scenario):
      return "'--output \(path)' is the scenario '\(scenario)'; a report never replaces a scenario"
    case .noScenarioWithTag(let tag, let suggestion):
      return "no scenario has the tag '\(tag)'" + didYouMean(suggestion)
    }
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}
