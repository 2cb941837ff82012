/// JSON text written by hand, so that keys keep the order given and output is byte-stable.
enum JSONText {
  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
  static func string(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    output.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output.append(contentsOf: #"\""#.unicodeScalars)
      case "\\": output.append(contentsOf: #"\\"#.unicodeScalars)
      case "\n": output.append(contentsOf: #"\n"#.unicodeScalars)
      case "\r": output.append(contentsOf: #"\r"#.unicodeScalars)
      case "\t": output.append(contentsOf: #"\t"#.unicodeScalars)
      case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
        let hex = String(scalar.value, radix: 16)
        output.append(contentsOf: "\\u".unicodeScalars)
        output.append(
          contentsOf: (String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
      default: output.append(scalar)
      }
    }
    output.append("\"")
    return String(output)
  }

  /// An object with `members` in the order given; values are JSON text already.
  static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }
}
