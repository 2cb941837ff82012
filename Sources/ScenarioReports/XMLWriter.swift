import ScenarioLanguage
import ScenarioRunner

/// Escaping for the XML reports.
enum XML {
  /// `text` escaped for an attribute value or element content; characters XML 1.0 cannot carry
  /// are replaced by U+FFFD.
  static func escape(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      case "\n": output += "&#10;"
      case "\t", "\r": output += "&#\(scalar.value);"
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        output += "\u{FFFD}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
