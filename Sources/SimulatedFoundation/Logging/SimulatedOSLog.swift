import Foundation

/// `os_log`: a `printf`-style message written to the simulated device's log.
///
/// The format's specifiers take the arguments in order: `%@` and `%s` (any value, as
/// `String(describing:)`), the integer conversions `%d %i %u %o %x %X %c` with any length
/// modifier, the floating-point ones `%f %e %g %a` (also upper case), and `%%`. A privacy
/// annotation (`%{public}@`, `%{private}d`) applies as in Apple's log: without one, strings and
/// objects are private and numbers public. The message then goes where ``SimulatedLogger``'s
/// messages go.
public enum SimulatedOSLog {
  /// Logs `format` with `arguments` to `log` at `type`.
  public static func log(
    _ format: String, log: SimulatedLog = .default, type: SimulatedLogType = .default,
    _ arguments: [any CVarArg]
  ) {
    SimulatedLogger.write(message(format, arguments), level: type, to: log)
  }

  /// Logs `message` to `log` at `type`.
  public static func log(
    _ message: SimulatedLogMessage, log: SimulatedLog = .default,
    type: SimulatedLogType = .default
  ) {
    SimulatedLogger.write(message, level: type, to: log)
  }

  /// The message `format` with `arguments` gives, as the log shows it and in full.
  static func message(_ format: String, _ arguments: [any CVarArg]) -> SimulatedLogMessage {
    var redacted = ""
    var revealed = ""
    var remaining = arguments[...]
    var scalars = format.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        redacted.unicodeScalars.append(scalar)
        revealed.unicodeScalars.append(scalar)
        continue
      }
      guard let specifier = FormatSpecifier(parsing: &scalars) else {
        redacted += "%"
        revealed += "%"
        continue
      }
      if specifier.conversion == "%" {
        redacted += "%"
        revealed += "%"
        continue
      }
      let text = remaining.popFirst().map(specifier.text) ?? "(null)"
      revealed += text
      redacted += specifier.isVisible ? text : SimulatedLogPrivacy.redaction
    }
    return SimulatedLogMessage(redacted: redacted, revealed: revealed)
  }
}

/// One `%` specifier of an `os_log` format.
private struct FormatSpecifier {
  /// The privacy annotation, `public` or `private` (`sensitive` counts as private).
  var privacy: String?
  /// Flags, width and precision, as `printf` reads them.
  var options = ""
  var conversion: Unicode.Scalar

  /// Reads the specifier after a `%`; `nil` when the format ends first.
  init?(parsing scalars: inout Substring.UnicodeScalarView) {
    if scalars.first == "{" {
      scalars.removeFirst()
      var annotation = ""
      while let scalar = scalars.popFirst(), scalar != "}" {
        annotation.unicodeScalars.append(scalar)
      }
      let words = annotation.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      privacy = words.first { ["public", "private", "sensitive"].contains($0) }
    }
    while let scalar = scalars.first, "-+ #0123456789.*".unicodeScalars.contains(scalar) {
      options.unicodeScalars.append(scalar)
      scalars.removeFirst()
    }
    while let scalar = scalars.first, "hlqjztL".unicodeScalars.contains(scalar) {
      scalars.removeFirst()
    }
    guard let conversion = scalars.popFirst() else { return nil }
    self.conversion = conversion
  }

  private var isScalar: Bool { "diuoxXcfFeEgGaA".unicodeScalars.contains(conversion) }

  /// Whether the device's log shows the value.
  var isVisible: Bool {
    switch privacy {
    case "public": true
    case "private", "sensitive": false
    default: isScalar
    }
  }

  /// The argument written by this specifier.
  func text(_ argument: any CVarArg) -> String {
    switch conversion {
    case "d", "i":
      guard let integer = argument as? any BinaryInteger else { break }
      return String(format: "%\(options)lld", Int64(truncatingIfNeeded: integer))
    case "u", "o", "x", "X":
      guard let integer = argument as? any BinaryInteger else { break }
      return String(format: "%\(options)ll\(conversion)", UInt64(truncatingIfNeeded: integer))
    case "c":
      guard let integer = argument as? any BinaryInteger,
        let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: integer))
      else { break }
      return String(Character(scalar))
    case "f", "F", "e", "E", "g", "G", "a", "A":
      let real: Double? =
        switch argument {
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as CGFloat: Double(value)
        case let value as any BinaryInteger: Double(value)
        default: nil
        }
      guard let real else { break }
      return String(format: "%\(options)\(conversion)", real)
    default:
      break
    }
    return String(describing: argument)
  }
}
