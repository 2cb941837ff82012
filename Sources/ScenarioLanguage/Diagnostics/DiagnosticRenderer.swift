import ScreenTimeModel

/// Turns problems into text: the one place where diagnostic messages are worded.
///
/// A diagnostic prints as `PATH:LINE:COLUMN: error: MESSAGE`, lower case, without a final
/// period, user text in single quotes, optionally ending `; did you mean '...'?`; in text mode
/// the source line follows, then a caret under the column.
public enum DiagnosticRenderer {
  /// The full report of `diagnostic`: its message line, then its source line and caret.
  ///
  /// The source and caret lines come only when `source` is given; every line ends with a line
  /// feed. With `styled`, `error:` is drawn for a terminal.
  public static func render(
    _ diagnostic: Diagnostic, source: SourceFile?, styled: Bool = false
  ) -> String {
    let label = TerminalStyle.error.apply("error:", if: styled)
    var text = "\(diagnostic.location): \(label) \(message(diagnostic.error))\n"
    if let source {
      let (line, caret) = sourceLine(source, diagnostic.location)
      text += line + "\n" + caret + "^\n"
    }
    return text
  }

  /// The source line shown under a message, and the indentation that puts a caret under
  /// `location`'s column.
  ///
  /// Bytes that cannot be shown (malformed UTF-8, control characters) appear as U+FFFD. The
  /// caret indentation copies tabs and gives every other character its width in a terminal
  /// (two columns for wide characters), so the caret lines up under the column. A line longer
  /// than ``shownLineLength`` bytes is shown only around the column, with `...` for the parts
  /// left out, so a problem on a line of megabytes prints a line of a screen's width.
  static func sourceLine(_ source: SourceFile, _ location: SourceLocation) -> (String, String) {
    let line = source.line(location.line)
    let caretOffset = location.column - 1
    var start = 0
    var end = line.count
    if line.count > shownLineLength {
      let half = shownLineLength / 2
      start = max(0, min(caretOffset, line.count) - half)
      end = min(line.count, start + shownLineLength)
      start = max(0, min(start, end - shownLineLength))
      while start > 0, isContinuation(line[line.startIndex + start]) { start -= 1 }
      while end < line.count, isContinuation(line[line.startIndex + end]) { end += 1 }
    }
    let bytes = Array(line[(line.startIndex + start)..<(line.startIndex + end)])
    var shown = start > 0 ? elision : ""
    var indentation = start > 0 ? String(repeating: " ", count: elision.count) : ""
    var index = 0
    let caretIndex = caretOffset - start
    while index < bytes.count {
      let (character, length) = displayable(bytes, at: index)
      shown.append(character)
      if index < caretIndex {
        indentation += character == "\t" ? "\t" : String(repeating: " ", count: columns(character))
      }
      index += length
    }
    if end < line.count { shown += elision }
    if caretIndex > bytes.count {
      indentation += String(repeating: " ", count: caretIndex - bytes.count)
    }
    return (shown, indentation)
  }

  /// The most bytes of a source line shown under a message.
  static let shownLineLength = 160
  /// What stands for the part of a long line that is not shown.
  private static let elision = "..."

  /// Whether `byte` continues a UTF-8 sequence rather than starting a character.
  private static func isContinuation(_ byte: UInt8) -> Bool {
    byte & 0xC0 == 0x80
  }

  /// The character starting at `index` and its length, or U+FFFD for a byte that does not
  /// start a shown character.
  private static func displayable(_ bytes: [UInt8], at index: Int) -> (Character, Int) {
    switch UTF8Scan.character(in: bytes, at: index, end: bytes.count) {
    case .success(let length):
      let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
      return (text.first ?? "\u{FFFD}", length)
    case .failure(.controlCharacter(let scalar)) where scalar >= 0x80:
      return ("\u{FFFD}", 2)
    case .failure:
      return ("\u{FFFD}", 1)
    }
  }

