import Foundation
import ScenarioLanguage
import ScenarioRunner

/// The shape of one command line: its name, help texts, options and positional arguments.
///
/// Help, usage lines and the generic parse all come from this one description, so the help a
/// user reads cannot drift from what the parser accepts.
public struct CommandSpecification: Sendable {
  /// An option: `--name` alone (a flag) or `--name VALUE`.
  public struct Option: Sendable {
    /// The option as typed, with its dashes: `--seed`.
    public var name: String
    /// The placeholder of its value (`N`), or `nil` for a flag.
    public var valueName: String?
    /// One line of help.
    public var help: String

    /// An option named `name` (with its dashes), taking a value shown as `valueName` unless it is a
    /// flag.
    public init(_ name: String, valueName: String? = nil, help: String) {
      self.name = name
      self.valueName = valueName
      self.help = help
    }
  }

  /// A positional argument.
  public struct Argument: Sendable {
    /// Its placeholder in usage lines: `PATH`.
    public var name: String
    /// One line of help.
    public var help: String
    /// Whether it may appear any number of times (including none).
    public var isRepeating: Bool
    /// Whether it must appear at least once.
    public var isRequired: Bool

    /// A positional argument shown as `name`; by default it appears exactly once.
    public init(_ name: String, help: String, isRepeating: Bool = false, isRequired: Bool = true) {
      self.name = name
      self.help = help
      self.isRepeating = isRepeating
      self.isRequired = isRequired
    }
  }

  /// The command's name after the program's: `run`.
  public var name: String
  /// One sentence for the OVERVIEW section and the command list.
  public var abstract: String
  /// Further paragraphs of help, or empty.
  public var discussion: String
  /// The usage forms after the program's name, one a line: `run [PATH ...] [--seed N]`.
  public var usage: String
  /// The positional arguments, in the order help lists them.
  public var arguments: [Argument]
  /// The command's options, in the order help lists them; `--help` is added to every command.
  public var options: [Option]

  /// A command's shape: what its help says and what its parser accepts.
  public init(
    name: String, abstract: String, discussion: String = "", usage: String,
    arguments: [Argument] = [], options: [Option] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.usage = usage
    self.arguments = arguments
    self.options = options
  }

  /// The `--help` option every command has.
  static let helpOption = Option("-h, --help", help: "Show help information.")

  /// The usage forms as `program` is called, each line after the first indented by `indent`.
  public func usage(of program: String, indent: String = "       ") -> String {
    usage.split(separator: "\n").map { "\(program) \($0)" }.joined(separator: "\n" + indent)
  }

  /// The help screen in the OVERVIEW / USAGE / ARGUMENTS / OPTIONS layout, for `stsim`.
  public var helpText: String { helpText(program: "stsim") }

  /// The help screen in the OVERVIEW / USAGE / ARGUMENTS / OPTIONS layout, as `program` is called.
  public func helpText(program: String) -> String {
    var sections = ["OVERVIEW: \(abstract)"]
    if !discussion.isEmpty { sections.append(wrap(discussion)) }
    sections.append("USAGE: \(usage(of: program))")
    if !arguments.isEmpty {
      sections.append(
        "ARGUMENTS:\n" + arguments.map { helpRow($0.name, $0.help) }.joined(separator: "\n"))
    }
    let optionRows = (options + [Self.helpOption]).map { option in
      helpRow(option.valueName.map { "\(option.name) \($0)" } ?? option.name, option.help)
    }
    sections.append("OPTIONS:\n" + optionRows.joined(separator: "\n"))
    return sections.joined(separator: "\n\n") + "\n"
  }
}

