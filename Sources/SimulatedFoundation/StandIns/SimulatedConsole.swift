import ScreenTimeModel

/// Standard output of app code: `print` and `debugPrint`.
///
/// On a device, what an app prints goes to its standard output, which nobody reads outside a
/// debugger; it is not the system log. Inside a simulated process, each call is one line of the
/// run's record (`app  prints "saved 3 rules"`), so it never lands in `stsim`'s own output and
/// breaks no report format; it is not a diagnostic, so `expect diagnostic` and
/// `token-redaction` do not read it. Anywhere else it goes to standard output, as the standard
/// library's `print` does.
public enum SimulatedConsole {
  /// `print(_:separator:terminator:)`.
  public static func print(_ items: [Any], separator: String, terminator: String) {
    write(items.map { String(describing: $0) }.joined(separator: separator), terminator)
  }

  /// `debugPrint(_:separator:terminator:)`.
  public static func debugPrint(_ items: [Any], separator: String, terminator: String) {
    write(items.map { String(reflecting: $0) }.joined(separator: separator), terminator)
  }

  private static func write(_ text: String, _ terminator: String) {
    guard let device = HostedDevice.current else {
      Swift.print(text, terminator: terminator)
      return
    }
    guard device.isCurrentProcessAlive else { return }
    let line = terminator == "\n" ? text : text + terminator
    device.printToConsole(ConsoleText.quoted(line))
  }
}

/// Text of app code as one line of a trace: in double quotes, with quotes, backslashes and
/// control characters escaped.
enum ConsoleText {
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