  /// How many terminal columns `character` takes: two for East Asian wide and fullwidth
  /// characters and emoji, one for the rest.
  private static func columns(_ character: Character) -> Int {
    guard let value = character.unicodeScalars.first?.value, value >= 0x1100 else { return 1 }
    return wideRanges.contains { $0.contains(value) } ? 2 : 1
  }

  /// East Asian wide and fullwidth characters and emoji.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
  ]

  // MARK: - Messages

  /// The message of `error`, without location or `error: `.
  public static func message(_ error: ScenarioError) -> String {
    switch error {
    case .invalidUTF8(let byte):
      return "invalid UTF-8 byte 0x\(hex(UInt32(byte), digits: 2))"
    case .controlCharacter(let scalar):
      return "control character U+\(hex(scalar, digits: 4)) is not allowed"
    case .unterminatedString:
      return "unterminated string"
    case .fileTooLarge(let size, let limit):
      return
        "file too large (\(size) bytes); a scenario file is at most \(limit) bytes, so that "
        + "checking it fits in memory (about 35 bytes a byte of the file); split it into files"
    case .invalidEscape(let escape):
      return "invalid escape '\(escape)' in string; only '\\\"' and '\\\\' are escapes"
    case .unknownStatement(let word, let suggestion):
      return "unknown statement '\(word)'" + didYouMean(suggestion)
    case .unexpected(let word, let after, let expected, let suggestion):
      if expected.count <= listLimit {
        return "unexpected '\(word)'; expected \(describe(expected))" + didYouMean(suggestion)
      }
      let context = after.map { " after '\($0)'" } ?? ""
      return "unexpected '\(word)'\(context)"
        + (suggestion == nil ? listHint : didYouMean(suggestion))
    case .incomplete(let after, let expected):
      if expected.count <= listLimit {
        return "expected \(describe(expected)) after '\(after)'"
      }
      return "incomplete statement after '\(after)'" + listHint
    case .unknownWord(let word, let kind, let suggestion, let choices):
      let text =
        if case .optionValue(let key) = kind {
          "unknown value '\(word)' for option '\(key)'"
        } else {
          "unknown \(noun(kind)) '\(word)'"
        }
      return text
        + (suggestion == nil ? vocabularyHint(kind, choices: choices) : didYouMean(suggestion))
    case .undeclaredAlias(let word, let kinds, let suggestion):
      return "undeclared \(aliasNoun(kinds)) '\(word)'" + didYouMean(suggestion)
    case .wrongAliasKind(let word, let declared, let expected):
      return
        "'\(word)' is \(article(symbolNoun(declared))); expected \(article(aliasNoun(expected)))"
    case .profileNameIsAlias(let word, let declared, let line):
      return "'\(word)' is declared as \(article(symbolNoun(declared))) at line \(line); "
        + "a profile cannot share its name"
    case .nameAlreadyDeclared(let word, let declared, let line):
      return "'\(word)' is already declared as \(article(symbolNoun(declared))) at line \(line)"
    case .malformed(let word, let kind):
      return malformed(word, kind)
    case .outOfRange(let word, let kind):
      return "\(noun(kind)) '\(word)' out of range; \(rangeHint(kind))"
    case .noSuchDate(let word):
      return "no such date '\(word)'"
    case .unsupportedSystemVersion(let word):
      return "unsupported iOS version '\(word)'; accepted versions are "
        + "\(SystemVersion.oldestSupported) to \(SystemVersion.supportedMajors.upperBound).x"
    case .notInjectable(let word):
      return "'\(word)' cannot be injected; expected "
        + quotedList(FamilyControlsErrorCode.injectable.map(\.rawValue))
    case .repeatedListItem(let word):
      return "'\(word)' is listed twice"
    case .reservedEventName(let word):
      return "'\(word)' names the event of 'limit <duration>'; give this event another name"
    case .repeatedIdentifier(let value, let alias, let line):
      return "'\(value)' is already declared by '\(alias)' at line \(line)"
    case .emptyTitle:
      return "empty scenario title"
    case .missingScenarioStatement:
      return "expected 'scenario \"<title>\"' as the first statement"
    case .emptyFile:
      return "empty scenario file; expected 'scenario \"<title>\"' as the first statement"
    case .repeatedHeaderStatement(let name, let firstLine):
      return "'\(name)' given twice; first at line \(firstLine)"
    case .headerAfterSteps(let name, let firstStepLine):
      return "'\(name)' belongs in the header, before the first step at line \(firstStepLine)"
    case .timePrefixOnHeader(let name):
      return "header statement '\(name)' cannot have a time prefix"
    case .timeGoesBackwards(let step, let previousEnd):
      return "time goes backwards: \(describe(step)) is before the previous step's end, "
        + describe(previousEnd)
    case .systemDowngrade(let from, let to):
      return "cannot update from iOS \(from) to the older iOS \(to)"
    }
  }

  /// The line that stands for the problems of the file at `path` past the limit shown.
  public static func omittedDiagnostics(_ count: Int, path: String) -> String {
    "... and \(count) more error\(count == 1 ? "" : "s") in \(path)"
  }

  /// The message of a problem with the paths given to the loader.
  public static func message(_ error: ScenarioLoadError) -> String {
    switch error {
    case .noSuchPath(let path): "no such file or folder '\(path)'"
    case .unreadable(let path): "cannot read '\(path)'"
    case .noScenarioFiles(let path): "no '.scenario' files in '\(path)'"
    }
  }

  /// Lists of expected items longer than this are not spelt out.
  private static let listLimit = 6
  private static let listHint = "; see 'stsim list verbs'"

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  private static func quotedList(_ words: [String]) -> String {
    joined(words.map { "'\($0)'" })
  }

  private static func joined(_ parts: [String]) -> String {
    guard let last = parts.last else { return "" }
    let rest = parts.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }

  private static func describe(_ expected: [ExpectedItem]) -> String {
    joined(
      expected.map { item in
        switch item {
        case .word(let word): "'\(word)'"
        case .value(let kind): article(noun(kind))
        case .endOfLine: "end of line"
        case .statement: "a statement"
        }
      })
  }

  private static func describe(_ time: StepTime) -> String {
    let milliseconds = time.millisecondsSinceMidnight
    let hours = milliseconds / 3_600_000
    let minutes = milliseconds / 60_000 % 60
    let seconds = milliseconds / 1_000 % 60
    let fraction = milliseconds % 1_000
    var text = "day \(time.day) \(pad(hours)):\(pad(minutes))"
    if seconds != 0 || fraction != 0 { text += ":\(pad(seconds))" }
    if fraction != 0 { text += "." + String(String(fraction + 1_000).dropFirst()) }
    return text
  }

  private static func pad(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  /// `noun` with `a` or `an` in front.
  private static func article(_ noun: String) -> String {
    let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
    guard let first = noun.first else { return noun }
    return (vowels.contains(first) || noun.hasPrefix("iOS") ? "an " : "a ") + noun
  }

  private static func symbolNoun(_ kind: SymbolKind) -> String {
    kind == .profile ? "profile" : "\(kind.rawValue) alias"
  }

  private static func aliasNoun(_ kinds: [ItemReference.Kind]) -> String {
    let all = ItemReference.Kind.any
    if all.allSatisfy(kinds.contains) { return "alias" }
    return all.filter(kinds.contains).map(\.rawValue).joined(separator: " or ") + " alias"
  }

  private static func roleNoun(_ role: IntegerRole) -> String {
    switch role {
    case .day: "day number"
    case .submenuItem: "submenu item"
    case .writes: "write count"
    case .schemaVersion: "schema version"
    case .count: "count"
    case .appRating: "app rating"
    case .mediaRating: "media rating"
    }
  }

  /// The name of a kind of value, without an article.
  package static func noun(_ kind: ValueKind) -> String {
    switch kind {
    case .string: "quoted string"
    case .text: "word or quoted string"
    case .tag: "tag name"
    case .profile: "profile name"
    case .eventName: "event name"
    case .alias(let kinds): aliasNoun(kinds)
    case .newAlias: "alias"
    case .bundleIdentifier: "bundle identifier"
    case .domain: "domain"
    case .duration: "duration"
    case .clock: "time of day"
    case .clockRange: "time range"
    case .weekday: "weekday"
    case .size: "size"
    case .date: "date"
    case .timeZone: "time zone"
    case .systemVersion: "iOS version"
    case .build: "build number"
    case .integer(let role): roleNoun(role)
    case .seed: "seed"
    case .callback: "callback"
    case .injectableError: "error"
    case .invariant: "invariant"
    case .mistake: "mistake"
    case .policy: "policy"
    case .policyOption: "policy option"
    case .optionKey: "option"
    case .optionValue(let key): "value for option '\(key)'"
    case .diagnosticCode: "diagnostic code"
    case .errorCode: "error code"
    case .field: "<key>=<value> field"
    }
  }

  private static func malformed(_ word: String, _ kind: ValueKind) -> String {
    switch kind {
    case .duration:
      "malformed duration '\(word)'; expected parts such as '90s', '15m' or '1h30m' "
        + "(units d, h, m, s, ms, largest first)"
    case .clock: "malformed time of day '\(word)'; expected HH:MM or HH:MM:SS, 24-hour"
    case .clockRange: "malformed time range '\(word)'; expected HH:MM-HH:MM, 24-hour"
    case .size: "malformed size '\(word)'; expected a whole number followed by B, KB or MB"
    case .date: "malformed date '\(word)'; expected YYYY-MM-DD"
    case .build: "malformed build number '\(word)'; expected an Apple build such as '22F76'"
    case .newAlias, .alias, .eventName:
      "invalid name '\(word)'; a name is a letter followed by letters, digits, '_', '.' or '-'"
    case .bundleIdentifier:
      "invalid bundle identifier '\(word)'; expected a reverse-DNS name such as 'com.example.app'"
    case .domain: "invalid domain '\(word)'; expected a domain such as 'example.com'"
    case .field: "malformed field '\(word)'; expected <key>=<value> with a name as the key"
    case .integer, .seed: "malformed \(noun(kind)) '\(word)'; \(rangeHint(kind))"
    default: "malformed \(noun(kind)) '\(word)'"
    }
  }

  private static func rangeHint(_ kind: ValueKind) -> String {
    switch kind {
    case .integer(let role):
      "expected a whole number from \(role.range.lowerBound) to \(role.range.upperBound)"
    case .seed: "expected a whole number from 0 to \(UInt64.max)"
    case .duration: "expected at most \(Literal.longestDuration)"
    case .size: "expected at most \(Literal.sizeDescription(Literal.largestSize))"
    default: "out of range"
    }
  }

  /// What a position accepts, for an unknown word with no suggestion; `choices` are the
  /// catalog's `policy-option` names.
  private static func vocabularyHint(_ kind: ValueKind, choices: [String]) -> String {
    switch kind {
    case .callback: "; expected " + quotedList(MonitorCallback.allCases.map(\.rawValue))
    case .injectableError:
      "; expected " + quotedList(FamilyControlsErrorCode.injectable.map(\.rawValue))
    case .weekday: "; expected " + quotedList(Weekday.allCases.map(\.rawValue))
    case .optionValue(let key):
      if case .choice(let words)? = ModelOptionSpecification.named(key)?.values {
        "; expected " + quotedList(words)
      } else {
        ""
      }
    case .invariant: "; see 'stsim list invariants'"
    case .mistake: "; see 'stsim list mistakes'"
    case .policyOption: "; expected " + quotedList(choices)
    case .optionKey: "; see 'stsim list options'"
    case .timeZone: "; expected an IANA time zone such as 'Europe/Berlin'"
    default: ""
    }
  }
}
