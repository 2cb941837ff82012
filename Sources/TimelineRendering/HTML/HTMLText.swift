/// Escaping of untrusted text for HTML and SVG, and the display form of labels.
enum HTMLText {
  /// `text` safe as element content: markup characters escaped, control characters shown as
  /// their Unicode control pictures, line feeds and tabs kept.
  static func content(_ text: String) -> String {
    escaped(text, quotes: false)
  }

  /// `text` safe inside a double- or single-quoted attribute value.
  static func attribute(_ text: String) -> String {
    escaped(text, quotes: true)
  }

  /// `text` on one line, at most `limit` characters, for drawing beside an element.
  static func label(_ text: String, limit: Int = 40) -> String {
    var scalars = String.UnicodeScalarView()
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        scalars.append("…")
        break
      }
      scalars.append(scalar == "\n" || scalar == "\r" || scalar == "\t" ? " " : scalar)
      count += 1
    }
    return String(scalars)
  }

  private static func escaped(_ text: String, quotes: Bool) -> String {
    var output = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output.append(contentsOf: "&amp;".unicodeScalars)
      case "<": output.append(contentsOf: "&lt;".unicodeScalars)
      case ">": output.append(contentsOf: "&gt;".unicodeScalars)
      case "\"" where quotes: output.append(contentsOf: "&quot;".unicodeScalars)
      case "'" where quotes: output.append(contentsOf: "&#39;".unicodeScalars)
      case "\n" where quotes: output.append(contentsOf: "&#10;".unicodeScalars)
      case "\n", "\t": output.append(scalar)
      default: output.append(visible(scalar))
      }
    }
    return String(output)
  }

  /// Control characters as the symbols that picture them (U+2400 block), so that they show
  /// and cannot change how the page is parsed; noncharacters and C1 controls as U+FFFD.
  private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}"
    case 0x7F: "\u{2421}"
    case 0x80..<0xA0, 0xFDD0...0xFDEF: "\u{FFFD}"
    case _ where scalar.value & 0xFFFE == 0xFFFE: "\u{FFFD}"
    default: scalar
    }
  }

  /// The width `text` takes in the timeline's monospaced font, in tenths of a pixel: one cell
  /// for most characters, two for those at or above U+1100 (wide East Asian scripts, emoji).
  static func width(_ text: String, cellWidth: Int64 = Geometry.characterWidth) -> Int64 {
    var cells: Int64 = 0
    for scalar in text.unicodeScalars { cells += scalar.value >= 0x1100 ? 2 : 1 }
    return cells * cellWidth
  }
}
