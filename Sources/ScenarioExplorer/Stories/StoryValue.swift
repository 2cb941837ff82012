import InvariantChecking
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

/// A value chosen for one placeholder of a generated statement, in a form that can be written
/// back as scenario text and changed by the shrinker.
///
/// It mirrors the parser's captured values, with equality, so that a story can be compared and
/// simplified value by value.
enum StoryValue: Sendable, Equatable {
  /// A word taken as is: a profile name, a build, a policy, a code.
  case word(String)
  /// A quoted string's contents.
  case string(String)
  /// Names written one after another (`tags`).
  case names([String])
  case item(ItemReference)
  case items([ItemReference])
  case duration(SimulationDuration)
  case clock(Clock)
  case clockRange(Clock, Clock)
  case weekdays([Weekday])
  case integer(Int)
  case seed(UInt64)
  case size(Int)
  case date(CivilDate)
  case timeZone(DeviceTimeZone)
  case systemVersion(SystemVersion)
  case callback(MonitorCallback)
  case familyControlsError(FamilyControlsErrorCode)
  case invariant(Invariant)
  case mistakes([String])
  /// `<key> <value>`, both as written.
  case option(key: String, value: String)
  case fields([DiagnosticField])

  /// The value as a scenario file writes it.
  var text: String {
    switch self {
    case .word(let word): word
    case .string(let text): Self.quoted(text)
    case .names(let names): names.joined(separator: " ")
    case .item(let item): item.alias
    case .items(let items): items.map(\.alias).joined(separator: ", ")
    case .duration(let duration): duration.description
    case .clock(let clock): clock.description
    case .clockRange(let start, let end): "\(start)-\(end)"
    case .weekdays(let days): days.map(\.rawValue).joined(separator: ",")
    case .integer(let number): String(number)
    case .seed(let seed): String(seed)
    case .size(let bytes): StatementText.size(bytes)
    case .date(let date): date.description
    case .timeZone(let zone): zone.identifier
    case .systemVersion(let version): version.description
    case .callback(let callback): callback.rawValue
    case .familyControlsError(let error): error.rawValue
    case .invariant(let invariant): invariant.rawValue
    case .mistakes(let mistakes): mistakes.joined(separator: ", ")
    case .option(let key, let value): "\(key) \(value)"
    case .fields(let fields): fields.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }
  }

  /// The value as the parser would have captured it, for building the statement's action.
  var captured: CapturedValue {
    switch self {
    case .word(let word): .word(word)
    case .string(let text): .string(text)
    case .names(let names): .names(names)
    case .item(let item): .item(item)
    case .items(let items): .items(items)
    case .duration(let duration): .duration(duration)
    case .clock(let clock): .clock(clock)
    case .clockRange(let start, let end): .clockRange(start, end)
    case .weekdays(let days): .weekdays(days)
    case .integer(let number): .integer(number)
    case .seed(let seed): .seed(seed)
    case .size(let bytes): .size(bytes)
    case .date(let date): .date(date)
    case .timeZone(let zone): .timeZone(zone)
    case .systemVersion(let version): .systemVersion(version)
    case .callback(let callback): .callback(callback)
    case .familyControlsError(let error): .familyControlsError(error)
    case .invariant(let invariant): .invariant(invariant)
    case .mistakes(let mistakes): .mistakes(mistakes)
    case .option(let key, let value): Self.capturedOption(key: key, value: value)
    case .fields(let fields): .fields(fields)
    }
  }

  /// `text` as a double-quoted string, with `"` and `\` escaped.
  static func quoted(_ text: String) -> String {
    var output = "\""
    for character in text {
      if character == "\"" || character == "\\" { output.append("\\") }
      output.append(character)
    }
    return output + "\""
  }

  private static func capturedOption(key: String, value: String) -> CapturedValue {
    guard let option = ModelOptionSpecification.named(key) else {
      preconditionFailure("a generated option names the unknown key '\(key)'")
    }
    switch option.values {
    case .choice: return .option(option, .word(value))
    case .duration:
      guard case .success(let duration) = Literal.duration(value) else {
        preconditionFailure("a generated option has the malformed duration '\(value)'")
      }
      return .option(option, .duration(duration))
    case .size:
      guard case .success(let bytes) = Literal.size(value) else {
        preconditionFailure("a generated option has the malformed size '\(value)'")
      }
      return .option(option, .size(bytes))
    case .durationOrOff:
      if value == "off" { return .option(option, .word(value)) }
      guard case .success(let duration) = Literal.duration(value) else {
        preconditionFailure("a generated option has the malformed duration '\(value)'")
      }
      return .option(option, .duration(duration))
    }
  }
}