/// `text` with each paragraph's words wrapped to lines of at most `width` columns.
func wrap(_ text: String, width: Int = 80) -> String {
  text.components(separatedBy: "\n").map { paragraph in
    var lines: [String] = []
    var line = ""
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
      if !line.isEmpty, line.count + 1 + word.count > width {
        lines.append(line)
        line = String(word)
      } else {
        line = line.isEmpty ? String(word) : line + " " + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }.joined(separator: "\n")
}

/// One aligned row of a help section: two spaces, the label padded to 24 columns, the help.
func helpRow(_ label: String, _ help: String) -> String {
  let indent = "  "
  let width = 24
  if label.count < width - 1 {
    return indent + label + String(repeating: " ", count: width - label.count) + help
  }
  return indent + label + "\n" + String(repeating: " ", count: width + indent.count) + help
}

/// The words of a command line, sorted into options, flags and positional arguments.
public struct ParsedArguments: Sendable, Equatable {
  /// The value of each option given, by option name.
  public var values: [String: String] = [:]
  /// The value of each option given as the bytes typed, by option name.
  public var rawValues: [String: [UInt8]] = [:]
  /// The flags given.
  public var flags: Set<String> = []
  /// The positional arguments, in order.
  public var positionals: [String] = []
  /// The positional arguments as the bytes typed, in order: a path whose name is not UTF-8
  /// stays exact here.
  public var rawPositionals: [[UInt8]] = []
  /// Whether `-h` or `--help` was given.
  public var wantsHelp = false

  /// The value of `option`, if given.
  public func value(_ option: String) -> String? { values[option] }

  /// The value of `option` as a path, exactly as typed, if given.
  public func path(_ option: String) -> FileSystemPath? {
    rawValues[option].map { FileSystemPath(bytes: $0) }
  }

  /// The positional arguments as paths, exactly as typed.
  public var positionalPaths: [FileSystemPath] { rawPositionals.map(FileSystemPath.init(bytes:)) }

  /// Whether the flag `option` was given.
  public func has(_ option: String) -> Bool { flags.contains(option) }
}

extension CommandSpecification {
  /// Sorts `words` into options, flags and positional arguments.
  public func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
    try parse(rawWords: words.map { Array($0.utf8) })
  }

  /// Sorts `words`, given as the bytes the process received, into options, flags and positional
  /// arguments.
  ///
  /// Accepts `--name value` and `--name=value`; `--` ends the options. Unknown options get a
  /// did-you-mean suggestion from this command's own options. Values and positional arguments
  /// keep their bytes, so paths that are not UTF-8 reach the file system unchanged.
  public func parse(rawWords words: [[UInt8]]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    let optionNames = options.map(\.name)
    func text(_ bytes: some Collection<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
    while index < words.count {
      let raw = words[index]
      let word = text(raw)
      index += 1
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        parsed.positionals.append(word)
        parsed.rawPositionals.append(raw)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      if word == "-h" || word == "--help" {
        parsed.wantsHelp = true
        continue
      }
      var name = word
      var inlineValue: [UInt8]?
      if let equals = raw.firstIndex(of: UInt8(ascii: "=")) {
        name = text(raw[..<equals])
        inlineValue = Array(raw[(equals + 1)...])
      }
      guard let option = options.first(where: { $0.name == name }) else {
        throw .unknownOption(
          name, command: self.name,
          suggestion: Suggestion.closest(to: name, among: optionNames + ["--help"]))
      }
      guard let valueName = option.valueName else {
        if let inlineValue {
          throw .invalidValue(text(inlineValue), option: name, expected: "no value")
        }
        parsed.flags.insert(name)
        continue
      }
      let value: [UInt8]
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < words.count else { throw .missingValue(option: name, valueName: valueName) }
        value = words[index]
        index += 1
      }
      if parsed.values[name] != nil { throw .repeatedOption(name) }
      parsed.values[name] = text(value)
      parsed.rawValues[name] = value
    }
    if parsed.wantsHelp { return parsed }
    let maximum = arguments.contains(where: \.isRepeating) ? Int.max : arguments.count
    if parsed.positionals.count > maximum {
      throw .unexpectedArgument(parsed.positionals[maximum], command: self.name)
    }
    let required = arguments.filter(\.isRequired)
    if parsed.positionals.count < required.count {
      throw .missingArgument(required[parsed.positionals.count].name, command: self.name)
    }
    return parsed
  }
}
